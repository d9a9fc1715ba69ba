import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@platform/contract';
import { queryKeys } from '@/shared/api/query-keys';

/** After every settings change the user info is read again; an answer that carries it is shown at once. */
export function useUserChanged() {
  const queryClient = useQueryClient();
  return async (user?: UserInfo) => {
    if (user) queryClient.setQueryData(queryKeys.userInfo, user);
    await queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
  };
}
