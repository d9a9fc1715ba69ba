import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { companyProfileSchema, type CompanyProfile, type FoundationRole } from './company-profile';
import { profileKeys } from './keys';

/** `GET /api/v1/{investor|corporate}/profiledata`: the signed-in company's own profile. */
export async function getCompanyProfile(role: FoundationRole, signal?: AbortSignal): Promise<CompanyProfile> {
  return companyProfileSchema.parse(await api.get(`/api/v1/${role}/profiledata`, { signal }));
}

export const companyProfileQueryOptions = (role: FoundationRole) =>
  queryOptions({ queryKey: profileKeys.own(role), queryFn: ({ signal }) => getCompanyProfile(role, signal) });

export const useCompanyProfile = (role: FoundationRole) => useQuery(companyProfileQueryOptions(role));
