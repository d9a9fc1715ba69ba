import { queryOptions, useQuery } from '@tanstack/react-query';
import { roundUpdateListSchema, type RoundUpdate } from '@platform/contract';
import { api } from '@/shared/api/api';
import { ResponseStatusError } from '@/shared/api/errors';
import { viewKeys } from './view-keys';

/**
 * `GET /api/v1/crowdfunding/{id}/updates`, newest first. Only the round's startup, its backers and
 * managers may read them: a 403 answers null, and the view leaves the section out.
 */
export async function listUpdates(id: string, signal?: AbortSignal): Promise<RoundUpdate[] | null> {
  try {
    return roundUpdateListSchema.parse(await api.get(`/api/v1/crowdfunding/${encodeURIComponent(id)}/updates`, { signal })).updates;
  } catch (error) {
    if (error instanceof ResponseStatusError && error.status === 403) return null;
    throw error;
  }
}

export const updatesQueryOptions = (id: string, enabled: boolean) =>
  queryOptions({ queryKey: viewKeys.updates(id), queryFn: ({ signal }) => listUpdates(id, signal), enabled });

export const useUpdates = (id: string, enabled: boolean) => useQuery(updatesQueryOptions(id, enabled));
