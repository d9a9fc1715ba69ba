import { useQuery } from '@tanstack/react-query';
import { crowdfundingCardSchema, type CrowdfundingCard } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';
import { roundKeys } from './keys';

/** `GET /api/v1/manager/crowdfunding_card/{id}`: a round in any status, with its application's id. */
export async function getRound(id: string, signal?: AbortSignal): Promise<CrowdfundingCard> {
  return crowdfundingCardSchema.parse(await api.get(`/api/v1/manager/crowdfunding_card/${encodeURIComponent(id)}`, { signal }));
}

export function useRound(id: string) {
  return useQuery({ queryKey: roundKeys.round(id), queryFn: ({ signal }) => getRound(id, signal), staleTime: MANAGE_STALE_MS });
}
