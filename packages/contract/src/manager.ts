import { z } from 'zod';
import { offsetPageSchema, textSchema } from './common.js';
import { clientTicketStatuses, offerSchema, ticketStatuses, ticketTypes, ticketDetailSchema, ticketHistoryItemSchema } from './tickets.js';
import { emailSchema } from './auth.js';
import { expertWorkSchema } from './duediligence.js';
import { mailFailureKinds } from './mail-failure.js';
import { atMost, fieldCode } from './field-codes.js';

/** The manager's ticket queue (ours): filtered by type and status, with counts per status. */
export const managerQueueQuerySchema = offsetPageSchema().extend({
  type: z.enum(ticketTypes).optional(),
  status: z.enum(ticketStatuses).optional(),
});
export const managerQueueItemSchema = z.object({
  id: z.uuid(),
  type_ticket: z.enum(ticketTypes),
  status: z.enum(ticketStatuses),
  date: z.string(),
  /** An expert ticket's answer window closed without an answer. */
  expired: z.boolean(),
  expire: z.string().nullable(),
  owner: z.object({ id: z.uuid(), name: z.string(), role: z.string() }),
  offers_count: z.number().int(),
});
export const managerQueueSchema = z.object({
  tickets: z.array(managerQueueItemSchema),
  total: z.number().int(),
  /** Tickets per status under the type filter, for the status tabs. */
  counts: z.record(z.string(), z.number().int()),
});

/** A history entry as managers see it: with who made the move (null once that account is gone). */
export const managerHistoryItemSchema = ticketHistoryItemSchema.extend({
  actor: z.object({ id: z.uuid(), name: z.string(), role: z.string() }).nullable(),
});
export type ManagerHistoryItem = z.infer<typeof managerHistoryItemSchema>;

export const managerTicketSchema = ticketDetailSchema.extend({
  owner: z.object({ id: z.uuid(), name: z.string(), role: z.string(), email: z.string() }),
  history: z.array(managerHistoryItemSchema),
  offers: z.array(offerSchema),
  /** Statuses a manager may move this ticket to now. */
  moves: z.array(z.enum(ticketStatuses)),
  /**
   * Due diligence: on a client's ticket, the expert tickets it was sent as, newest first; on an
   * expert ticket, itself. Empty for other tickets.
   */
  expert_work: z.array(expertWorkSchema),
  /** A client's due-diligence ticket may be sent to an expert company now (none is working on it). */
  can_send_to_expert: z.boolean(),
  /** What managers may do to this ticket now, from the server's policy. */
  can: z.object({
    /** Offering companies: on a client's ticket until it is closed. */
    offer_company: z.boolean(),
  }),
});

export const STATUS_COMMENT_MAX = 1000;
export const statusMoveBodySchema = z.object({
  status: z.enum(clientTicketStatuses, fieldCode('choose_status')),
  comment: textSchema().trim().max(STATUS_COMMENT_MAX, atMost('too_long', STATUS_COMMENT_MAX)).optional(),
});

/** A company a ticket could be offered, with why it matched. */
export const candidateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(['startup', 'investor', 'corporate', 'expert']),
  score: z.number().nullable(),
  /** Overlapping handbook ids by kind; the rank counts them, then the score breaks ties. */
  matched: z.object({
    industries: z.array(z.number().int()),
    regions: z.array(z.number().int()),
    countries: z.array(z.number().int()),
    rounds: z.array(z.number().int()),
  }),
  rank: z.number(),
  alreadyOffered: z.boolean(),
});
export type Candidate = z.infer<typeof candidateSchema>;
export const candidateListSchema = z.object({ candidates: z.array(candidateSchema) });
export const attachOfferBodySchema = z.object({ company_id: z.uuid(fieldCode('choose_company')) });

/**
 * A letter's way out: `kept` (stored only, no SMTP server is set), `queued` (waiting for its first
 * or next attempt), `sending`, `sent`, `failed` (every attempt failed; a manager may retry it).
 */
export const mailStates = ['kept', 'queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof mailStates)[number];
/** The outbox's state filter: `queued` also holds the letters being sent at this moment. */
export const outboxStateFilters = ['failed', 'queued', 'sent', 'kept'] as const;
export type OutboxStateFilter = (typeof outboxStateFilters)[number];

/** Letters per outbox page unless asked otherwise. */
export const OUTBOX_LIMIT = 50;

/**
 * `GET /api/v1/manager/outbox?to=&state=&take=&skip=` (also at its first address, `/api/v1/dev/outbox`):
 * the letters newest first, one page cut in SQL.
 */
export const outboxQuerySchema = offsetPageSchema(OUTBOX_LIMIT).extend({
  to: emailSchema.optional(),
  state: z.enum(outboxStateFilters, { error: `State is one of: ${outboxStateFilters.join(', ')}` }).optional(),
});
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What the letter is (`auth.code`, `meeting.invite`…), for support. */
  template: z.string(),
  created_at: z.string(),
  state: z.enum(mailStates),
  attempts: z.number().int(),
  /** The last failed attempt's error as the mailer gave it, kept after a later success. */
  error: z.string().nullable(),
  /** What that error means, for the manager's page (`mailFailureKind`); null without an error. */
  error_kind: z.enum(mailFailureKinds).nullable(),
  sent_at: z.string().nullable(),
  /**
   * The letter's text, only for letters kept rather than sent: all of them while no SMTP server is
   * set (their codes are read here then), and those kept before one was. Letters that leave
   * through SMTP never show their text: it holds one-time codes and sign-in links.
   */
  text: z.string().optional(),
  /** The iCalendar invite (`.ics`) the mail carries, as text; null for other mail; only with `text`. */
  ics: z.string().nullable().optional(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxSchema = z.object({
  /** `kept`: no SMTP server, letters are stored and shown with their text; `smtp`: they are sent, shown without it. */
  delivery: z.enum(['kept', 'smtp']),
  mails: z.array(outboxMailSchema),
  /** Whether older letters follow this page. */
  more: z.boolean(),
});
export type Outbox = z.infer<typeof outboxSchema>;
