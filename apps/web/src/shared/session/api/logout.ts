import { api } from '@/shared/api/api';

/** Tells the server to revoke the session; the token is passed because storage is cleared at once. */
export function logoutRequest(token: string): Promise<unknown> {
  return api.post('/api/v1/auth/logout', undefined, { token });
}
