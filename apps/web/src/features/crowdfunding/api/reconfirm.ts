import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

/** `POST /api/v1/foundation/crowdfunding_invest/{id}/reconfirm`: the caller keeps its backing after a change of terms. */
export function useReconfirm(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => okSchema.parse(await api.post(`/api/v1/foundation/crowdfunding_invest/${encodeURIComponent(id)}/reconfirm`, {})),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.crowdfunding }),
  });
}
