import type { LoginResponse } from '@platform/contract';
import { api } from '@/shared/api/api';

/** One-time key from a mailed link (`/?key=…`), exchanged for a session token, or for the second step of an account with a second factor. */
export async function signInByKey(key: string): Promise<LoginResponse> {
  const body = await api.post('/api/v1/user/signin', { key }, { token: null });
  const { loginResponseSchema } = await import('@platform/contract/mfa');
  return loginResponseSchema.parse(body);
}
