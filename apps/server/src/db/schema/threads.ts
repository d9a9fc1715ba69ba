import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ThreadKind } from '@platform/contract';
import { files } from './files.js';
import { tickets } from './tickets.js';
import { users } from './users.js';

/**
 * A conversation between a company and the platform's managers: about the company (`company`) or
 * about one of its tickets (`ticket`). The columns after `closed` are kept by every post, so lists,
 * counters and the managers' queue read one row per thread.
 */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ThreadKind>().notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The opening post's text, as the list card's description. */
    description: text('description').notNull(),
    startedByManager: boolean('started_by_manager').notNull(),
    closed: boolean('closed').notNull().default(false),
    /** The last post is the company's (spec: `answered`). */
    answered: boolean('answered').notNull(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull(),
    lastPostPreview: text('last_post_preview').notNull(),
    /** Since when the company's posts wait for a manager; null when the last post is a manager's. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** A manager's first answer to a thread the company started: the responsiveness figure. */
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
    /** When the company was last mailed about a manager's answer (answers are mailed at most every 10 minutes). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A company's list of one kind, newest activity first; a ticket's threads.
    index('threads_company_kind_updated_idx').on(t.companyId, t.kind, t.updatedAt, t.id),
    index('threads_ticket_idx')
      .on(t.ticketId, t.updatedAt)
      .where(sql`${t.ticketId} is not null`),
    // The managers' queue: open threads waiting for an answer, oldest wait first.
    index('threads_waiting_idx')
      .on(t.waitingSince, t.id)
      .where(sql`${t.waitingSince} is not null and not ${t.closed}`),
    index('threads_updated_idx').on(t.updatedAt, t.id),
    index('threads_created_idx').on(t.createdAt),
  ],
);

/** One post in a thread; `authorId` null once the author's account is gone. */
export const threadPosts = pgTable(
  'thread_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    byManager: boolean('by_manager').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('thread_posts_thread_idx').on(t.threadId, t.createdAt)],
);

/** Files attached to a post; the thread's company and managers may download them. */
export const threadPostFiles = pgTable(
  'thread_post_files',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => threadPosts.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.fileId] }), index('thread_post_files_file_idx').on(t.fileId)],
);

/** When each reader last opened a thread: unread is a post from the other side after it. */
export const threadReads = pgTable(
  'thread_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);
