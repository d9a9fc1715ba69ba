import { useQuery } from '@tanstack/react-query';
import { clientReportSchema, type Report } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS, manageKeys } from '@/shared/api/manager-keys';

/** `GET /api/v1/manager/expert-tickets/{id}/report`: the expert ticket's report in any status; null before the expert writes one. */
export async function getExpertReport(expertTicketId: string, signal?: AbortSignal): Promise<Report | null> {
  return clientReportSchema.parse(await api.get(`/api/v1/manager/expert-tickets/${encodeURIComponent(expertTicketId)}/report`, { signal })).report;
}

export function useExpertReport(expertTicketId: string) {
  return useQuery({
    queryKey: manageKeys.expertReport(expertTicketId),
    queryFn: ({ signal }) => getExpertReport(expertTicketId, signal),
    staleTime: MANAGE_STALE_MS,
  });
}
