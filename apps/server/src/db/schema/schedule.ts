import { date, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TimeRange, WeeklyHours } from '@platform/contract';
import { internalExperts } from './profiles.js';

/**
 * An internal expert's weekly hours and zone. No row means the contract's default hours
 * (`DEFAULT_WEEKLY_HOURS`) in the expert company's `users.time_zone`.
 */
export const expertWorkCalendars = pgTable('expert_work_calendars', {
  expertId: uuid('expert_id')
    .primaryKey()
    .references(() => internalExperts.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  /** ISO weekday (Monday = 1) to its local ranges; an empty list is a day off. */
  weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A date's own local hours in place of its weekday's; no ranges is a day off. */
export const expertCalendarOverrides = pgTable(
  'expert_calendar_overrides',
  {
    expertId: uuid('expert_id')
      .notNull()
      .references(() => internalExperts.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    time: jsonb('time').$type<TimeRange[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.expertId, t.date] })],
);
