import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { managerRoundListSchema, type CrowdfundingStatus } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';
import { pageRequest } from '../lib/round-queue-params';
import { roundKeys } from './keys';

export type ManagerRoundList = z.infer<typeof managerRoundListSchema>;
export type ManagerRound = ManagerRoundList['rounds'][number];

/** `GET /api/v1/manager/crowdfunding?status&take&skip`: rounds of one status (or all), newest first. */
export async function getRounds(status: CrowdfundingStatus | null, page: number, signal?: AbortSignal): Promise<ManagerRoundList> {
  const query = { ...(status ? { status } : {}), ...pageRequest(page) };
  return managerRoundListSchema.parse(await api.get('/api/v1/manager/crowdfunding', { query, signal }));
}

export function useRounds(status: CrowdfundingStatus | null, page: number) {
  return useQuery({
    queryKey: roundKeys.rounds({ status, ...pageRequest(page) }),
    queryFn: ({ signal }) => getRounds(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}
