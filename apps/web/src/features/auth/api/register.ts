import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type RegistrationBody, type TokenResponse } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/auth/registration`: creates the account and answers its session token. */
export async function register(body: RegistrationBody): Promise<TokenResponse> {
  return tokenResponseSchema.parse(await api.post('/api/v1/auth/registration', body, { token: null }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
