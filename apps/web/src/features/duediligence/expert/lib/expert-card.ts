import { TICKET_STEPS_TOTAL, nextInterest, ticketStep, ticketStepTone, type ExpertTicket, type ExpertTicketStatus, type StepTone } from '@platform/contract';

/** A person shown with a photo or initials. */
export interface PersonModel {
  id: string;
  fullName: string;
  photo: string | null;
}

/** What an expert ticket's card (and its view's header) shows. */
export interface ExpertCardModel {
  id: string;
  type: 'expert_duedill';
  status: ExpertTicketStatus;
  step: { current: number; total: number; tone: StepTone };
  /** When the ticket was sent (ISO), and the answer's deadline (`yyyy-MM-dd`) if any. */
  date: string;
  expire: string | null;
  expired: boolean;
  client: { name: string | null; role: 'startup' | 'investor' | 'corporate' };
  internalExpert: PersonModel | null;
  counters: { tasks: number; newOffers: number };
}

export const personName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`.trim();

/** An expert ticket as its card shows it; a deleted client has no name to show. */
export function expertCard(ticket: ExpertTicket): ExpertCardModel {
  const client = ticket.expert_duedill.offer.client;
  const expert = ticket.internal_expert;
  return {
    id: ticket.id,
    type: ticket.type_ticket,
    status: ticket.status,
    step: { current: ticketStep(ticket.status), total: TICKET_STEPS_TOTAL, tone: ticketStepTone(ticket.status) },
    date: ticket.date,
    expire: ticket.expire,
    expired: ticket.expired,
    client: { name: client.deleted ? null : client.name, role: client.role },
    internalExpert: expert ? { id: expert.id, fullName: personName(expert), photo: expert.logo_file?.path ?? null } : null,
    counters: { tasks: ticket.new_ticket_tasks, newOffers: ticket.new_offers },
  };
}

/** Why the interest answer cannot be changed now, or null when it can. */
export type InterestLock = 'expired' | 'closed' | 'cancelled' | null;

/**
 * The answer is open while the answer's `can` says so (the ticket waits for the answer or for the
 * terms, and the window has not expired); otherwise the status says why not.
 */
export function interestLock(ticket: Pick<ExpertTicket, 'status' | 'expired' | 'can'>): InterestLock {
  // Declined, or cancelled by the platform: nothing to answer any more, whatever the stage was.
  if (ticket.status === 'due_cancel') return 'cancelled';
  if (ticket.can.answer_interest) return null;
  return ticket.expired ? 'expired' : 'closed';
}

/** The answer a press sends, and whether it cancels the ticket (so it is confirmed first). */
export function interestPress(current: boolean | null, pressed: boolean): { next: boolean | null; cancels: boolean } {
  const next = nextInterest(current, pressed);
  return { next, cancels: next === false };
}
