import { useMutation } from '@tanstack/react-query';
import { backerSchema, crowdfundingInvestSchema, type CrowdfundingInvest } from '@platform/contract';
import { api } from '@/shared/api/api';
import { investPath, useAfterBacking } from './backing-path';

/** `POST /api/v1/foundation/crowdfunding_invest/{id}`: an investor or corporate joins, optionally with an amount and its acceptance of the risk. */
export async function joinRound(id: string, body: CrowdfundingInvest) {
  return backerSchema.parse(await api.post(investPath(id), crowdfundingInvestSchema.parse(body)));
}

export function useJoinRound(id: string) {
  const after = useAfterBacking();
  return useMutation({ mutationFn: (body: CrowdfundingInvest) => joinRound(id, body), onSettled: after });
}
