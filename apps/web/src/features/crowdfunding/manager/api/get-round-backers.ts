import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fullBackerListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';
import { pageRequest } from '../lib/round-queue-params';
import { roundKeys } from './keys';

export type RoundBackers = z.infer<typeof fullBackerListSchema>;

/** `POST /api/v1/foundation/crowdfunding/{id}/backer/list`: every backer of a round, in any status, newest first, in full as managers read them. */
export async function getRoundBackers(id: string, page: number, signal?: AbortSignal): Promise<RoundBackers> {
  const query = { ...pageRequest(page), order_by: 'created_at', order_dir: 'desc' };
  return fullBackerListSchema.parse(await api.post(`/api/v1/foundation/crowdfunding/${encodeURIComponent(id)}/backer/list`, {}, { query, signal }));
}

export function useRoundBackers(id: string, page: number) {
  return useQuery({
    queryKey: roundKeys.roundBackers(id, pageRequest(page)),
    queryFn: ({ signal }) => getRoundBackers(id, page, signal),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}
