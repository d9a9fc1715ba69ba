import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, ticketListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { applicationKeys, type TicketSide } from './keys';
import { offsetPaging } from '@/shared/lists/offset-pages';

export type TicketList = z.infer<typeof ticketListSchema>;

/** `GET /api/v1/{startup|foundation}/ticket_list?take&skip`: the caller's applications, newest first. */
export async function listTickets(side: TicketSide, skip: number, signal?: AbortSignal): Promise<TicketList> {
  return ticketListSchema.parse(await api.get(`/api/v1/${side}/ticket_list`, { query: { take: PAGE_SIZE, skip }, signal }));
}

/**
 * Applications 20 at a time, appended on scroll. Socket events make them stale; coming back to
 * the window reads them again, in case an event was missed.
 */
export function useTicketPages(side: TicketSide, enabled = true) {
  return useInfiniteQuery({
    queryKey: applicationKeys.list(side),
    queryFn: ({ pageParam, signal }) => listTickets(side, pageParam, signal),
    ...offsetPaging((page: TicketList) => page.tickets),
    refetchOnWindowFocus: 'always',
    enabled,
  });
}
