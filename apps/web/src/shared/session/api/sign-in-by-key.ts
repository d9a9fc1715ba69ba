import { tokenResponseSchema, type TokenResponse } from '@platform/contract';
import { api } from '../../api/api';

/** One-time key from a mailed link (`/?key=…`), exchanged for a session token. */
export async function signInByKey(key: string): Promise<TokenResponse> {
  return tokenResponseSchema.parse(await api.post('/api/v1/user/signin', { key }, { token: null }));
}
