import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@platform/contract';
import { api } from '@/shared/api/api';

export interface LoginValues {
  email: string;
  password: string;
}

/** `POST /api/v1/auth/login`: a session, or, for an account with a second factor, the token of the second step. */
export async function login(values: LoginValues): Promise<LoginResponse> {
  const body = await api.post('/api/v1/auth/login', values, { token: null });
  const { loginResponseSchema } = await import('@platform/contract/mfa');
  return loginResponseSchema.parse(body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
