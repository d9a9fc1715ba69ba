import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { internalExperts } from './profiles.js';
import { tickets } from './tickets.js';
import { users } from './users.js';

/**
 * A meeting a manager booked with the internal expert of an expert ticket. `accepted` is null until
 * the expert company answers; a decline keeps its reason and frees the time. A cancelled meeting is deleted.
 * `sequence` is the iCalendar SEQUENCE of its invites: it grows with every change.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    internalExpertId: uuid('internal_expert_id')
      .notNull()
      .references(() => internalExperts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    accepted: boolean('accepted'),
    reason: text('reason'),
    sequence: integer('sequence').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meetings_expert_time_idx').on(t.internalExpertId, t.startsAt), index('meetings_ticket_idx').on(t.ticketId, t.startsAt)],
);

/**
 * The private calendar feed of an internal expert: only a SHA-256 of its random token is kept, so
 * the feed's address is shown once, when it is made. Making a new one replaces the old (one row per expert).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    internalExpertId: uuid('internal_expert_id')
      .primaryKey()
      .references(() => internalExperts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);
