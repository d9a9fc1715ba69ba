import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { managerThreadListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { messageKeys } from './keys';
import { threadQueueRequest, type ThreadQueueFilters } from '../lib/thread-params';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';

export type ManagerThreadList = z.infer<typeof managerThreadListSchema>;
export type ManagerThreadItem = ManagerThreadList['threads'][number];

/** `GET /api/v1/manager/threads?kind&state&take&skip`: one page of the threads queue. */
export async function getThreadQueue(filters: ThreadQueueFilters, signal?: AbortSignal): Promise<ManagerThreadList> {
  return managerThreadListSchema.parse(await api.get('/api/v1/manager/threads', { query: threadQueueRequest(filters), signal }));
}

/** The queue page of the URL's filters; socket events about threads make it stale. */
export function useThreadQueue(filters: ThreadQueueFilters) {
  return useQuery({
    queryKey: messageKeys.queue(threadQueueRequest(filters)),
    queryFn: ({ signal }) => getThreadQueue(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}
