import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expertReportResponseSchema, type ExpertReportResponse, type ReportSaveBody } from '@platform/contract';
import { api } from '@/shared/api/api';
import { expertKeys } from './expert-keys';

/** `GET /api/v1/expert/report/{appId}`: the report's status, its content and whether it may be edited now. */
export async function getExpertReport(ticketId: string, signal?: AbortSignal): Promise<ExpertReportResponse> {
  return expertReportResponseSchema.parse(await api.get(`/api/v1/expert/report/${encodeURIComponent(ticketId)}`, { signal }));
}

/** `PUT /api/v1/expert/report/{appId}`: saves the draft, or with `submit` sends it for review. */
export async function saveExpertReport(ticketId: string, body: ReportSaveBody): Promise<ExpertReportResponse> {
  return expertReportResponseSchema.parse(await api.put(`/api/v1/expert/report/${encodeURIComponent(ticketId)}`, body));
}

export const useExpertReport = (ticketId: string, enabled = true) =>
  useQuery({
    queryKey: expertKeys.report(ticketId),
    queryFn: ({ signal }) => getExpertReport(ticketId, signal),
    enabled,
  });

/** A save answers the report; a submit also moves the ticket, so the ticket and the list are read again. */
export function useSaveExpertReport(ticketId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportSaveBody) => saveExpertReport(ticketId, body),
    onSuccess: (report) => client.setQueryData(expertKeys.report(ticketId), report),
    onSettled: () => void client.invalidateQueries({ queryKey: expertKeys.all }),
  });
}
