import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { companyProfileSchema, type CompanyProfile, type FoundationRole } from './company-profile';
import { profileKeys } from './keys';

/** `GET /api/v1/{investor|corporate}/{id}?ticketId=…`: the company as a startup sees it from an offer. */
export async function getCompanyView(role: FoundationRole, id: string, ticketId?: string, signal?: AbortSignal): Promise<CompanyProfile> {
  const answer = await api.get(`/api/v1/${role}/${encodeURIComponent(id)}`, { query: { ticketId }, signal });
  return companyProfileSchema.parse(answer);
}

export const useCompanyView = (role: FoundationRole, id: string, ticketId?: string) =>
  useQuery({ queryKey: profileKeys.companyView(role, id, ticketId), queryFn: ({ signal }) => getCompanyView(role, id, ticketId, signal) });
