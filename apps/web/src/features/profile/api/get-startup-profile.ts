import { queryOptions, useQuery } from '@tanstack/react-query';
import { startupProfileSchema, type StartupProfile } from '@platform/contract';
import { api } from '@/shared/api/api';
import { profileKeys } from './keys';

/** `GET /api/v1/startup/profiledata`: the signed-in startup's own profile. */
export async function getStartupProfile(signal?: AbortSignal): Promise<StartupProfile> {
  return startupProfileSchema.parse(await api.get('/api/v1/startup/profiledata', { signal }));
}

export const startupProfileQueryOptions = () => queryOptions({ queryKey: profileKeys.own('startup'), queryFn: ({ signal }) => getStartupProfile(signal) });

export const useStartupProfile = () => useQuery(startupProfileQueryOptions());
