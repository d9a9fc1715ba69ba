import { useMutation } from '@tanstack/react-query';
import { recoveryVerifyResponseSchema } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/auth/verify-code/recovery`: the code for the proof that setting the password spends. */
export async function verifyRecoveryCode(values: { email: string; code: string }) {
  return recoveryVerifyResponseSchema.parse(await api.post('/api/v1/auth/verify-code/recovery', values, { token: null }));
}

export function useVerifyRecoveryCode() {
  return useMutation({ mutationFn: verifyRecoveryCode });
}
