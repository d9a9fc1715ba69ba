import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, UserInfo } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

/** Keeps the interface language on the account too, so other devices and e-mails follow it. */
export async function updateLanguage(language: Language): Promise<UserInfo> {
  const body = await api.patch('/api/v1/user/settings', { language });
  const { userInfoSchema } = await import('@platform/contract/users');
  return userInfoSchema.parse(body);
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.userInfo, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
    },
  });
}
