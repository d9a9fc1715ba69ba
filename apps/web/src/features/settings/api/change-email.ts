import { useMutation } from '@tanstack/react-query';
import { sendCodeResponseSchema, userInfoSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useUserChanged } from './invalidate-user';

/** `POST /api/v1/user/email/send-code`: mails a code to the new address; the account keeps its e-mail. */
export async function sendEmailChangeCode(email: string) {
  return sendCodeResponseSchema.parse(await api.post('/api/v1/user/email/send-code', { email }));
}

/** `POST /api/v1/user/email/confirm`: the code makes the new address the account's e-mail. */
export async function confirmEmailChange(values: { email: string; code: string }) {
  return userInfoSchema.parse(await api.post('/api/v1/user/email/confirm', values));
}

export function useSendEmailChangeCode() {
  return useMutation({ mutationFn: sendEmailChangeCode });
}

export function useConfirmEmailChange() {
  const userChanged = useUserChanged();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: (user) => userChanged(user) });
}
