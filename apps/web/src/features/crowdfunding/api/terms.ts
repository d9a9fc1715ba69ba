import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okSchema, roundChangeListSchema, roundChangeSchema, roundTermsSchema, type RoundChange, type RoundTerms } from '@platform/contract';
import { api } from '@/shared/api/api';
import { manageKeys } from '@/shared/api/manager-keys';
import { queryKeys } from '@/shared/api/query-keys';

/** The change log shows its newest entries on the view: a round's terms change rarely. */
const SHOWN_CHANGES = 50;
const roundPath = (id: string) => encodeURIComponent(id);

/** Under the `crowdfunding` root, so the socket's `crowdfunding` event reads the log again. */
export const changeKeys = { list: (id: string, signedIn: boolean) => [...queryKeys.crowdfunding, 'changes', id, signedIn] as const };

/**
 * `GET /api/v1/crowdfunding/{id}/changes`: the round's changes of terms and notices of an early
 * close, newest first. A signed-out visitor asks without a token, as for the public card.
 */
export async function listChanges(id: string, signedIn: boolean, signal?: AbortSignal): Promise<RoundChange[]> {
  const answer = await api.get(`/api/v1/crowdfunding/${roundPath(id)}/changes`, {
    signal,
    query: { take: SHOWN_CHANGES },
    ...(signedIn ? {} : { token: null }),
  });
  return roundChangeListSchema.parse(answer).changes;
}

export const useChanges = (id: string, signedIn: boolean) =>
  useQuery({ queryKey: changeKeys.list(id, signedIn), queryFn: ({ signal }) => listChanges(id, signedIn, signal) });

/** `POST /api/v1/foundation/crowdfunding_invest/{id}/reconfirm`: the caller keeps its backing after a change of terms. */
export function useReconfirm(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => okSchema.parse(await api.post(`/api/v1/foundation/crowdfunding_invest/${roundPath(id)}/reconfirm`, {})),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.crowdfunding }),
  });
}

/** `POST /api/v1/manager/crowdfunding/{id}/terms`: a manager changes the terms; the log, the card and the audit log read again. */
export function useChangeTerms(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (terms: RoundTerms) =>
      roundChangeSchema.parse(await api.post(`/api/v1/manager/crowdfunding/${roundPath(id)}/terms`, roundTermsSchema.parse(terms))),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.crowdfunding });
      void client.invalidateQueries({ queryKey: manageKeys.allAudit });
    },
  });
}
