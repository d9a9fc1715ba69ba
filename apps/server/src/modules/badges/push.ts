import type { Db } from '../../db/client.js';
import { rooms, type Push } from '../../platform/events/types.js';
import { userEventsOf } from './counts.js';

/** An account's badge counters as they stand when the event is delivered, to its own sockets. */
export async function countersPush(db: Db, userId: string): Promise<Push> {
  return { to: [rooms.user(userId)], event: 'userEvents', payload: await userEventsOf(db, userId) };
}
