import { useQuery } from '@tanstack/react-query';
import { candidateListSchema, type Candidate } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS, manageKeys } from '@/shared/api/manager-keys';

/** `GET /api/v1/manager/tickets/{id}/candidates`: companies ranked by overlap, then score, with what matched. */
export async function getCandidates(id: string, signal?: AbortSignal): Promise<Candidate[]> {
  return candidateListSchema.parse(await api.get(`/api/v1/manager/tickets/${encodeURIComponent(id)}/candidates`, { signal })).candidates;
}

export function useCandidates(id: string, enabled: boolean) {
  return useQuery({ queryKey: manageKeys.candidates(id), queryFn: ({ signal }) => getCandidates(id, signal), staleTime: MANAGE_STALE_MS, enabled });
}
