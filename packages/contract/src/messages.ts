import { z } from 'zod';
import { offsetPageSchema, pageQuerySchema, textSchema } from './common.js';
import { fileRefSchema } from './users.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/**
 * Threads between a company and the platform's managers (spec part 2: "Message (company task /
 * ticket task)"): a company thread, or a ticket thread about one of the company's applications.
 */
export const MESSAGE_SUBJECT_MIN = 3;
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_TEXT_MIN = 1;
export const MESSAGE_TEXT_MAX = 5000;
export const MESSAGE_FILES_MAX = 5;
/** Characters of the last post a thread card shows. */
export const MESSAGE_PREVIEW_LENGTH = 160;
/** Answers from managers within this many minutes of a mailed one are not mailed again. */
export const MESSAGE_MAIL_QUIET_MINUTES = 10;
/** The window of the "usually answered within" figure. */
export const RESPONSIVENESS_DAYS = 30;

export const threadKinds = ['company', 'ticket'] as const;
export type ThreadKind = (typeof threadKinds)[number];

/**
 * Who may use company threads: every company role. Investors and corporates mostly talk to managers
 * on their applications; a company thread reaches them about their pilots (an overdue decision).
 */
export const companyThreadRoles = ['startup', 'expert', 'corporate', 'investor'] as const;

const subjectSchema = textSchema()
  .trim()
  .min(MESSAGE_SUBJECT_MIN, atLeast('subject_too_short', MESSAGE_SUBJECT_MIN))
  .max(MESSAGE_SUBJECT_MAX, atMost('subject_too_long', MESSAGE_SUBJECT_MAX));
const postTextSchema = textSchema()
  .trim()
  .min(MESSAGE_TEXT_MIN, fieldCode('write_message'))
  .max(MESSAGE_TEXT_MAX, atMost('message_too_long', MESSAGE_TEXT_MAX));
const postFilesSchema = z
  .array(z.object({ id: z.uuid(fieldCode('file_upload_again')) }))
  .max(MESSAGE_FILES_MAX, atMost('attach_at_most_files', MESSAGE_FILES_MAX))
  .refine((list) => new Set(list.map((f) => f.id)).size === list.length, fieldCode('file_attached_once'))
  .default([]);

/** A reply in a thread. */
export const postBodySchema = z.object({ text: postTextSchema, files: postFilesSchema });
export type PostBody = z.input<typeof postBodySchema>;

/** A new thread: its subject and first post. */
export const threadCreateBodySchema = z.object({ title: subjectSchema, text: postTextSchema, files: postFilesSchema });
export type ThreadCreateBody = z.input<typeof threadCreateBodySchema>;

/** A manager starts a thread with a company, or on a ticket. */
export const managerThreadCreateBodySchema = threadCreateBodySchema
  .extend({
    company_id: z.uuid(fieldCode('choose_company')).optional(),
    ticket_id: z.uuid(fieldCode('ticket_not_found')).optional(),
  })
  .refine((b) => Boolean(b.company_id) !== Boolean(b.ticket_id), { message: fieldCode('choose_company_or_ticket'), path: ['company_id'] });

export const threadIdParamsSchema = z.object({ id: z.uuid("Can't find message id") });
export const threadTicketParamsSchema = z.object({ ticketId: z.uuid(fieldCode('ticket_not_found')) });

export const threadAuthorSchema = z.enum(['company', 'manager']);

/** A thread as a list card shows it. */
export const threadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(threadKinds),
  title: z.string(),
  /** The opening post's text. */
  description: z.string(),
  closed: z.boolean(),
  /** The last post is the company's: the thread waits for a manager. */
  answered: z.boolean(),
  /** A manager's post awaits the company and the thread is open (the mail icon). */
  awaiting_reply: z.boolean(),
  /** A post the reader has not opened yet. */
  unread: z.boolean(),
  ticket_id: z.uuid().nullable(),
  created_at: z.string(),
  updatedAt: z.string(),
  last_post: z.object({ author: threadAuthorSchema, preview: z.string(), created_at: z.string() }),
});
export type Thread = z.infer<typeof threadSchema>;

export const companyThreadOrderBy = ['updatedAt', 'createdAt'] as const;
export const companyThreadListQuerySchema = pageQuerySchema('companyTask', companyThreadOrderBy);
export const companyThreadListSchema = z.object({ companyTasks: z.array(threadSchema), total: z.number().int() });
export const ticketThreadListSchema = z.object({ ticketTasks: z.array(threadSchema) });

export const postSchema = z.object({
  id: z.uuid(),
  author: threadAuthorSchema,
  /** The company's name, or null for the platform's managers. */
  author_name: z.string().nullable(),
  text: z.string(),
  files: z.array(fileRefSchema),
  created_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** A thread page: the card's fields, every post in order, and how fast managers usually answer. */
export const threadDetailSchema = threadSchema.extend({
  company: z.object({ id: z.uuid(), name: z.string(), role: z.string() }),
  ticket_type: z.string().nullable(),
  posts: z.array(postSchema),
  /** Median seconds from a company's new thread to a manager's first answer, last 30 days; null without data. */
  usual_answer_seconds: z.number().int().nullable(),
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

/** The managers' queue of threads. */
export const managerThreadStates = ['waiting', 'awaiting_client', 'closed', 'all'] as const;
export type ManagerThreadState = (typeof managerThreadStates)[number];
export const managerThreadQuerySchema = offsetPageSchema().extend({
  kind: z.enum(threadKinds, fieldCode('kind_company_or_ticket')).optional(),
  state: z.enum(managerThreadStates, `State is one of: ${managerThreadStates.join(', ')}`).default('waiting'),
});
export const managerThreadItemSchema = threadSchema.extend({
  company: z.object({ id: z.uuid(), name: z.string(), role: z.string() }),
  /** Since when the company's last post waits for an answer; null when nothing waits. */
  waiting_since: z.string().nullable(),
});
export const managerThreadListSchema = z.object({
  threads: z.array(managerThreadItemSchema),
  total: z.number().int(),
  usual_answer_seconds: z.number().int().nullable(),
});
export const threadCloseBodySchema = z.object({ closed: z.boolean() });
