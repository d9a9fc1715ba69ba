import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type MfaSigninBody, type TokenResponse } from '@platform/contract';
import { api } from '@/shared/api/api';
import { browserHasPasskeys } from '@/shared/lib/passkey-prompt';

/** `POST /api/v1/auth/mfa {mfa_token, code | recovery_code | passkey}`: the second step of a sign-in, answered with the session. */
export async function completeMfa(body: MfaSigninBody): Promise<TokenResponse> {
  return tokenResponseSchema.parse(await api.post('/api/v1/auth/mfa', body, { token: null }));
}

/**
 * The second step given with a passkey: options naming the account's passkeys, the browser's
 * prompt, the answer. The WebAuthn helper loads on the click, not with the log-in screen.
 */
export async function completeMfaWithPasskey(mfaToken: string): Promise<TokenResponse> {
  if (!browserHasPasskeys()) throw new DOMException('WebAuthn is not available', 'NotSupportedError');
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    '/api/v1/auth/mfa/passkey/options',
    { mfa_token: mfaToken },
    { token: null },
  );
  // The browser's extension outputs are not sent: the server checks none.
  const { clientExtensionResults: _outputs, ...passkey } = await startAuthentication({ optionsJSON: options });
  return completeMfa({ mfa_token: mfaToken, passkey });
}

export function useCompleteMfa() {
  return useMutation({ mutationFn: completeMfa });
}

export function useCompleteMfaWithPasskey() {
  return useMutation({ mutationFn: completeMfaWithPasskey });
}
