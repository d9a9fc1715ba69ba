import { queryKeys } from '@/shared/api/query-keys';

/**
 * Keys of the expert's due-diligence screens, under the shared `expertTickets` root: the realtime
 * bridge makes them stale on every user event and every ticket move.
 */
export const expertKeys = {
  all: queryKeys.expertTickets,
  list: () => [...queryKeys.expertTickets, 'list'] as const,
  detail: (id: string) => [...queryKeys.expertTickets, 'detail', id] as const,
  report: (id: string) => [...queryKeys.expertTickets, 'report', id] as const,
};
