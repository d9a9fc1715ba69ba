import { useMutation } from '@tanstack/react-query';
import { sendCodeResponseSchema } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/auth/send-code/recovery`: answers the same whether or not the e-mail has an account. */
export async function sendRecoveryCode(email: string) {
  return sendCodeResponseSchema.parse(await api.post('/api/v1/auth/send-code/recovery', { email }, { token: null }));
}

export function useSendRecoveryCode() {
  return useMutation({ mutationFn: sendRecoveryCode });
}
