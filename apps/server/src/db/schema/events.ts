import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox of domain events: a write records what happened here in its own
 * transaction, and the dispatcher delivers what follows (pushes, letters) after commit. A row is
 * pending until `dispatchedAt`; a dispatcher holds it until `claimedUntil`, so a process that dies
 * mid-delivery leaves it to the next one.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** The last failed delivery's error; the event is retried until it is dispatched or given up. */
    error: text('error'),
  },
  (t) => [
    index('domain_events_pending_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);
