import { useMutation } from '@tanstack/react-query';
import { sendCodeResponseSchema } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/user/email/send-code`: mails a code to the new address; the account keeps its e-mail. */
export async function sendEmailChangeCode(email: string) {
  return sendCodeResponseSchema.parse(await api.post('/api/v1/user/email/send-code', { email }));
}

export function useSendEmailChangeCode() {
  return useMutation({ mutationFn: sendEmailChangeCode });
}
