import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { internalExpertKeys } from './keys';

/** `DELETE /api/v1/expert/internal-expert/{id}`. */
export async function deleteInternalExpert(id: string): Promise<void> {
  await api.delete(`/api/v1/expert/internal-expert/${encodeURIComponent(id)}`);
}

/** The list is read again whatever the answer, so a row removed elsewhere disappears too. */
export function useDeleteInternalExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteInternalExpert,
    onSettled: () => client.invalidateQueries({ queryKey: internalExpertKeys.all }),
  });
}
