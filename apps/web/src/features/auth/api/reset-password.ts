import { useMutation } from '@tanstack/react-query';
import { okSchema } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/auth/password/reset`: every session of the account ends. */
export async function resetPassword(values: { recoveryToken: string; password: string }) {
  return okSchema.parse(await api.post('/api/v1/auth/password/reset', values, { token: null }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
