import { queryKeys } from '@/shared/api/query-keys';
import { ticketThreadsKey } from '@/shared/api/ticket-threads';
import type { ThreadScope } from '../lib/endpoints';

/**
 * Keys of the messages screens, under the shared roots the realtime bridge invalidates: company
 * threads on `companyMessage`, ticket threads on `message`, the managers' ones on both.
 */
export const messageKeys = {
  root: (scope: ThreadScope) =>
    scope.side === 'company' ? queryKeys.companyTasks : scope.side === 'ticket' ? queryKeys.ticketTasks : queryKeys.managerThreads,
  companyList: () => [...queryKeys.companyTasks, 'list'] as const,
  ticketList: ticketThreadsKey,
  queue: (request: object) => [...queryKeys.managerThreads, 'queue', request] as const,
  thread: (scope: ThreadScope, id: string) => [...messageKeys.root(scope), 'thread', id] as const,
};
