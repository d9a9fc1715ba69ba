import { z } from 'zod';

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

export const clientTicketStatuses = [
  'registred',
  'signing_agreement',
  'searching',
  'waiting_confirm',
  'deal',
  'success',
  'cancelled',
] as const;
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
