import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { mfaKeys } from './get-mfa-status';

/** `DELETE /api/v1/user/mfa/totp`: codes off, the recovery codes gone with them; a stale session is asked to confirm first. */
export async function disableTotp() {
  return okSchema.parse(await api.request('/api/v1/user/mfa/totp', { method: 'DELETE' }));
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTotp, onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.status }) });
}
