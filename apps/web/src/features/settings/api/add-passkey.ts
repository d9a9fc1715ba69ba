import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeySchema, type Passkey } from '@platform/contract';
import { api } from '@/shared/api/api';
import { browserHasPasskeys } from '@/shared/lib/passkey-prompt';
import { factorsChanged } from './factors-changed';

/**
 * Adds a passkey: the server's options, the browser's prompt, then the answer with its name. The
 * WebAuthn helper is loaded only here, when someone adds a passkey.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  if (!browserHasPasskeys()) throw new DOMException('WebAuthn is not available', 'NotSupportedError');
  const { startRegistration } = await import('@simplewebauthn/browser');
  // Handed to the browser as the server made them; the browser checks their shape.
  const options = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>('/api/v1/user/passkeys/options');
  const response = await startRegistration({ optionsJSON: options });
  return passkeySchema.parse(await api.post('/api/v1/user/passkeys', { name, response }));
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPasskey, onSuccess: () => factorsChanged(queryClient) });
}
