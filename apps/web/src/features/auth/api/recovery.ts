import { useMutation } from '@tanstack/react-query';
import { okSchema, recoveryVerifyResponseSchema, sendCodeResponseSchema } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/auth/send-code/recovery`: answers the same whether or not the e-mail has an account. */
export async function sendRecoveryCode(email: string) {
  return sendCodeResponseSchema.parse(await api.post('/api/v1/auth/send-code/recovery', { email }, { token: null }));
}

/** `POST /api/v1/auth/verify-code/recovery`: the code for the proof that setting the password spends. */
export async function verifyRecoveryCode(values: { email: string; code: string }) {
  return recoveryVerifyResponseSchema.parse(await api.post('/api/v1/auth/verify-code/recovery', values, { token: null }));
}

/** `POST /api/v1/auth/password/reset`: every session of the account ends. */
export async function resetPassword(values: { recoveryToken: string; password: string }) {
  return okSchema.parse(await api.post('/api/v1/auth/password/reset', values, { token: null }));
}

export function useSendRecoveryCode() {
  return useMutation({ mutationFn: sendRecoveryCode });
}

export function useVerifyRecoveryCode() {
  return useMutation({ mutationFn: verifyRecoveryCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
