import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { managerBackerListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';
import { pageRequest } from '../lib/round-queue-params';
import { roundKeys } from './keys';

export type BackerQueue = z.infer<typeof managerBackerListSchema>;
export type QueuedBacker = BackerQueue['backers'][number];

/** `GET /api/v1/manager/crowdfunding/backers?take&skip`: backers waiting for a decision, the longest waiting first. */
export async function getBackerQueue(page: number, signal?: AbortSignal): Promise<BackerQueue> {
  return managerBackerListSchema.parse(await api.get('/api/v1/manager/crowdfunding/backers', { query: pageRequest(page), signal }));
}

export function useBackerQueue(page: number) {
  return useQuery({
    queryKey: roundKeys.backerQueue(pageRequest(page)),
    queryFn: ({ signal }) => getBackerQueue(page, signal),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}
