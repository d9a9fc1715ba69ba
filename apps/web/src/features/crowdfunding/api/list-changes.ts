import { queryOptions, useQuery } from '@tanstack/react-query';
import { roundChangeListSchema, type RoundChange } from '@platform/contract';
import { api } from '@/shared/api/api';
import { changeKeys } from './view-keys';

/** The change log shows its newest entries on the view: a round's terms change rarely. */
const SHOWN_CHANGES = 50;

/**
 * `GET /api/v1/crowdfunding/{id}/changes`: the round's changes of terms and notices of an early
 * close, newest first. A signed-out visitor asks without a token, as for the public card.
 */
export async function listChanges(id: string, signedIn: boolean, signal?: AbortSignal): Promise<RoundChange[]> {
  const answer = await api.get(`/api/v1/crowdfunding/${encodeURIComponent(id)}/changes`, {
    signal,
    query: { take: SHOWN_CHANGES },
    ...(signedIn ? {} : { token: null }),
  });
  return roundChangeListSchema.parse(answer).changes;
}

export const changesQueryOptions = (id: string, signedIn: boolean) =>
  queryOptions({ queryKey: changeKeys.list(id, signedIn), queryFn: ({ signal }) => listChanges(id, signedIn, signal) });

export const useChanges = (id: string, signedIn: boolean) => useQuery(changesQueryOptions(id, signedIn));
