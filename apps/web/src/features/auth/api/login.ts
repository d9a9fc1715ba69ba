import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '@platform/contract';
import { api } from '@/shared/api/api';

export interface LoginValues {
  email: string;
  password: string;
}

export async function login(values: LoginValues): Promise<TokenResponse> {
  const body = await api.post('/api/v1/auth/login', values, { token: null });
  const { tokenResponseSchema } = await import('@platform/contract');
  return tokenResponseSchema.parse(body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
