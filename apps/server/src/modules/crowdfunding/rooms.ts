import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crowdfundBackers } from '../../db/schema/index.js';
import { rooms, type Room } from '../../platform/events/types.js';

/** The rooms of the rounds an account backs (waiting or confirmed): their news reaches it in one publish. */
export async function roundRoomsOf(db: Db, userId: string): Promise<Room[]> {
  const rows = await db
    .select({ id: crowdfundBackers.crowdfundId })
    .from(crowdfundBackers)
    .where(and(eq(crowdfundBackers.backerId, userId), inArray(crowdfundBackers.status, ['new', 'active'])));
  return rows.map((r) => rooms.round(r.id));
}
