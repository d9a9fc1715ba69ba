import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Language } from '@platform/contract';
import type { Db, Tx } from '../db/client.js';
import { mailOutbox, type MailState } from '../db/schema/index.js';
import type { Jobs } from './jobs.js';
import { executeSqlOn } from './tx-sql.js';

/**
 * `calendar` is an iCalendar invite: sent as the mail's `text/calendar` part (so mail clients show
 * it as an invitation) and as an `.ics` attachment, and kept in the outbox's `ics` column.
 */
export type Mail = {
  to: string;
  template: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** What makes this letter unique (an event and its reader): enqueued twice, it is kept once. */
  dedupeKey?: string;
};

export type Mailer = {
  /**
   * Keeps the letters in the outbox and, with SMTP, queues one delivery job each, in `tx` when
   * given (they exist only if it commits) or in a transaction of their own. Nothing is sent here.
   */
  enqueue(mails: readonly Mail[], tx?: Tx): Promise<void>;
  /** `enqueue` of one letter. */
  send(mail: Mail): Promise<void>;
  /** A failed letter gets a new round of attempts (a manager's retry); false when it is not failed. */
  retry(outboxId: string): Promise<boolean>;
};

/**
 * What became of a letter, as counted for the metrics: `kept` in the outbox (no SMTP) or `queued`
 * for delivery when enqueued; later `sent`, `retrying` after a failed attempt, or `failed` for good.
 */
export type LetterOutcome = 'kept' | 'queued' | 'sent' | 'retrying' | 'failed';

/** How long a worker holds a letter it is sending before another may try it. */
const SENDING_LEASE = '5 minutes';

/**
 * Every letter is a row of `mail_outbox` first. Without SMTP that row is the whole delivery (a
 * manager reads it on the outbox page). With SMTP a job of the queue sends it: failures are retried
 * with a doubling wait up to `attempts` times, then the row shows `failed` with its last error.
 * A job that runs twice sends once: it must first move its row from `queued` to `sending`. The log
 * names a mail (address, subject, template) but never holds its text: letters carry codes and
 * one-time sign-in links, which must reach only their addressee.
 */
export function createMailer(opts: {
  db: Db;
  jobs: Jobs;
  smtpUrl?: string | undefined;
  from: string;
  delivery: { attempts: number; retrySeconds: number };
  log: FastifyBaseLogger;
  /** Told of each letter's outcome (the metrics count them). */
  count?: (outcome: LetterOutcome) => void;
}): Mailer {
  const count = opts.count ?? (() => undefined);
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const retry = { retryLimit: opts.delivery.attempts - 1, retryDelay: opts.delivery.retrySeconds, retryBackoff: true };

  async function enqueueIn(tx: Tx, mails: readonly Mail[]) {
    if (!mails.length) return;
    // One statement however many letters (an update to a round of ten thousand backers): the rows
    // travel as one JSON parameter, under PostgreSQL's parameter limit and without building a
    // statement of thousands of values in this process. A letter whose key is kept already is skipped.
    const json = JSON.stringify(
      mails.map((m) => ({
        to: m.to,
        template: m.template,
        language: m.language,
        subject: m.subject,
        text: m.text,
        html: m.html,
        ics: m.calendar?.content ?? null,
        dedupe_key: m.dedupeKey ?? null,
      })),
    );
    const state: MailState = transport ? 'queued' : 'kept';
    const result = await tx.execute(sql`
      insert into ${mailOutbox} ("to", template, language, subject, text, html, ics, dedupe_key, state)
      select r."to", r.template, r.language, r.subject, r.text, r.html, r.ics, r.dedupe_key, ${state}
      from jsonb_to_recordset(${json}::jsonb) as r("to" text, template text, language text, subject text, text text, html text, ics text, dedupe_key text)
      on conflict do nothing
      returning id, "to", subject, template`);
    // Both drivers answer a plain statement with `{ rows }`.
    const rows = (result as unknown as { rows: { id: string; to: string; subject: string; template: string }[] }).rows;
    for (const r of rows) {
      opts.log.info(
        { to: r.to, subject: r.subject, template: r.template, outboxId: r.id },
        transport ? 'mail queued' : 'mail kept in the outbox (no SMTP_URL)',
      );
      count(transport ? 'queued' : 'kept');
    }
    if (!transport || !rows.length) return;
    // pg-boss writes the jobs from one JSON parameter too.
    await opts.jobs.insert(
      'mail.deliver',
      rows.map((r) => ({ data: { outboxId: r.id }, ...retry })),
      executeSqlOn(tx),
    );
  }

  async function deliver(outboxId: string) {
    if (!transport) return;
    const [row] = await opts.db
      .update(mailOutbox)
      .set({ state: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: sql`now() + interval '${sql.raw(SENDING_LEASE)}'` })
      .where(and(eq(mailOutbox.id, outboxId), or(eq(mailOutbox.state, 'queued'), and(eq(mailOutbox.state, 'sending'), sql`${mailOutbox.lockedUntil} < now()`))))
      .returning();
    // Sent already, failed for good, or held by another worker: nothing to do.
    if (!row) return;
    try {
      const calendar = row.ics ? { method: /METHOD:CANCEL/.test(row.ics) ? ('CANCEL' as const) : ('REQUEST' as const), content: row.ics } : undefined;
      await transport.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: calendar ? [{ filename: 'invite.ics', content: calendar.content, contentType: `application/ics; method=${calendar.method}` }] : [],
        ...(calendar ? { icalEvent: { method: calendar.method, content: calendar.content } } : {}),
      });
      await opts.db.update(mailOutbox).set({ state: 'sent', sentAt: new Date(), lockedUntil: null }).where(eq(mailOutbox.id, outboxId));
      count('sent');
    } catch (err) {
      const last = row.attempts >= opts.delivery.attempts;
      opts.log.warn(
        { err, to: row.to, outboxId, attempt: row.attempts },
        last ? 'mail delivery failed for good' : 'mail delivery failed; it will be tried again',
      );
      await opts.db
        .update(mailOutbox)
        .set({ state: last ? 'failed' : 'queued', error: String(err), lockedUntil: null })
        .where(eq(mailOutbox.id, outboxId));
      count(last ? 'failed' : 'retrying');
      // The queue's retry is the next attempt.
      if (!last) throw err;
    }
  }

  opts.jobs.work('mail.deliver', ({ outboxId }) => deliver(outboxId));

  return {
    enqueue: (mails, tx) => (tx ? enqueueIn(tx, mails) : opts.db.transaction((t) => enqueueIn(t, mails))),
    send: (mail) => opts.db.transaction((t) => enqueueIn(t, [mail])),
    async retry(outboxId) {
      if (!transport) return false;
      return opts.db.transaction(async (tx) => {
        const rows = await tx
          .update(mailOutbox)
          .set({ state: 'queued', attempts: 0, lockedUntil: null })
          .where(and(eq(mailOutbox.id, outboxId), inArray(mailOutbox.state, ['failed'])))
          .returning({ id: mailOutbox.id });
        if (!rows.length) return false;
        await opts.jobs.insert('mail.deliver', [{ data: { outboxId }, ...retry }], executeSqlOn(tx));
        return true;
      });
    },
  };
}
