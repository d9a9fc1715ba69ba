import { useMutation } from '@tanstack/react-query';
import { verifyCodeResponseSchema } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/auth/verify-code/registration`: the code for the proof that finishing sign-up spends. */
export async function verifyRegistrationCode(values: { email: string; code: string }) {
  return verifyCodeResponseSchema.parse(await api.post('/api/v1/auth/verify-code/registration', values, { token: null }));
}

export function useVerifyRegistrationCode() {
  return useMutation({ mutationFn: verifyRegistrationCode });
}
