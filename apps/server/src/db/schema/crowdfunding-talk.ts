import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { crowdfunds } from './crowdfunding.js';
import { users } from './users.js';

/*
 * What a round's participants say: the public questions and answers, and the backers' room
 * discussion after the round.
 */

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
