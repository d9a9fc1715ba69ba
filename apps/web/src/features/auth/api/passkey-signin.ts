import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '@platform/contract';
import { api } from '@/shared/api/api';
import { browserHasPasskeys } from '@/shared/lib/passkey-prompt';

/**
 * A sign-in with a passkey alone: the server's options, the browser's prompt, the answer. The
 * WebAuthn helper and the contract load on the click, not with the log-in screen.
 */
export async function passkeySignin(): Promise<TokenResponse> {
  if (!browserHasPasskeys()) throw new DOMException('WebAuthn is not available', 'NotSupportedError');
  const [{ startAuthentication }, { tokenResponseSchema }] = await Promise.all([import('@simplewebauthn/browser'), import('@platform/contract/auth')]);
  const options = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/api/v1/auth/passkey/options', undefined, { token: null });
  const response = await startAuthentication({ optionsJSON: options });
  return tokenResponseSchema.parse(await api.post('/api/v1/auth/passkey', { response }, { token: null }));
}

export function usePasskeySignin() {
  return useMutation({ mutationFn: passkeySignin });
}
