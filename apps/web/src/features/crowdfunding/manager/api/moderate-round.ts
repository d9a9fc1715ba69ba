import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema, roundModerationSchema, type RoundModeration } from '@platform/contract';
import { api } from '@/shared/api/api';
import { invalidateAfterRoundChange } from './keys';

/** `POST /api/v1/manager/crowdfunding/{id}/status`: activate, decline with a reason, or close early. */
export async function moderateRound(id: string, move: RoundModeration): Promise<void> {
  okSchema.parse(await api.post(`/api/v1/manager/crowdfunding/${encodeURIComponent(id)}/status`, roundModerationSchema.parse(move)));
}

export function useModerateRound(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: RoundModeration) => moderateRound(id, move),
    onSettled: () => invalidateAfterRoundChange(client),
  });
}
