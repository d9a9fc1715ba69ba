import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

/** `DELETE /api/v1/user {email}`: the person typed their own e-mail; every session ends. */
export async function deleteAccount(email: string) {
  return okSchema.parse(await api.request('/api/v1/user', { method: 'DELETE', body: { email } }));
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // Marked stale but not read again: the account is gone and the screen logs out at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userInfo, refetchType: 'none' }),
  });
}
