import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startupProfileSchema, type StartupProfile, type startupProfileBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { profileKeys } from './keys';

export type StartupProfileBody = z.input<typeof startupProfileBodySchema>;

/** `POST /api/v1/startup/profiledata`: answers the profile as saved. */
export async function saveStartupProfile(body: StartupProfileBody): Promise<StartupProfile> {
  return startupProfileSchema.parse(await api.post('/api/v1/startup/profiledata', body));
}

/** A save shows the answer at once and reads user info (score, logo, name) and the recommendations again. */
export function useSaveStartupProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStartupProfile,
    onSuccess: async (profile) => {
      client.setQueryData(profileKeys.own('startup'), profile);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.userInfo }),
        client.invalidateQueries({ queryKey: profileKeys.own('startup') }),
        client.invalidateQueries({ queryKey: profileKeys.recommendations }),
      ]);
    },
  });
}
