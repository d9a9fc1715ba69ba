import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionsEndedSchema, signinListSchema, type SigninList } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';
import { companyPath } from './get-company';
import { backofficeKeys, invalidateAfterAccountChange } from './keys';

/** `GET …/signins`: the company's last sign-in attempts, right and wrong. */
export async function getCompanySignins(id: string, signal?: AbortSignal): Promise<SigninList> {
  return signinListSchema.parse(await api.get(`${companyPath(id)}/signins`, { signal }));
}

export const useCompanySignins = (id: string) =>
  useQuery({ queryKey: backofficeKeys.signins(id), queryFn: ({ signal }) => getCompanySignins(id, signal), staleTime: MANAGE_STALE_MS });

/** `POST …/sessions/end`: every session of the company ends at once; answers how many. */
export function useEndCompanySessions(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => sessionsEndedSchema.parse(await api.post(`${companyPath(id)}/sessions/end`)),
    onSettled: () => invalidateAfterAccountChange(client),
  });
}
