import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TimelineFacts, TimelineKind, TimelineSubject } from '@platform/contract';
import { users } from './users.js';

/**
 * One company's timeline: every step that concerned it, written in the transaction that made the
 * step. A step that concerns two companies (an offer, a backing) is written once for each.
 */
export const companyEvents = pgTable(
  'company_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company's account. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TimelineKind>().notNull(),
    /** Who did it: the company, a counterpart, a manager; null for the platform itself. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type').$type<TimelineSubject>().notNull(),
    subjectId: uuid('subject_id'),
    /** A name for the subject as it was then (a pilot's name, an application's type). */
    title: text('title'),
    data: jsonb('data')
      // The facts of its kind (the contract's `timelineFactsSchemas`); a row's kind says which.
      .$type<TimelineFacts<TimelineKind>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Managers' internal comments: never shown to the company. */
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_events_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc())],
);
