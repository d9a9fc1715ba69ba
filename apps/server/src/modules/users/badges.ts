import { and, count, eq, isNull } from 'drizzle-orm';
import type { UserEvents } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { expertDuedills, offers, tickets } from '../../db/schema/index.js';
import { unreadCounts } from '../messages/queries.js';

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
