import { useMutation } from '@tanstack/react-query';
import { userInfoSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useUserChanged } from './invalidate-user';

/** `POST /api/v1/user/email/confirm`: the code makes the new address the account's e-mail. */
export async function confirmEmailChange(values: { email: string; code: string }) {
  return userInfoSchema.parse(await api.post('/api/v1/user/email/confirm', values));
}

export function useConfirmEmailChange() {
  const userChanged = useUserChanged();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: (user) => userChanged(user) });
}
