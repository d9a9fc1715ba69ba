import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesSchema, type RecoveryCodes } from '@platform/contract';
import { api } from '@/shared/api/api';
import { factorsChanged } from './factors-changed';

/** `POST /api/v1/user/mfa/totp/confirm {code}`: the first right code turns codes on; the recovery codes come only in this answer. */
export async function confirmTotp(code: string): Promise<RecoveryCodes> {
  return recoveryCodesSchema.parse(await api.post('/api/v1/user/mfa/totp/confirm', { code }));
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmTotp, onSuccess: () => factorsChanged(queryClient) });
}
