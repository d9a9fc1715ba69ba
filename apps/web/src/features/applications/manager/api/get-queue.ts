import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { managerQueueSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { queueRequest, type QueueFilters } from '../lib/queue-params';
import { MANAGE_STALE_MS, manageKeys } from '@/shared/api/manager-keys';

export type ManagerQueue = z.infer<typeof managerQueueSchema>;
export type ManagerQueueItem = ManagerQueue['tickets'][number];

/** `GET /api/v1/manager/tickets?take&skip&type&status`: one page of the queue with counts per status. */
export async function getQueue(filters: QueueFilters, signal?: AbortSignal): Promise<ManagerQueue> {
  return managerQueueSchema.parse(await api.get('/api/v1/manager/tickets', { query: queueRequest(filters), signal }));
}

/** The queue page of the URL's filters; the previous page stays on screen until the next arrives. */
export function useQueue(filters: QueueFilters) {
  return useQuery({
    queryKey: manageKeys.queue(queueRequest(filters)),
    queryFn: ({ signal }) => getQueue(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}
