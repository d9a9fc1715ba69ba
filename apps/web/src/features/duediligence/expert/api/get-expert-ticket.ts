import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { expertTicketSchema, type ExpertTicket } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { expertKeys } from './expert-keys';

/** `GET /api/v1/expert/ticket/{id}`: one expert ticket; reading it marks its offer seen. */
export async function getExpertTicket(id: string, signal?: AbortSignal): Promise<ExpertTicket> {
  return expertTicketSchema.parse(await api.get(`/api/v1/expert/ticket/${encodeURIComponent(id)}`, { signal }));
}

export function useExpertTicket(id: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: expertKeys.detail(id),
    queryFn: ({ signal }) => getExpertTicket(id, signal),
    refetchOnWindowFocus: 'always',
  });
  // Once opened, the ticket's "new offer" is seen: the list's and the menu's counters are read again.
  const opened = query.data?.id;
  useEffect(() => {
    if (!opened) return;
    void client.invalidateQueries({ queryKey: expertKeys.list() });
    void client.invalidateQueries({ queryKey: queryKeys.userEvents });
  }, [opened, client]);
  return query;
}
