import { z } from 'zod';
import { canMove, machine, movesFrom } from './machine.js';
import { fieldCode } from './field-codes.js';

/** Application (ticket) types of spec part 1, section 3; anything else is `unknown`. */
export const ticketTypes = [
  'corporate_duedill',
  'corporate_pilot',
  'corporate_investment',
  'investor_duedill',
  'investor_pilot',
  'investor_investment',
  'startup_duedill',
  'startup_pilot',
  'startup_investment',
  'expert_duedill',
] as const;
export const ticketTypeSchema = z.enum(ticketTypes);
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const clientTicketStatuses = ['registred', 'signing_agreement', 'searching', 'waiting_confirm', 'deal', 'success', 'cancelled'] as const;
export const expertTicketStatuses = [
  'due_wait_resp',
  'due_work_approval',
  'due_in_due',
  'due_accept_work',
  'due_change_req',
  'due_success',
  'due_cancel',
] as const;
export const ticketStatuses = [...clientTicketStatuses, ...expertTicketStatuses] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const TICKET_STEPS_TOTAL = 6;

const stepOf: Record<TicketStatus, number> = {
  registred: 1,
  due_wait_resp: 1,
  signing_agreement: 2,
  due_work_approval: 2,
  searching: 3,
  due_in_due: 3,
  waiting_confirm: 4,
  due_accept_work: 4,
  deal: 5,
  due_change_req: 5,
  success: 6,
  due_success: 6,
  cancelled: 6,
  due_cancel: 6,
};

/** Normalises a status as the server may spell it ("waiting confirm" becomes `waiting_confirm`). */
export function normaliseStatus(value: string): TicketStatus | 'unknown' {
  const v = value.trim().replace(/\s+/g, '_');
  return (ticketStatuses as readonly string[]).includes(v) ? (v as TicketStatus) : 'unknown';
}

/** Step "current of 6" (spec part 2, section 4); unknown statuses are step 0. */
export function ticketStep(status: string): number {
  const s = normaliseStatus(status);
  return s === 'unknown' ? 0 : stepOf[s];
}

export type StepTone = 'positive' | 'negative' | 'active';
export function ticketStepTone(status: string): StepTone {
  const s = normaliseStatus(status);
  if (s === 'success' || s === 'due_success') return 'positive';
  if (s === 'cancelled' || s === 'due_cancel') return 'negative';
  return 'active';
}

export type ClientTicketStatus = (typeof clientTicketStatuses)[number];
export type ExpertTicketStatus = (typeof expertTicketStatuses)[number];
export const isClientTicketStatus = (s: TicketStatus): s is ClientTicketStatus => (clientTicketStatuses as readonly string[]).includes(s);
export const isExpertTicketStatus = (s: TicketStatus): s is ExpertTicketStatus => (expertTicketStatuses as readonly string[]).includes(s);

/** Ticket types a startup files, and those investors and corporates file (DOMAIN.md). */
export const startupTicketTypes = ['startup_investment', 'startup_pilot', 'startup_duedill'] as const;
export const foundationTicketTypes = [
  'investor_investment',
  'investor_pilot',
  'investor_duedill',
  'corporate_investment',
  'corporate_pilot',
  'corporate_duedill',
] as const;
export const clientTicketTypes = [...startupTicketTypes, ...foundationTicketTypes] as const;
export type ClientTicketType = (typeof clientTicketTypes)[number];

/** A client ticket's machine: a manager moves it one step forward or cancels it; `success` and `cancelled` are final. */
export const clientTicketMachine = machine<ClientTicketStatus>({
  registred: ['signing_agreement', 'cancelled'],
  signing_agreement: ['searching', 'cancelled'],
  searching: ['waiting_confirm', 'cancelled'],
  waiting_confirm: ['deal', 'cancelled'],
  deal: ['success', 'cancelled'],
});

export const isFinalClientStatus = (s: ClientTicketStatus) => movesFrom(clientTicketMachine, s).length === 0;

export type MoveCheck = { ok: true } | { ok: false; reason: 'final_status' | 'skips_steps' | 'needs_offer' | 'needs_interesting_offer' };

