import { index, jsonb, pgTable, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';
import { crowdfunds } from './crowdfunding.js';
import { users } from './users.js';

/*
 * What a round's participants say and what changes on it after it opened: the change log of its
 * terms (a material change asks every backer to reconfirm), the public questions and answers, and
 * the backers' room discussion after the round.
 */

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
 * A question on a round by a signed-in investor or corporate, with the startup's one answer
 * (editable for a while, marked edited). A manager hides a question or an answer with a reason;
 * hidden text stays for the audit, never for readers.
 */
export const crowdfundQuestions = pgTable(
  'crowdfund_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crowdfundId: uuid('crowdfund_id')
      .notNull()
      .references(() => crowdfunds.id, { onDelete: 'cascade' }),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerEditedAt: timestamp('answer_edited_at', { withTimezone: true }),
    answerHiddenAt: timestamp('answer_hidden_at', { withTimezone: true }),
    answerHiddenBy: uuid('answer_hidden_by').references(() => users.id, { onDelete: 'set null' }),
    answerHiddenReason: text('answer_hidden_reason'),
  },
  (t) => [
    // The round's questions, newest first, paged.
    index('crowdfund_questions_round_idx').on(t.crowdfundId, t.createdAt, t.id),
    index('crowdfund_questions_asker_idx').on(t.askerId),
  ],
);

/** A post of the backers' room discussion after the round: by its startup, a confirmed backer or a manager. */
export const crowdfundRoomPosts = pgTable(
  'crowdfund_room_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crowdfundId: uuid('crowdfund_id')
      .notNull()
      .references(() => crowdfunds.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crowdfund_room_posts_round_idx').on(t.crowdfundId, t.createdAt, t.id)],
);
