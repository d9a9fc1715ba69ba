import { useMutation, useQuery } from '@tanstack/react-query';
import { mfaStatusSchema, reauthResponseSchema, type ReauthBody } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `GET /api/v1/user/mfa`: whether the account proves itself with an authenticator code rather than its password. */
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
