import { useQuery } from '@tanstack/react-query';
import { ticketThreadListSchema, type Thread } from '@platform/contract';
import { api } from './api';
import { queryKeys } from './query-keys';

/** Under the `ticketTasks` root the realtime bridge invalidates; the messages screens share this entry. */
export const ticketThreadsKey = (ticketId: string) => [...queryKeys.ticketTasks, 'list', ticketId] as const;

/** `GET /api/v1/ticket-task/list/{ticketId}`: the threads on one of the caller's applications. */
export async function listTicketThreads(ticketId: string, signal?: AbortSignal): Promise<Thread[]> {
  return ticketThreadListSchema.parse(await api.get(`/api/v1/ticket-task/list/${encodeURIComponent(ticketId)}`, { signal })).ticketTasks;
}

export function useTicketThreads(ticketId: string) {
  return useQuery({
    queryKey: ticketThreadsKey(ticketId),
    queryFn: ({ signal }) => listTicketThreads(ticketId, signal),
    refetchOnWindowFocus: 'always',
  });
}
