import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { invalidateMeetings } from './keys';

/** `DELETE /api/v1/manager/meetings/{id}`: cancels a meeting. */
export async function cancelMeeting(id: string) {
  okSchema.parse(await api.delete(`/api/v1/manager/meetings/${encodeURIComponent(id)}`));
}

export function useCancelMeeting() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelMeeting, onSettled: () => invalidateMeetings(client) });
}
