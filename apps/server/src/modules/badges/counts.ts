import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ThreadKind, UserEvents } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { expertDuedills, offers, threads, tickets } from '../../db/schema/index.js';

/**
 * Badge counters of an account: unseen offers on its tickets (for an expert company, the expert
 * tickets it has not opened yet), and threads with a manager's post it has not read.
 */
export async function userEventsOf(db: Db, userId: string): Promise<UserEvents> {
  const [[row], [work], unread] = await Promise.all([
    db
      .select({ n: count() })
      .from(offers)
      .innerJoin(tickets, eq(tickets.id, offers.ticketId))
      .where(and(eq(tickets.ownerId, userId), eq(offers.isViewed, false))),
    db
      .select({ n: count() })
      .from(tickets)
      .innerJoin(expertDuedills, eq(expertDuedills.ticketId, tickets.id))
      .where(and(eq(tickets.ownerId, userId), eq(tickets.type, 'expert_duedill'), isNull(expertDuedills.viewedAt))),
    unreadCounts(db, userId),
  ]);
  return { new_offers: Number(row?.n ?? 0) + Number(work?.n ?? 0), new_ticket_tasks: unread.ticket, new_company_tasks: unread.company };
}

/** Unread threads of a company per kind: a manager's post after the company last opened the thread. */
async function unreadCounts(db: Db, companyId: string): Promise<Record<ThreadKind, number>> {
  const unread: SQL = sql`not "threads"."closed" and not "threads"."answered" and not exists (select 1 from thread_reads r
    where r.thread_id = "threads"."id" and r.user_id = ${companyId} and r.read_at >= "threads"."last_post_at")`;
  const rows = await db
    .select({ kind: threads.kind, n: sql<number>`count(*) filter (where ${unread})`.mapWith(Number) })
    .from(threads)
    .where(eq(threads.companyId, companyId))
    .groupBy(threads.kind);
  const out: Record<ThreadKind, number> = { company: 0, ticket: 0 };
  for (const r of rows) out[r.kind] = r.n;
  return out;
}
