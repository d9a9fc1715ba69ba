import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, expertTicketListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { expertKeys } from './expert-keys';

export type ExpertTicketList = z.infer<typeof expertTicketListSchema>;

/** `GET /api/v1/expert/ticket_list?take&skip`: the expert company's due-diligence tickets, newest first. */
export async function listExpertTickets(skip: number, signal?: AbortSignal): Promise<ExpertTicketList> {
  return expertTicketListSchema.parse(await api.get('/api/v1/expert/ticket_list', { query: { take: PAGE_SIZE, skip }, signal }));
}

/** The skip of the next page, or undefined once every ticket is loaded. */
export function nextExpertSkip(pages: ExpertTicketList[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.tickets.length, 0);
  return last.tickets.length > 0 && loaded < last.total ? loaded : undefined;
}

/** Expert tickets 20 at a time, appended on scroll; every user event reads them again. */
export function useExpertTicketPages() {
  return useInfiniteQuery({
    queryKey: expertKeys.list(),
    queryFn: ({ pageParam, signal }) => listExpertTickets(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextExpertSkip(pages),
    refetchOnWindowFocus: 'always',
  });
}
