import { useMutation } from '@tanstack/react-query';
import { totpEnrolmentSchema, type TotpEnrolment } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/user/mfa/totp`: a new key waiting for its first code (a pending one is replaced). */
export async function startTotp(): Promise<TotpEnrolment> {
  return totpEnrolmentSchema.parse(await api.post('/api/v1/user/mfa/totp'));
}

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}
