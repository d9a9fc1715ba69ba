import { z } from 'zod';
import { textSchema } from './common.js';
import { clientTicketStatuses, offerSchema, ticketStatuses, ticketTypes, ticketDetailSchema, ticketHistoryItemSchema } from './tickets.js';
import { emailSchema } from './auth.js';
import { expertWorkSchema } from './duediligence.js';

/** The manager's ticket queue (ours): filtered by type and status, with counts per status. */
export const managerQueueQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(100).default(20),
  skip: z.coerce.number().int().min(0).default(0),
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
});

export const STATUS_COMMENT_MAX = 1000;
export const statusMoveBodySchema = z.object({
  status: z.enum(clientTicketStatuses, 'Choose a status'),
  comment: textSchema().trim().max(STATUS_COMMENT_MAX, `At most ${STATUS_COMMENT_MAX} characters`).optional(),
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
export const attachOfferBodySchema = z.object({ companyId: z.uuid('Choose a company') });

/** `GET /api/v1/dev/outbox?to=`: mail the platform kept because no SMTP server is set. */
export const outboxQuerySchema = z.object({ to: emailSchema.optional() });
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The iCalendar invite (`.ics`) the mail carries, as text; null for other mail. */
  ics: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
/** The newest mails first, at most `OUTBOX_LIMIT`. */
export const outboxSchema = z.object({ mails: z.array(outboxMailSchema) });
export const OUTBOX_LIMIT = 50;
