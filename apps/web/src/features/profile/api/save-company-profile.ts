import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { investorProfileBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { companyProfileSchema, type CompanyProfile, type FoundationRole } from './company-profile';
import { profileKeys } from './keys';

/** The investor body; a corporate sends the same without focus and average deal. */
export type CompanyProfileBody = z.input<typeof investorProfileBodySchema>;

/** `POST /api/v1/{investor|corporate}/profiledata`: answers the profile as saved. */
export async function saveCompanyProfile(role: FoundationRole, body: CompanyProfileBody): Promise<CompanyProfile> {
  return companyProfileSchema.parse(await api.post(`/api/v1/${role}/profiledata`, body));
}

export function useSaveCompanyProfile(role: FoundationRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileBody) => saveCompanyProfile(role, body),
    onSuccess: async (profile) => {
      client.setQueryData(profileKeys.own(role), profile);
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.userInfo }), client.invalidateQueries({ queryKey: profileKeys.own(role) })]);
    },
  });
}
