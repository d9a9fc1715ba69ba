import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BackerStatus, CrowdfundingStatus } from '@platform/contract';
import { files } from './files.js';
import { tickets } from './tickets.js';
import { users } from './users.js';

/** Rounds anyone may see: moderated and not declined. */
const visible = sql`status in ('active', 'finished')`;

/**
 * A crowdfunding round, opened by a startup's investment application with the crowdfunding flag.
 * `current_investments` and `backers_count` sum the active backers and move in the transaction that
 * confirms one, so the list sorts and filters by them through its indexes; `raised_percent` follows
 * from them. `round_id` is the startup's funding round when the round opened. An active round whose
 * `expire` has passed reads as finished.
 */
export const crowdfunds = pgTable(
  'crowdfunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<CrowdfundingStatus>().notNull().default('new'),
    investmentMin: bigint('investment_min', { mode: 'number' }).notNull(),
    investmentMax: bigint('investment_max', { mode: 'number' }).notNull(),
    minTicket: bigint('min_ticket', { mode: 'number' }),
    currentInvestments: bigint('current_investments', { mode: 'number' }).notNull().default(0),
    backersCount: integer('backers_count').notNull().default(0),
    raisedPercent: integer('raised_percent')
      .notNull()
      .generatedAlwaysAs(sql`ceil(current_investments * 100.0 / investment_max)::integer`),
    conditionsOfDeal: text('conditions_of_deal').notNull(),
    expire: date('expire').notNull(),
    pitchDeckFileId: uuid('pitch_deck_file_id').references(() => files.id, { onDelete: 'restrict' }),
    roundId: integer('round_id'),
    declineReason: text('decline_reason'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /**
     * An early close: the manager gave notice at `close_noticed_at`, `expire` became the close
     * date, and `planned_expire` keeps the last day the round had before.
     */
    closeNoticedAt: timestamp('close_noticed_at', { withTimezone: true }),
    plannedExpire: date('planned_expire'),
    /**
     * Reporting after the round (a finished round with confirmed backers): the date the next
     * quarterly report is due, and which due date the reminder and the late notice went out for
     * (each once per due date, whatever the number of processes).
     */
    reportDue: date('report_due'),
    reportRemindedFor: date('report_reminded_for'),
    reportLateFor: date('report_late_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crowdfunds_ticket_key').on(t.ticketId),
    index('crowdfunds_startup_idx').on(t.startupId, t.createdAt),
    // A file's delete checks no round still uses it (the sweep, the foreign keys' RESTRICT).
    index('crowdfunds_pitch_deck_file_idx')
      .on(t.pitchDeckFileId)
      .where(sql`pitch_deck_file_id is not null`),
    index('crowdfunds_status_created_idx').on(t.status, t.createdAt, t.id),
    // The list's sorts over the visible rounds, and the most-funded sort within a funding round.
    index('crowdfunds_list_created_idx').on(t.createdAt, t.id).where(visible),
    index('crowdfunds_list_funded_idx').on(t.currentInvestments, t.id).where(visible),
    index('crowdfunds_list_backed_idx').on(t.backersCount, t.id).where(visible),
    index('crowdfunds_list_round_funded_idx').on(t.roundId, t.currentInvestments, t.id).where(visible),
    // The total of a round filter reads this index alone, with the startup to check its account.
    index('crowdfunds_list_round_idx').on(t.roundId, t.startupId).where(visible),
    // The hourly job that ends the active rounds whose last day has passed.
    index('crowdfunds_active_expire_idx')
      .on(t.expire)
      .where(sql`status = 'active'`),
    // The reporting job: rounds whose next report is due.
    index('crowdfunds_report_due_idx')
      .on(t.reportDue)
      .where(sql`report_due is not null`),
    check('crowdfunds_range_check', sql`investment_min >= 1 and investment_max >= investment_min`),
  ],
);

/**
 * An investor or corporate backing a round: one row per company and round (a unique key, so two
 * joins at once make one row). `amount` is what it committed when joining (null for an empty body);
 * a manager confirms it (`active`, with the amount and date of investment) or rejects it.
 */
