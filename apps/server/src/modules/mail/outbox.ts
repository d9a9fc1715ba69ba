import { desc, eq } from 'drizzle-orm';
import { OUTBOX_LIMIT, type OutboxMail } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** The newest mails kept in the outbox, to one address or to anyone. */
export async function latestMails(db: Db, to?: string): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(OUTBOX_LIMIT);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, ics: r.ics, createdAt: r.createdAt.toISOString() }));
}
