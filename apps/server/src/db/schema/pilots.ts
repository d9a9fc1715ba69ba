import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicantDeclineReason, ApplicantStatus, PilotOutcome, PilotStatus } from '@platform/contract';
import { users } from './users.js';

/** Cards startups may see: published, running or archived. */
const published = sql`status in ('new', 'active', 'archive')`;

/**
 * A pilot card a corporate or investor submits to the showcase (spec part 2, section 3). It starts
 * `send`; a manager accepts or declines it and publishes the accepted (`new`); the first application
 * makes it `active`; the owner or a manager archives it. `showcase_rank` orders the active-first
 * showcase (active, new, archive) through an index; `applicants_count` moves with each application.
 */
export const pilots = pgTable(
  'pilots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerRole: text('owner_role').$type<'corporate' | 'investor'>().notNull(),
    status: text('status').$type<PilotStatus>().notNull().default('send'),
    name: text('name').notNull(),
    countryId: integer('country_id').notNull(),
    industries: integer('industries').array().notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    terms: text('terms').notNull(),
    declineReason: text('decline_reason'),
    applicantsCount: integer('applicants_count').notNull().default(0),
    showcaseRank: smallint('showcase_rank')
      .notNull()
      .generatedAlwaysAs(sql`case status when 'active' then 0 when 'new' then 1 else 2 end`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The owner's list, newest first; the manager's queue by status.
    index('pilots_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('pilots_status_created_idx').on(t.status, t.createdAt, t.id),
    // The showcase's orders over the published cards: ascending / newest, and active first.
    index('pilots_showcase_published_idx').on(t.publishedAt, t.id).where(published),
    index('pilots_showcase_rank_idx').on(t.showcaseRank, t.publishedAt.desc(), t.id.desc()).where(published),
    index('pilots_showcase_status_idx').on(t.status, t.publishedAt, t.id).where(published),
    // The showcase's filters in one GIN index, as the startups list has: industry overlap, the
    // country as a one-element array (the showcase asks `array[country_id] && $countries`) and
    // substring search on the name (pg_trgm); a search with filters is one index scan.
    index('pilots_showcase_filters_idx')
      .using('gin', t.industries, sql`(array[${t.countryId}])`, t.name.op('gin_trgm_ops'))
      .where(published),
  ],
);

/**
 * A startup's application to a pilot: one per startup and pilot (a unique key, so two applications
 * at once make one row), with its optional question and the owner's decision.
 */
export const pilotApplications = pgTable(
  'pilot_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pilotId: uuid('pilot_id')
      .notNull()
      .references(() => pilots.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question'),
    status: text('status').$type<ApplicantStatus>().notNull().default('new'),
    declineReason: text('decline_reason').$type<ApplicantDeclineReason>(),
    declineText: text('decline_text'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pilot_applications_pilot_startup_key').on(t.pilotId, t.startupId),
    index('pilot_applications_pilot_created_idx').on(t.pilotId, t.createdAt, t.id),
    index('pilot_applications_startup_idx').on(t.startupId),
  ],
);

export type PilotKpi = { name: string; target: string; reached: string | null };

/**
 * A pilot run (ours): the owner starts the pilot with one shortlisted applicant by writing its
 * success contract (KPIs with targets, the decision owner and date); from the decision date on it
 * records the outcome and the KPI values reached. One run per pilot.
 */
export const pilotRuns = pgTable(
  'pilot_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pilotId: uuid('pilot_id')
      .notNull()
      .references(() => pilots.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => pilotApplications.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kpis: jsonb('kpis').$type<PilotKpi[]>().notNull(),
    decisionOwner: text('decision_owner').notNull(),
    decisionDate: date('decision_date').notNull(),
    outcome: text('outcome').$type<PilotOutcome>(),
    outcomeNote: text('outcome_note'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /**
     * The decision clock (ours): when the owner was reminded a week and a day before the decision
     * date, and when the run was found overdue (no outcome past the date). Each is set once, in
     * the transaction that records its event, so a reminder goes out once whatever the runs.
     */
    remindedWeekAt: timestamp('reminded_week_at', { withTimezone: true }),
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pilot_runs_pilot_key').on(t.pilotId),
    // The clock's scan: runs still waiting for their decision, by date.
    index('pilot_runs_open_decision_idx')
      .on(t.decisionDate, t.id)
      .where(sql`outcome is null`),
    uniqueIndex('pilot_runs_application_key').on(t.applicationId),
    index('pilot_runs_startup_idx').on(t.startupId, t.outcome),
  ],
);
