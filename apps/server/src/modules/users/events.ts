import { and, count, eq } from 'drizzle-orm';
import type { UserEvents } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { offers, tickets } from '../../db/schema/index.js';

/** Badge counters of an account: unseen offers on its tickets; thread counters arrive with messages. */
export async function userEventsOf(db: Db, userId: string): Promise<UserEvents> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(tickets, eq(tickets.id, offers.ticketId))
    .where(and(eq(tickets.ownerId, userId), eq(offers.isViewed, false)));
  return { new_offers: Number(row?.n ?? 0), new_ticket_tasks: 0, new_company_tasks: 0 };
}
