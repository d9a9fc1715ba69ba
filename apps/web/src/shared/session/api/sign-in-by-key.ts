import type { TokenResponse } from '@platform/contract';
import { api } from '@/shared/api/api';

/** One-time key from a mailed link (`/?key=…`), exchanged for a session token. */
export async function signInByKey(key: string): Promise<TokenResponse> {
  const body = await api.post('/api/v1/user/signin', { key }, { token: null });
  const { tokenResponseSchema } = await import('@platform/contract');
  return tokenResponseSchema.parse(body);
}
