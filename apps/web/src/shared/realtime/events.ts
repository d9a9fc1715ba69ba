import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { userEventsSchema, type RealtimeEvent } from '@platform/contract';
import { queryKeys } from '@/shared/api/query-keys';

export { realtimeEvents, type RealtimeEvent } from '@platform/contract';

/** The contract's socket events (DOMAIN.md "Realtime"), each mapped to the cached queries it makes stale. */

export const invalidatedBy: Record<RealtimeEvent, readonly QueryKey[]> = {
  // Expert tickets reload on every user event (spec part 1, section 4).
  userEvents: [queryKeys.userEvents, queryKeys.expertTickets],
  message: [queryKeys.ticketTasks, queryKeys.tickets, queryKeys.managerThreads],
  offer: [queryKeys.offers, queryKeys.tickets],
  companyMessage: [queryKeys.companyTasks, queryKeys.managerThreads],
  ticket: [queryKeys.tickets, queryKeys.workCalendars],
  // A pilot moved, an application came or was decided, a run started or ended.
  pilot: [queryKeys.pilots],
  // A pilot the startup applied to was archived (payload `{id}`): its open page turns archived.
  pilotArchived: [queryKeys.pilots],
  // A report's approval was revoked: the passport, the shared reports, the report views and the startups list read again.
  report: [queryKeys.profiles, queryKeys.tickets, queryKeys.startups],
  // A round or a backer moved (payload `{id}` of the round): every crowdfunding query reads again.
  crowdfunding: [queryKeys.crowdfunding],
  // A manager changed the account: its section settings, its recommendations, its status.
  account: [queryKeys.userInfo, queryKeys.sectionSettings, queryKeys.recommendations, queryKeys.timeline, queryKeys.backoffice],
  // Something new on a company's timeline.
  timeline: [queryKeys.timeline],
};

/** After a (re)connect anything may have been missed while offline. */
export const invalidatedOnConnect: readonly QueryKey[] = [
  queryKeys.tickets,
  queryKeys.ticketTasks,
  queryKeys.companyTasks,
  queryKeys.managerThreads,
  queryKeys.offers,
  queryKeys.crowdfunding,
];

export function handleRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent, payload: unknown): void {
  if (event === 'userEvents') {
    // The counters arrive in the event itself: no need to ask the server again.
    const counters = userEventsSchema.safeParse(payload);
    if (counters.success) {
      queryClient.setQueryData(queryKeys.userEvents, counters.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.expertTickets });
      return;
    }
  }
  for (const queryKey of invalidatedBy[event]) void queryClient.invalidateQueries({ queryKey });
}
