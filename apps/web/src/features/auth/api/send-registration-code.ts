import { useMutation } from '@tanstack/react-query';
import { sendCodeResponseSchema } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/auth/send-code/registration`: mails a 6-digit code (a registered e-mail gets the same answer, its owner a notice). */
export async function sendRegistrationCode(email: string) {
  return sendCodeResponseSchema.parse(await api.post('/api/v1/auth/send-code/registration', { email }, { token: null }));
}

export function useSendRegistrationCode() {
  return useMutation({ mutationFn: sendRegistrationCode });
}
