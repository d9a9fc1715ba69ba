import { queryKeys } from '@/shared/api/query-keys';
import { offerListKey } from '@/shared/offers/list-offers';

/**
 * Keys of the applications screens, under the shared `tickets` and `offers` roots: the realtime
 * bridge invalidates those roots when the manager moves a status or attaches an offer.
 */
export const applicationKeys = {
  list: (side: TicketSide) => [...queryKeys.tickets, 'list', side] as const,
  detail: (side: TicketSide, id: string) => [...queryKeys.tickets, 'detail', side, id] as const,
  /** The approved due-diligence report of a ticket: it arrives with a ticket event (the ticket moves to success). */
  report: (side: TicketSide, id: string) => [...queryKeys.tickets, 'report', side, id] as const,
  offers: offerListKey,
  formOptions: (endpoint: string, language: string) => ['application-form-options', endpoint, language] as const,
};

/** Startups read their tickets from `/startup/…`, investors and corporates from `/foundation/…`. */
export type TicketSide = 'startup' | 'foundation';
export const ticketSideOf = (role: string): TicketSide => (role === 'startup' ? 'startup' : 'foundation');
