import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type TokenResponse } from '@platform/contract';
import { api } from '../../../shared/api/api';

export interface LoginValues {
  email: string;
  password: string;
}

export async function login(values: LoginValues): Promise<TokenResponse> {
  return tokenResponseSchema.parse(await api.post('/api/v1/auth/login', values, { token: null }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
