import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outboxMailSchema, outboxSchema, type Outbox, type OutboxMail } from '@platform/contract';
import { api } from '@/shared/api/api';
import { OUTBOX_PAGE_SIZE, type OutboxFilters } from '../lib/outbox';
import { MANAGE_STALE_MS, manageKeys } from '@/shared/api/manager-keys';

export type { Outbox, OutboxMail };

/** `GET /api/v1/manager/outbox?to&state&take&skip`: one page of letters, newest first (managers only). */
export async function getOutbox(filters: OutboxFilters, signal?: AbortSignal): Promise<Outbox> {
  const query: Record<string, string> = { take: String(OUTBOX_PAGE_SIZE), skip: String((filters.page - 1) * OUTBOX_PAGE_SIZE) };
  if (filters.to) query.to = filters.to;
  if (filters.state) query.state = filters.state;
  return outboxSchema.parse(await api.get('/api/v1/manager/outbox', { query, signal }));
}

export function useOutbox(filters: OutboxFilters) {
  return useQuery({
    queryKey: manageKeys.outbox(filters),
    queryFn: ({ signal }) => getOutbox(filters, signal),
    staleTime: MANAGE_STALE_MS,
  });
}

/** `POST /api/v1/manager/outbox/{id}/retry`: a failed letter gets a new round of delivery attempts. */
export async function retryMail(id: string): Promise<OutboxMail> {
  return outboxMailSchema.parse(await api.post(`/api/v1/manager/outbox/${encodeURIComponent(id)}/retry`, {}));
}

/** After a retry, success or not, the outbox reads again: the letter's state has moved or was moved by someone else. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: manageKeys.allOutbox });
      void client.invalidateQueries({ queryKey: manageKeys.allAudit });
    },
  });
}
