import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * Keys of the meetings lists, under the shared `tickets` root: the realtime bridge makes them stale
 * on every ticket event (a booking, a cancel or an answer notifies the ticket) and on new messages.
 */
export const meetingKeys = {
  all: [...queryKeys.tickets, 'meetings'] as const,
  expert: (ticketId: string) => [...queryKeys.tickets, 'meetings', 'expert', ticketId] as const,
  client: (side: ClientSide, ticketId: string) => [...queryKeys.tickets, 'meetings', 'client', side, ticketId] as const,
  manager: (ticketId: string) => [...queryKeys.tickets, 'meetings', 'manager', ticketId] as const,
  calendar: (expertId: string, from: string, to: string) => [...queryKeys.tickets, 'meetings', 'calendar', expertId, from, to] as const,
};

/** Startups read their tickets from `/startup/…`, investors and corporates from `/foundation/…`. */
export type ClientSide = 'startup' | 'foundation';
export const clientSideOf = (role: string): ClientSide => (role === 'startup' ? 'startup' : 'foundation');

/** After a change every meetings list, the tickets they belong to and the back office's audit read again. */
export function invalidateMeetings(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.tickets });
  void client.invalidateQueries({ queryKey: queryKeys.managerAudit });
}
