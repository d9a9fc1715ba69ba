import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backerDecisionSchema, okSchema, type BackerDecision } from '@platform/contract';
import { api } from '@/shared/api/api';
import { invalidateAfterRoundChange } from './keys';

/** `POST /api/v1/manager/crowdfunding/backer/{backerId}/status`: confirm with the amount and date, or reject. */
export async function decideBacker(backerId: string, decision: BackerDecision): Promise<void> {
  okSchema.parse(await api.post(`/api/v1/manager/crowdfunding/backer/${encodeURIComponent(backerId)}/status`, backerDecisionSchema.parse(decision)));
}

export function useDecideBacker() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ backerId, decision }: { backerId: string; decision: BackerDecision }) => decideBacker(backerId, decision),
    onSettled: () => invalidateAfterRoundChange(client),
  });
}
