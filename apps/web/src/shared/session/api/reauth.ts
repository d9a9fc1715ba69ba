import { useMutation, useQuery } from '@tanstack/react-query';
import { mfaStatusSchema, reauthResponseSchema, type ReauthBody } from '@platform/contract';
import { api } from '@/shared/api/api';
import { browserHasPasskeys } from '@/shared/lib/passkey-prompt';

/** `GET /api/v1/user/mfa`: whether the account proves itself with a code or a passkey rather than its password. */
export function useMfaStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'mfa'],
    queryFn: async () => mfaStatusSchema.parse(await api.get('/api/v1/user/mfa')),
    enabled,
    staleTime: 0,
  });
}

/** `POST /api/v1/auth/reauth`: this session proves again who holds it. */
export function useReauth() {
  return useMutation({ mutationFn: async (body: ReauthBody) => reauthResponseSchema.parse(await api.post('/api/v1/auth/reauth', body)) });
}

/**
 * The proof given with a passkey: options naming the account's passkeys, the browser's prompt,
 * the answer. The WebAuthn helper loads on the click.
 */
export async function reauthWithPasskey() {
  if (!browserHasPasskeys()) throw new DOMException('WebAuthn is not available', 'NotSupportedError');
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/api/v1/auth/reauth/passkey/options');
  const passkey = await startAuthentication({ optionsJSON: options });
  return reauthResponseSchema.parse(await api.post('/api/v1/auth/reauth', { passkey }));
}

export function usePasskeyReauth() {
  return useMutation({ mutationFn: reauthWithPasskey });
}
