import { useMutation } from '@tanstack/react-query';
import { userInfoSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useUserChanged } from './invalidate-user';

/** `PATCH /api/v1/user/settings {agreement}`. */
export async function updateAgreement(agreement: boolean) {
  return userInfoSchema.parse(await api.patch('/api/v1/user/settings', { agreement }));
}

export function useUpdateAgreement() {
  const userChanged = useUserChanged();
  return useMutation({ mutationFn: updateAgreement, onSuccess: (user) => userChanged(user) });
}
