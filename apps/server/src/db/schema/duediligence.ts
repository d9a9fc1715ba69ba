import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ExpertScores, ReportStatus } from '@platform/contract';
import { files } from './files.js';
import { internalExperts } from './profiles.js';
import { tickets } from './tickets.js';
import { users } from './users.js';

/**
 * What makes a ticket an expert's due-diligence work: the client's ticket it serves, the terms the
 * manager sent (timeline, start date, fee; the expiry is the ticket's own `expire`), the expert's
 * interest answer and the internal expert assigned. One row per `expert_duedill` ticket.
 */
export const expertDuedills = pgTable(
  'expert_duedills',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    clientTicketId: uuid('client_ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    timeline: text('timeline').notNull(),
    startDate: date('start_date').notNull(),
    fee: integer('fee').notNull(),
    interesting: boolean('interesting'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    internalExpertId: uuid('internal_expert_id').references(() => internalExperts.id, { onDelete: 'set null' }),
    /** When the expert company first opened the ticket; until then it counts as a new offer. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('expert_duedills_client_idx').on(t.clientTicketId), index('expert_duedills_internal_expert_idx').on(t.internalExpertId)],
);

/** The expert's report on one expert ticket: content, files, the scores of a startup client, and its review state. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .unique()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    status: text('status').$type<Exclude<ReportStatus, 'empty'>>().notNull(),
    method: text('method').notNull().default(''),
    artifacts: jsonb('artifacts').$type<string[]>().notNull().default([]),
    conclusion: text('conclusion').notNull().default(''),
    risks: text('risks').notNull().default(''),
    recommendations: text('recommendations').notNull().default(''),
    scores: jsonb('scores').$type<ExpertScores>(),
    /** The manager's open request for changes; cleared on resubmission. */
    changeRequest: text('change_request'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * A startup client shows the approved report on its profile since then (null: not shared).
     * Kept when the approval is revoked, as the record that the profile showed it.
     */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /**
     * A manager withdrew the approval (ours, with a reason): the report keeps its content and its
     * PDF versions, but verifies as revoked, verifies no claim of the startup's passport and is
     * no longer shared.
     */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The managers' review queue: reports under review, oldest submission first.
    index('reports_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} = 'under_review'`),
  ],
);

/** Up to five pdf/docx files of a report, in the expert's order. */
export const reportFiles = pgTable(
  'report_files',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.fileId] }), index('report_files_file_idx').on(t.fileId)],
);

/**
 * The approved report as a PDF, rendered once at approval and never again (ours): the bytes live
 * in storage under `storageKey`, their SHA-256 (lower-case hex) is what `/verify` looks up. A
 * later approval of the same report would add version 2; a version is never rewritten.
 */
export const reportVersions = pgTable(
  'report_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    /** The language it was rendered in: the client's at approval. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_versions_report_version_key').on(t.reportId, t.version), uniqueIndex('report_versions_sha256_key').on(t.sha256)],
);
