import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyListSchema, type CompanyList } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';
import { companyListRequest, type CompanyListParams } from '../lib/company-params';
import { backofficeKeys } from './keys';

/** `GET /api/v1/manager/companies?q&role&status&sort&dir&take&skip`: one page of twenty companies with the total. */
export async function getCompanies(state: CompanyListParams, signal?: AbortSignal): Promise<CompanyList> {
  return companyListSchema.parse(await api.get('/api/v1/manager/companies', { query: companyListRequest(state), signal }));
}

export function useCompanies(state: CompanyListParams) {
  return useQuery({
    queryKey: backofficeKeys.companies(companyListRequest(state)),
    queryFn: ({ signal }) => getCompanies(state, signal),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}
