import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type MfaSigninBody, type TokenResponse } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/auth/mfa {mfa_token, code | recovery_code}`: the second step of a sign-in, answered with the session. */
export async function completeMfa(body: MfaSigninBody): Promise<TokenResponse> {
  return tokenResponseSchema.parse(await api.post('/api/v1/auth/mfa', body, { token: null }));
}

export function useCompleteMfa() {
  return useMutation({ mutationFn: completeMfa });
}
