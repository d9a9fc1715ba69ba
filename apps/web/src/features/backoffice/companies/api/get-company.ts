import { useQuery } from '@tanstack/react-query';
import { companyAccountSchema, type CompanyAccount } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';
import { backofficeKeys } from './keys';

const companyPath = (id: string) => `/api/v1/manager/companies/${encodeURIComponent(id)}`;

/** `GET /api/v1/manager/companies/{id}`: the company's account, its counts and the managers' recommendations. */
export async function getCompanyAccount(id: string, signal?: AbortSignal): Promise<CompanyAccount> {
  return companyAccountSchema.parse(await api.get(companyPath(id), { signal }));
}

export function useCompanyAccount(id: string, enabled = true) {
  return useQuery({ queryKey: backofficeKeys.company(id), queryFn: ({ signal }) => getCompanyAccount(id, signal), staleTime: MANAGE_STALE_MS, enabled });
}

export { companyPath };
