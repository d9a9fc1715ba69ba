import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Query keys of the back office; the ticket ones live under `tickets`, so realtime events reach them. */
export const manageKeys = {
  tickets: queryKeys.managerTickets,
  queue: (request: object) => [...queryKeys.managerTickets, 'queue', request] as const,
  ticket: (id: string) => [...queryKeys.managerTickets, 'ticket', id] as const,
  candidates: (id: string) => [...queryKeys.managerTickets, 'candidates', id] as const,
  /** Expert companies ranked for a client's due-diligence ticket. */
  experts: (id: string) => [...queryKeys.managerTickets, 'experts', id] as const,
  /** The report of an expert ticket, in whatever status it is. */
  expertReport: (expertTicketId: string) => [...queryKeys.managerTickets, 'report', expertTicketId] as const,
  /** Reports waiting for a review. */
  reports: (request: object) => [...queryKeys.managerTickets, 'reports', request] as const,
  allAudit: queryKeys.managerAudit,
  audit: (request: object) => [...queryKeys.managerAudit, request] as const,
  allOutbox: ['manager-outbox'] as const,
  outbox: (filters: object) => ['manager-outbox', filters] as const,
};

/** After a manager's change every back-office list may show it: tickets (queue, candidates) and the audit log. */
export function invalidateAfterChange(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: manageKeys.tickets });
  void client.invalidateQueries({ queryKey: manageKeys.allAudit });
}

/**
 * Managers work on shared rows others change too: their screens count as stale after a few
 * seconds, so coming back to the tab or the screen reads them again.
 */
export const MANAGE_STALE_MS = 5_000;
