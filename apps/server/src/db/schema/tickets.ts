import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TicketStatus, TicketType } from '@platform/contract';
import { files } from './files.js';
import { users } from './users.js';

/**
 * An application (ticket): what a company ordered, in which status, with its form as sent. An
 * expert company's `expert_duedill` ticket is one too (its details in `expert_duedills`), so its
 * threads, history and the managers' queue work as for any ticket.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<TicketType>().notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<TicketStatus>().notNull().default('registred'),
    /** The form exactly as validated by the contract schema of its type. */
    form: jsonb('form').notNull(),
    expire: date('expire'),
    crowdfunding: boolean('crowdfunding').notNull().default(false),
    coInvestment: boolean('co_investment').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The owner's list and each way the manager's queue filters, all newest first with the id as
  // tie-break, so every page is an index range read with no sort. The owner's index carries the
  // type too, so the owner's page and total (filtered by type) read the index alone.
  (t) => [
    index('tickets_owner_created_idx').on(t.ownerId, t.createdAt, t.id, t.type),
    index('tickets_created_idx').on(t.createdAt, t.id),
    index('tickets_status_created_idx').on(t.status, t.createdAt, t.id),
    index('tickets_type_created_idx').on(t.type, t.createdAt, t.id),
    index('tickets_queue_idx').on(t.status, t.type, t.createdAt, t.id),
  ],
);

/**
 * How many tickets are in each type and status, kept by statement triggers on `tickets` (see the
 * migration `ticket_counts`), so the manager's queue counts without scanning the tickets.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    type: text('type').$type<TicketType>().notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.status] })],
);

/** Every status move of a ticket, with who made it and why. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<TicketStatus>(),
    toStatus: text('to_status').$type<TicketStatus>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_history_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Files a ticket's form attached; they are visible to the ticket's owner and managers. */
export const ticketFiles = pgTable(
  'ticket_files',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    field: text('field').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.fileId] }), index('ticket_files_file_idx').on(t.fileId)],
);

/** A company a manager offers on a ticket, with the owner's interest answer. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interesting: boolean('interesting'),
    isViewed: boolean('is_viewed').notNull().default(false),
    /** Why the candidate matched (overlaps and score), as the manager saw it when attaching. */
    reasons: jsonb('reasons').notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offers_ticket_company_key').on(t.ticketId, t.companyId), index('offers_company_idx').on(t.companyId)],
);
