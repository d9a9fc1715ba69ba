import { queryOptions, useQuery } from '@tanstack/react-query';
import { mfaStatusSchema, type MfaStatus } from '@platform/contract';
import { api } from '@/shared/api/api';

/** The second factors' queries of this account; every change of a factor makes them stale. */
export const mfaKeys = { status: ['user', 'mfa'] as const };

/** `GET /api/v1/user/mfa`: whether authenticator codes are on, since when, and how many recovery codes are left. */
export async function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return mfaStatusSchema.parse(await api.get('/api/v1/user/mfa', { signal }));
}

export const mfaStatusQueryOptions = () => queryOptions({ queryKey: mfaKeys.status, queryFn: ({ signal }) => getMfaStatus(signal) });

export const useMfaStatus = () => useQuery(mfaStatusQueryOptions());
