import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, expertTicketListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { expertKeys } from './expert-keys';
import { offsetPaging } from '@/shared/lists/offset-pages';

export type ExpertTicketList = z.infer<typeof expertTicketListSchema>;

/** `GET /api/v1/expert/ticket_list?take&skip`: the expert company's due-diligence tickets, newest first. */
export async function listExpertTickets(skip: number, signal?: AbortSignal): Promise<ExpertTicketList> {
  return expertTicketListSchema.parse(await api.get('/api/v1/expert/ticket_list', { query: { take: PAGE_SIZE, skip }, signal }));
}

/** Expert tickets 20 at a time, appended on scroll; every user event reads them again. */
export function useExpertTicketPages() {
  return useInfiniteQuery({
    queryKey: expertKeys.list(),
    queryFn: ({ pageParam, signal }) => listExpertTickets(pageParam, signal),
    ...offsetPaging((page: ExpertTicketList) => page.tickets),
    refetchOnWindowFocus: 'always',
  });
}
