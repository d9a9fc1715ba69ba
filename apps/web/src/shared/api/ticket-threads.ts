import { useQuery } from '@tanstack/react-query';
import { ticketThreadListSchema, type Thread } from '@platform/contract';
import { api } from './api';
import { messageKeys } from '../../features/messages/api/keys';

/** `GET /api/v1/ticket-task/list/{ticketId}`: the threads on one of the caller's applications. */
export async function listTicketThreads(ticketId: string, signal?: AbortSignal): Promise<Thread[]> {
  return ticketThreadListSchema.parse(await api.get(`/api/v1/ticket-task/list/${encodeURIComponent(ticketId)}`, { signal })).ticketTasks;
}

export function useTicketThreads(ticketId: string) {
  return useQuery({
    queryKey: messageKeys.ticketList(ticketId),
    queryFn: ({ signal }) => listTicketThreads(ticketId, signal),
    refetchOnWindowFocus: 'always',
  });
}