export const crowdfundBackers = pgTable(
  'crowdfund_backers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crowdfundId: uuid('crowdfund_id')
      .notNull()
      .references(() => crowdfunds.id, { onDelete: 'cascade' }),
    backerId: uuid('backer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'investor' | 'corporate'>().notNull(),
    status: text('status').$type<BackerStatus>().notNull().default('new'),
    amount: bigint('amount', { mode: 'number' }),
    investmentAmount: bigint('investment_amount', { mode: 'number' }),
    dateOfInvestment: date('date_of_investment'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * A material change of the round's terms asks the backer to reconfirm: by the end of
     * `reconfirm_by` (a business day), for the change `reconfirm_change_id`; both null once it
     * reconfirmed (`reconfirmed_at`) or was cancelled (`status` cancel, `cancelled_at`).
     */
    reconfirmBy: date('reconfirm_by'),
    reconfirmChangeId: uuid('reconfirm_change_id').references((): AnyPgColumn => crowdfundChanges.id, { onDelete: 'set null' }),
    reconfirmedAt: timestamp('reconfirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the backer last read the round's updates: the portfolio counts the newer ones as unread. */
    updatesReadAt: timestamp('updates_read_at', { withTimezone: true }),
    /** ECSP: the end of the backer's reflection period, when it had one (a non-sophisticated backer revokes freely until then). */
    reflectionUntil: timestamp('reflection_until', { withTimezone: true }),
    /** When the backer explicitly accepted the risk of this backing, where its regime asked it to. */
    riskAcceptedAt: timestamp('risk_accepted_at', { withTimezone: true }),
    /** The version of the round's key investment information sheet the backer acknowledged when joining; null when it named none. */
    kiisVersion: integer('kiis_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crowdfund_backers_round_backer_key').on(t.crowdfundId, t.backerId),
    index('crowdfund_backers_round_created_idx').on(t.crowdfundId, t.createdAt, t.id),
    // The backer's portfolio, newest first.
    index('crowdfund_backers_backer_created_idx').on(t.backerId, t.createdAt, t.id),
    // The deadline job: backings waiting for their reconfirmation.
    index('crowdfund_backers_reconfirm_idx')
      .on(t.reconfirmBy)
      .where(sql`reconfirm_by is not null`),
    index('crowdfund_backers_waiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'new'`),
  ],
);

/** A startup's news to the backers of its round (ours), with its files. */
export const crowdfundUpdates = pgTable(
  'crowdfund_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crowdfundId: uuid('crowdfund_id')
      .notNull()
      .references(() => crowdfunds.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** `report`: the startup's quarterly report after the round; `update`: any other news. */
    kind: text('kind').$type<'update' | 'report'>().notNull().default('update'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crowdfund_updates_round_idx').on(t.crowdfundId, t.createdAt)],
);

export const crowdfundUpdateFiles = pgTable(
  'crowdfund_update_files',
  {
    updateId: uuid('update_id')
      .notNull()
      .references(() => crowdfundUpdates.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.fileId] }), index('crowdfund_update_files_file_idx').on(t.fileId)],
);

/**
 * A change of a running round, in its log: `terms` (investment range, conditions of deal, expiry;
 * by a manager at the startup's request, with a reason; its backers reconfirm by `reconfirm_by`)
 * or `close` (notice of an early close: `after.expire` is the close date).
 */
export const crowdfundChanges = pgTable(
  'crowdfund_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crowdfundId: uuid('crowdfund_id')
      .notNull()
      .references(() => crowdfunds.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'terms' | 'close'>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** The changed fields only, by their API names, before and after. */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    reconfirmBy: date('reconfirm_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crowdfund_changes_round_idx').on(t.crowdfundId, t.createdAt, t.id)],
);

/**
 * A version of a round's key investment information sheet (ours; ECSP art. 23): the snapshot of the
 * terms and the passport it states, from which the PDF is made again byte for byte in each language,
 * and the SHA-256 of each (the public check finds a sheet by either).
 */
export const crowdfundKiis = pgTable(
  'crowdfund_kiis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crowdfundId: uuid('crowdfund_id')
      .notNull()
      .references(() => crowdfunds.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    sha256En: text('sha256_en').notNull(),
    sha256Ru: text('sha256_ru').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crowdfund_kiis_round_version_key').on(t.crowdfundId, t.version),
    index('crowdfund_kiis_sha256_en_idx').on(t.sha256En),
    index('crowdfund_kiis_sha256_ru_idx').on(t.sha256Ru),
  ],
);
