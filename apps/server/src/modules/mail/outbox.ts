import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { mailFailureKind, type Outbox, type OutboxMail, type OutboxStateFilter, type outboxQuerySchema } from '@platform/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema/index.js';
import type { Mailer } from '../../platform/mail.js';
import { AppError } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { isCompany } from '../../platform/policy.js';

type OutboxQuery = z.output<typeof outboxQuerySchema>;

/** Every column a manager may see of any letter; the texts are added only while mail is kept. */
const metaColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  createdAt: mailOutbox.createdAt,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  error: mailOutbox.error,
  sentAt: mailOutbox.sentAt,
};
type MailMeta = { [K in keyof typeof metaColumns]: (typeof mailOutbox.$inferSelect)[K] };
type MailRow = MailMeta & { text?: string | null; ics?: string | null };

/** A letter being sent at this moment is still waiting as far as a manager is concerned. */
const statesOf: Record<OutboxStateFilter, MailMeta['state'][]> = { failed: ['failed'], queued: ['queued', 'sending'], sent: ['sent'], kept: ['kept'] };

/**
 * What a manager sees of a letter. Its text (and invite) only if it was kept rather than sent:
 * while no SMTP server is set the outbox is how codes are read in development, and a letter kept
 * then keeps that text after one is set. A letter that leaves through SMTP holds one-time codes and
 * sign-in links meant for its addressee alone, so its text never leaves the database through this
 * page (docs/decisions.md).
 */
function present(row: MailRow): OutboxMail {
  const mail: OutboxMail = {
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    created_at: row.createdAt.toISOString(),
    state: row.state,
    attempts: row.attempts,
    error: row.error,
    error_kind: row.error === null ? null : mailFailureKind(row.error),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
  return row.state !== 'kept' || row.text === undefined || row.text === null ? mail : { ...mail, text: row.text, ics: row.ics ?? null };
}

/** The outbox as managers read it, and their retry of a letter whose delivery failed. */
export function createOutbox(deps: { db: Db; mailer: Mailer; smtp: boolean }) {
  const { db, mailer, smtp } = deps;
  return {
    /**
     * One page, newest first, cut in SQL: by recipient on `mail_outbox_to_idx`, by a waiting or
     * failed state on the partial `mail_outbox_state_idx`, otherwise (sent and kept letters are
     * most rows) on `mail_outbox_created_idx`. One row past the page says whether more follow.
     */
    async list(q: OutboxQuery): Promise<Outbox> {
      const where = and(q.to ? eq(mailOutbox.to, q.to) : undefined, q.state ? inArray(mailOutbox.state, statesOf[q.state]) : undefined);
      // With SMTP only the texts of letters kept before it was set are read at all.
      const keptOnly = <T>(column: typeof mailOutbox.text | typeof mailOutbox.ics) => sql<T | null>`case when ${mailOutbox.state} = 'kept' then ${column} end`;
      const columns = smtp
        ? { ...metaColumns, text: keptOnly<string>(mailOutbox.text), ics: keptOnly<string>(mailOutbox.ics) }
        : { ...metaColumns, text: mailOutbox.text, ics: mailOutbox.ics };
      const rows: MailRow[] = await db
        .select(columns)
        .from(mailOutbox)
        .where(where)
        // Letters of one transaction share their time: the id keeps the pages apart.
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(q.take + 1)
        .offset(q.skip);
      return {
        delivery: smtp ? 'smtp' : 'kept',
        mails: rows.slice(0, q.take).map(present),
        more: rows.length > q.take,
      };
    },

    /**
     * A failed letter gets a new round of attempts. The audit entry follows the retry in a
     * transaction of its own: the mailer owns the retry's, and a retry without its entry would
     * only miss a line of history, never send a letter twice.
     */
    async retry(actorId: string, id: string): Promise<OutboxMail> {
      if (!smtp) throw new AppError(409, 'mail_delivery_off');
      const [row] = await db.select(metaColumns).from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row) throw new AppError(404, 'mail_not_found');
      if (!(await mailer.retry(id))) throw new AppError(409, 'mail_not_failed');
      await db.transaction(async (tx) => {
        const [addressee] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, row.to));
        await audit(tx, {
          actorId,
          action: 'mail.retry',
          entity: 'mail',
          entityId: id,
          // The company the letter was for, when the address is a company's account.
          companyId: addressee && isCompany(addressee) ? addressee.id : null,
          before: { state: row.state, attempts: row.attempts, error: row.error },
          after: { state: 'queued', to: row.to, subject: row.subject, template: row.template },
        });
      });
      const [now] = await db.select(metaColumns).from(mailOutbox).where(eq(mailOutbox.id, id));
      return present(now!);
    },
  };
}
