import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expertProfileSchema, type expertProfileBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import type { ExpertProfile } from './get-expert-profile';
import { profileKeys } from './keys';

export type ExpertProfileBody = z.input<typeof expertProfileBodySchema>;

/** `POST /api/v1/expert/profileData`: answers the profile as saved. */
export async function saveExpertProfile(body: ExpertProfileBody): Promise<ExpertProfile> {
  return expertProfileSchema.parse(await api.post('/api/v1/expert/profileData', body));
}

export function useSaveExpertProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveExpertProfile,
    onSuccess: async (profile) => {
      client.setQueryData(profileKeys.own('expert'), profile);
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.userInfo }), client.invalidateQueries({ queryKey: profileKeys.own('expert') })]);
    },
  });
}
