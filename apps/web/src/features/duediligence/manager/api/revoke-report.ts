import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientReportSchema, revokeReportBodySchema, type Report, type RevokeReportBody } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { invalidateAfterChange, manageKeys } from '@/shared/api/manager-keys';

/** `POST /api/v1/manager/reports/{id}/revoke`: withdraws an approved report's approval with a reason; answers the report. */
export async function revokeReport(reportId: string, revoke: RevokeReportBody): Promise<Report> {
  const body = revokeReportBodySchema.parse(revoke);
  return clientReportSchema.parse(await api.post(`/api/v1/manager/reports/${encodeURIComponent(reportId)}/revoke`, body)).report!;
}

/**
 * The revoked report replaces the expert ticket's; the passports, shared reports and profile
 * views, the startups list and the tickets read again, so no page of this browser keeps the badge.
 */
export function useRevokeReport(expertTicketId: string, reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeReportBody) => revokeReport(reportId, body),
    onSuccess: (report) => client.setQueryData(manageKeys.expertReport(expertTicketId), report),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.profiles });
      void client.invalidateQueries({ queryKey: queryKeys.startups });
      return invalidateAfterChange(client);
    },
  });
}
