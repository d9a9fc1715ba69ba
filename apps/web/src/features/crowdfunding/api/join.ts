import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backerSchema, crowdfundingInvestSchema, okSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

const investPath = (id: string) => `/api/v1/foundation/crowdfunding_invest/${encodeURIComponent(id)}`;

/** `POST /api/v1/foundation/crowdfunding_invest/{id}`: an investor or corporate joins, optionally with an amount. */
export async function joinRound(id: string, body: { amount?: number }) {
  return backerSchema.parse(await api.post(investPath(id), crowdfundingInvestSchema.parse(body)));
}

/** `DELETE …/crowdfunding_invest/{id}`: the caller cancels its own commitment while it is still new. */
export async function cancelBacking(id: string) {
  return okSchema.parse(await api.delete(investPath(id)));
}

/** Both change the round's card and backers: every crowdfunding query reads again. */
function useAfterBacking() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.crowdfunding });
}

export function useJoinRound(id: string) {
  const after = useAfterBacking();
  return useMutation({ mutationFn: (body: { amount?: number }) => joinRound(id, body), onSettled: after });
}

export function useCancelBacking(id: string) {
  const after = useAfterBacking();
  return useMutation({ mutationFn: () => cancelBacking(id), onSettled: after });
}
