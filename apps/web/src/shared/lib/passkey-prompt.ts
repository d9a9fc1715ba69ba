/*
 * What the browser's passkey prompt can answer besides a credential. `@simplewebauthn/browser`
 * throws the browser's DOMException, or its own error carrying the DOMException's name.
 */

/** Whether this browser has WebAuthn at all (checked without loading the WebAuthn helper). */
export const browserHasPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export type PromptRefusal = 'cancelled' | 'exists' | 'unsupported';

/** The prompt's refusal a person caused or can act on; null for any other error (the server's, say). */
export function promptRefusal(error: unknown): PromptRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Closed, timed out or refused by the person: browsers do not tell these apart, on purpose.
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  // The authenticator already holds one of the account's passkeys (the options exclude them).
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'exists';
  if (name === 'NotSupportedError') return 'unsupported';
  return null;
}
