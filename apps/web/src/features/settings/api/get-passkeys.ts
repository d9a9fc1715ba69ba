import { queryOptions, useQuery } from '@tanstack/react-query';
import { passkeyListSchema, type Passkey } from '@platform/contract';
import { api } from '@/shared/api/api';

export const passkeyKeys = { list: ['user', 'passkeys'] as const };

/** `GET /api/v1/user/passkeys`: the account's passkeys, oldest first. */
export async function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return passkeyListSchema.parse(await api.get('/api/v1/user/passkeys', { signal }));
}

export const usePasskeys = () => useQuery(queryOptions({ queryKey: passkeyKeys.list, queryFn: ({ signal }) => getPasskeys(signal) }));