/**
 * Whether a client ticket may move from one status to another: one step forward or to
 * `cancelled`, never out of a final status; `waiting_confirm` needs an offer and `deal` an offer
 * marked interesting.
 */
export function checkClientMove(from: ClientTicketStatus, to: ClientTicketStatus, offers: { total: number; interesting: number }): MoveCheck {
  if (isFinalClientStatus(from)) return { ok: false, reason: 'final_status' };
  if (!canMove(clientTicketMachine, from, to)) return { ok: false, reason: 'skips_steps' };
  if (to === 'waiting_confirm' && offers.total === 0) return { ok: false, reason: 'needs_offer' };
  if (to === 'deal' && offers.interesting === 0) return { ok: false, reason: 'needs_interesting_offer' };
  return { ok: true };
}

/** Which companies a ticket's offers name: investors or corporates for startups, startups for foundations, experts for due diligence. */
export function offerRolesFor(type: ClientTicketType): ('investor' | 'corporate' | 'startup' | 'expert')[] {
  if (type.endsWith('_duedill')) return ['expert'];
  if (type.startsWith('startup_')) return type === 'startup_pilot' ? ['corporate', 'investor'] : ['investor', 'corporate'];
  return ['startup'];
}

/** The role that files a ticket type. */
export function ticketOwnerRole(type: ClientTicketType): 'startup' | 'investor' | 'corporate' {
  return type.split('_')[0] as 'startup' | 'investor' | 'corporate';
}

/** Three-way interest answer: pressing the current choice again clears it (spec part 2, section 4). */
export function nextInterest(current: boolean | null, pressed: boolean): boolean | null {
  return current === pressed ? null : pressed;
}

export const ticketListItemSchema = z.object({
  id: z.uuid(),
  type_ticket: ticketTypeSchema,
  status: z.enum(ticketStatuses),
  /** When the ticket was filed (ISO). */
  date: z.string(),
  /** The form's expiry (yyyy-MM-dd) when it has one. */
  expire: z.string().nullable(),
  offers_count: z.number().int(),
  new_offers: z.number().int(),
  messages_count: z.number().int(),
  new_ticket_tasks: z.number().int(),
  co_investment: z.boolean(),
  is_crowdfunding: z.boolean(),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;
export const ticketListSchema = z.object({ tickets: z.array(ticketListItemSchema), total: z.number().int() });

export const ticketHistoryItemSchema = z.object({
  from: z.enum(ticketStatuses).nullable(),
  to: z.enum(ticketStatuses),
  comment: z.string().nullable(),
  date: z.string(),
});

export const ticketDetailSchema = ticketListItemSchema.extend({
  form: z.record(z.string(), z.unknown()),
  files: z.array(z.object({ field: z.string(), file: z.object({ id: z.uuid(), name: z.string(), path: z.string(), size: z.number() }) })),
  history: z.array(ticketHistoryItemSchema),
  /** The crowdfunding round a startup's investment application opened, if any. */
  crowdfunding_id: z.uuid().nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export const ticketIdParamsSchema = z.object({ id: z.uuid(fieldCode('ticket_not_found')) });

/** An offered company on a ticket (`GET /api/v1/quote/list/{ticketId}`). */
export const offerSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  interesting: z.boolean().nullable(),
  isNew: z.boolean(),
  company: z.object({
    id: z.uuid(),
    title: z.string(),
    /** The offered company's account was deleted: `title` is then "Deleted company" and nothing else is filled. */
    deleted: z.boolean().default(false),
    logo: z.object({ id: z.uuid(), name: z.string(), path: z.string(), size: z.number() }).nullable(),
    last_fund_amount: z.number().nullable(),
    round: z.number().int().nullable(),
    website: z.string().nullable(),
    role: z.enum(['startup', 'investor', 'corporate', 'expert']),
  }),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.object({ offers: z.array(offerSchema) });
export const interestBodySchema = z.object({ interesting: z.boolean().nullable() });
export const createdTicketSchema = z.object({ id: z.uuid(), type_ticket: ticketTypeSchema, status: z.enum(ticketStatuses) });
