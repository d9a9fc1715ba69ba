import { useQuery } from '@tanstack/react-query';
import { expertCandidateListSchema, type ExpertCandidate } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS, manageKeys } from '@/shared/api/manager-keys';

/** `GET /api/v1/manager/tickets/{id}/experts`: expert companies ranked for a client's due-diligence ticket. */
export async function getExpertCandidates(id: string, signal?: AbortSignal): Promise<ExpertCandidate[]> {
  return expertCandidateListSchema.parse(await api.get(`/api/v1/manager/tickets/${encodeURIComponent(id)}/experts`, { signal })).candidates;
}

export function useExpertCandidates(id: string, enabled: boolean) {
  return useQuery({ queryKey: manageKeys.experts(id), queryFn: ({ signal }) => getExpertCandidates(id, signal), staleTime: MANAGE_STALE_MS, enabled });
}
