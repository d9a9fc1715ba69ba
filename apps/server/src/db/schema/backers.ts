import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BackerClass, ClassCriterion, ClassificationReview, CrowdfundingRegime } from '@platform/contract';
import { files } from './files.js';
import { users } from './users.js';

/**
 * A backer's declaration of its figures, with the class the server computed from them. A new
 * declaration is a new row, never an edit: the company's history is kept (docs/decisions.md,
 * "Backers' checks"). A manager's review fills the review columns once.
 */
export const backerClassifications = pgTable(
  'backer_classifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regime: text('regime').$type<CrowdfundingRegime>().notNull(),
    ownFunds: bigint('own_funds', { mode: 'number' }).notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    balanceSheet: bigint('balance_sheet', { mode: 'number' }).notNull(),
    accredited: boolean('accredited').notNull().default(false),
    class: text('class').$type<BackerClass>().notNull(),
    criteria: jsonb('criteria').$type<ClassCriterion[]>().notNull(),
    review: text('review').$type<ClassificationReview>().notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The backer's latest declaration.
    index('backer_classifications_company_idx').on(t.companyId, t.declaredAt, t.id),
    // The managers' queue by review state, oldest first.
    index('backer_classifications_review_idx').on(t.regime, t.review, t.declaredAt, t.id),
    check('backer_classifications_figures_check', sql`own_funds >= 0 and turnover >= 0 and balance_sheet >= 0`),
  ],
);

/** The evidence files of a declaration, in the order given. */
export const backerClassificationFiles = pgTable(
  'backer_classification_files',
  {
    classificationId: uuid('classification_id')
      .notNull()
      .references(() => backerClassifications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  // The file index lets the sweep and deletions ask "does any declaration use this file?" without reading the table.
  (t) => [primaryKey({ columns: [t.classificationId, t.fileId] }), index('backer_classification_files_file_idx').on(t.fileId)],
);

/**
 * What a backer declared, was told and accepted, one row per fact, never updated (a trigger
 * refuses it): declarations and their review, risk warnings accepted, backings revoked in the
 * reflection period. Managers export them per company or per round.
 */
export const backerRecords = pgTable(
  'backer_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The round and backing it concerns, when it concerns one; kept as plain ids so the record outlives them. */
    crowdfundId: uuid('crowdfund_id'),
    backingId: uuid('backing_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('backer_records_company_idx').on(t.companyId, t.createdAt, t.id), index('backer_records_round_idx').on(t.crowdfundId, t.createdAt, t.id)],
);

/**
 * A backer's attempt at the entry knowledge test, with the loss simulation it acknowledged
 * (ECSP art. 21): a new attempt is a new row; a failed one counts once the backer acknowledges
 * the warning (`warning_acknowledged_at`, set once).
 */
export const backerKnowledgeTests = pgTable(
  'backer_knowledge_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<{ question_id: string; option_id: string }[]>().notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    passMark: integer('pass_mark').notNull(),
    passed: boolean('passed').notNull(),
    netWorth: bigint('net_worth', { mode: 'number' }).notNull(),
    lossCapacity: bigint('loss_capacity', { mode: 'number' }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    warningAcknowledgedAt: timestamp('warning_acknowledged_at', { withTimezone: true }),
  },
  (t) => [index('backer_knowledge_tests_company_idx').on(t.companyId, t.takenAt, t.id)],
);
