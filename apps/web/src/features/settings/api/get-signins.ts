import { useQuery } from '@tanstack/react-query';
import { signinListSchema, type SigninList } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

/** `GET /api/v1/user/signins`: the account's last sign-in attempts, right and wrong. */
export async function getSignins(signal?: AbortSignal): Promise<SigninList> {
  return signinListSchema.parse(await api.get('/api/v1/user/signins', { signal }));
}

export const useSignins = () => useQuery({ queryKey: queryKeys.signins, queryFn: ({ signal }) => getSignins(signal) });
