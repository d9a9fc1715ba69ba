import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema, passkeySchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { factorsChanged } from './factors-changed';
import { passkeyKeys } from './get-passkeys';

/** `PATCH /api/v1/user/passkeys/{id} {name}`. */
export async function renamePasskey({ id, name }: { id: string; name: string }) {
  return passkeySchema.parse(await api.request(`/api/v1/user/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }));
}

/** `DELETE /api/v1/user/passkeys/{id}`: the passkey signs in no more. */
export async function removePasskey(id: string) {
  return okSchema.parse(await api.request(`/api/v1/user/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renamePasskey, onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list }) });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePasskey, onSuccess: () => factorsChanged(queryClient) });
}
