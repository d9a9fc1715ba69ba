import { useMutation } from '@tanstack/react-query';
import { okSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useUserChanged } from './invalidate-user';

/** `POST /api/v1/user/password`: needs the current password; the account's other sessions end. */
export async function changePassword(values: { currentPassword: string; password: string }) {
  return okSchema.parse(await api.post('/api/v1/user/password', values));
}

export function useChangePassword() {
  const userChanged = useUserChanged();
  return useMutation({ mutationFn: changePassword, onSuccess: () => userChanged() });
}
