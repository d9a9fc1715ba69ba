import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Language } from '@platform/contract';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

/** A file sent with a mail. */
export type MailAttachment = { filename: string; content: string; contentType: string };
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
  attachments?: MailAttachment[];
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
};
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Every mail is written to the outbox table first. With an SMTP URL nodemailer then delivers it;
 * without one the outbox is where a signed-in manager reads it. The log names a mail (address,
 * subject, template) but never holds its text: letters carry codes and one-time sign-in links,
 * which must reach only their addressee.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    async send(mail) {
      const { to, template, language, subject, text, html, calendar } = mail;
      const [row] = await opts.db.insert(mailOutbox).values({ to, template, language, subject, text, html, ics: calendar?.content ?? null }).returning({ id: mailOutbox.id });
      if (!transport) {
        opts.log.info({ to, subject, template, outboxId: row!.id }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to,
          subject,
          text,
          html,
          attachments: [
            ...(mail.attachments ?? []),
            ...(calendar ? [{ filename: 'invite.ics', content: calendar.content, contentType: `application/ics; method=${calendar.method}` }] : []),
          ],
          ...(calendar ? { icalEvent: { method: calendar.method, content: calendar.content } } : {}),
        });
        await opts.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        opts.log.error({ err, to: mail.to }, 'mail delivery failed');
        await opts.db.update(mailOutbox).set({ error: String(err) }).where(eq(mailOutbox.id, row!.id));
      }
    },
  };
}
