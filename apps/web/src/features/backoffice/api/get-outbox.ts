import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxSchema, type Outbox, type OutboxMail } from '@platform/contract';
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

export const outboxQueryOptions = (filters: OutboxFilters) =>
  queryOptions({
    queryKey: manageKeys.outbox(filters),
    queryFn: ({ signal }) => getOutbox(filters, signal),
    staleTime: MANAGE_STALE_MS,
  });

export const useOutbox = (filters: OutboxFilters) => useQuery(outboxQueryOptions(filters));
