import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { scoreFields, type RecommendationCategory, type ScoreField } from '@platform/contract';
import { files } from './files.js';
import { users } from './users.js';

const scoreColumns = Object.fromEntries(scoreFields.map((f) => [f, real(f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))])) as Record<
  ScoreField,
  ReturnType<typeof real>
>;

/** A startup's product, finance and self-scoring data (one row per startup account). */
export const startupProfiles = pgTable(
  'startup_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastFundAmount: doublePrecision('last_fund_amount'),
    productDescription: text('product_description'),
    customer: text('customer'),
    pitchDeckFileId: uuid('pitch_deck_file_id').references(() => files.id, { onDelete: 'restrict' }),
    annualRevenue: doublePrecision('annual_revenue'),
    momGrowth: doublePrecision('mom_growth'),
    monthlyRevenue: doublePrecision('monthly_revenue'),
    monthlyBurnRate: doublePrecision('monthly_burn_rate'),
    mrr: doublePrecision('mrr'),
    runrate: doublePrecision('runrate'),
    financeActualDate: date('finance_actual_date'),
    unitEconomyFileId: uuid('unit_economy_file_id').references(() => files.id, { onDelete: 'restrict' }),
    ...scoreColumns,
    /** Derived on every save from the score fields (contract `scoreSummary`), kept for lists and sorting. */
    intemaScore: real('intema_score'),
    teamScore: real('team_score'),
    managementScore: real('management_score'),
    technologyScore: real('technology_score'),
    businessScore: real('business_score'),
    isScoreFull: boolean('is_score_full').notNull().default(false),
    /**
     * The passport (ours): when each self-reported claim (a score group, a finance figure; keys as
     * in the contract's `passportClaimKeys`) last changed. A claim missing here dates from
     * `updated_at`.
     */
    claimsChangedAt: jsonb('claims_changed_at').$type<Record<string, string>>().notNull().default({}),
    /**
     * Kept by `refreshVerification` on every change of the evidence (a report shared, withdrawn or
     * revoked, a pilot outcome recorded): the newest expert and pilot evidence, the overall score
     * of the newest expert evidence, and the newest of the two for the list's "verified" filter.
     */
    expertVerifiedAt: timestamp('expert_verified_at', { withTimezone: true }),
    pilotVerifiedAt: timestamp('pilot_verified_at', { withTimezone: true }),
    verifiedScore: real('verified_score'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).generatedAlwaysAs(sql`greatest(expert_verified_at, pilot_verified_at)`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The startups list sorted by a figure reads the figure's index in either direction, the id
    // breaking ties the same way, and stops at the page (modules/startups/service.ts).
    index('startup_profiles_score_idx').on(t.intemaScore, t.userId),
    index('startup_profiles_verified_idx')
      .on(t.verifiedAt)
      .where(sql`verified_at is not null`),
    index('startup_profiles_fund_idx').on(t.lastFundAmount, t.userId),
    index('startup_profiles_revenue_idx').on(t.annualRevenue, t.userId),
    // A file's delete checks no profile still uses it (the sweep, the foreign keys' RESTRICT).
    index('startup_profiles_pitch_deck_file_idx')
      .on(t.pitchDeckFileId)
      .where(sql`pitch_deck_file_id is not null`),
    index('startup_profiles_unit_economy_file_idx')
      .on(t.unitEconomyFileId)
      .where(sql`unit_economy_file_id is not null`),
  ],
);

/** Investor-only profile values. */
export const investorProfiles = pgTable('investor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  averageDeal: bigint('average_deal', { mode: 'number' }),
});

/** The experts an expert company employs; each has a work calendar (later). */
export const internalExperts = pgTable(
  'internal_experts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    expertIn: integer('expert_in').array().notNull().default([]),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('internal_experts_company_created_idx').on(t.companyId, t.createdAt),
    index('internal_experts_company_name_idx').on(t.companyId, t.name, t.surname),
    index('internal_experts_photo_file_idx')
      .on(t.photoFileId)
      .where(sql`photo_file_id is not null`),
  ],
);

/**
 * A manager's titled recommendation to a startup for one score category (team, management,
 * technology, business); while it exists it replaces the stock texts of that category's low scores.
 */
export const startupRecommendations = pgTable(
  'startup_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<RecommendationCategory>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('startup_recommendations_category_key').on(t.startupId, t.category)],
);
