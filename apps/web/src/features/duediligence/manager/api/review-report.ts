import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managerTicketSchema, reportReviewBodySchema, type ReportReviewBody } from '@platform/contract';
import { api } from '@/shared/api/api';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { invalidateAfterChange, manageKeys } from '@/shared/api/manager-keys';

/** `POST /api/v1/manager/expert-tickets/{id}/review`: approve the report, or ask for changes; answers the expert ticket. */
export async function reviewReport(expertTicketId: string, review: ReportReviewBody): Promise<ManagerTicket> {
  const body = reportReviewBodySchema.parse(review);
  return managerTicketSchema.parse(await api.post(`/api/v1/manager/expert-tickets/${encodeURIComponent(expertTicketId)}/review`, body));
}

/** The reviewed ticket replaces its page; its report, the reports queue and the client ticket read again (all under tickets). */
export function useReviewReport(expertTicketId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: ReportReviewBody) => reviewReport(expertTicketId, review),
    onSuccess: (ticket) => client.setQueryData(manageKeys.ticket(expertTicketId), ticket),
    onSettled: () => invalidateAfterChange(client),
  });
}
