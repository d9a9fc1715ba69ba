import { queryOptions, useQuery } from '@tanstack/react-query';
import { expertProfileSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { profileKeys } from './keys';

export type ExpertProfile = z.infer<typeof expertProfileSchema>;

/** `GET /api/v1/expert/profileData`: the signed-in expert company's profile. */
export async function getExpertProfile(signal?: AbortSignal): Promise<ExpertProfile> {
  return expertProfileSchema.parse(await api.get('/api/v1/expert/profileData', { signal }));
}

export const expertProfileQueryOptions = () => queryOptions({ queryKey: profileKeys.own('expert'), queryFn: ({ signal }) => getExpertProfile(signal) });

export const useExpertProfile = () => useQuery(expertProfileQueryOptions());
