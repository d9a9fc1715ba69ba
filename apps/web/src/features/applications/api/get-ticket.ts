import { useQuery } from '@tanstack/react-query';
import { ticketDetailSchema, type TicketDetail } from '@platform/contract';
import { api } from '@/shared/api/api';
import { applicationKeys, type TicketSide } from './keys';

/** `GET /api/v1/{startup|foundation}/ticket/{id}`: one of the caller's applications with form, files and history. */
export async function getTicket(side: TicketSide, id: string, signal?: AbortSignal): Promise<TicketDetail> {
  return ticketDetailSchema.parse(await api.get(`/api/v1/${side}/ticket/${encodeURIComponent(id)}`, { signal }));
}

export const useTicket = (side: TicketSide, id: string, enabled = true) =>
  useQuery({
    queryKey: applicationKeys.detail(side, id),
    queryFn: ({ signal }) => getTicket(side, id, signal),
    refetchOnWindowFocus: 'always',
    enabled,
  });
