import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managerTicketSchema, sendToExpertBodySchema, type SendToExpertBody } from '@platform/contract';
import { api } from '@/shared/api/api';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { invalidateAfterChange, manageKeys } from '@/shared/api/manager-keys';

/** `POST /api/v1/manager/tickets/{id}/expert`: sends a client's due-diligence ticket to an expert company; answers the client ticket. */
export async function sendToExpert(ticketId: string, body: SendToExpertBody): Promise<ManagerTicket> {
  const valid = sendToExpertBodySchema.parse(body);
  return managerTicketSchema.parse(await api.post(`/api/v1/manager/tickets/${encodeURIComponent(ticketId)}/expert`, valid));
}

/** The answer replaces the cached client ticket; the queue (a new expert ticket), the ranking and the audit log read again. */
export function useSendToExpert(ticketId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendToExpertBody) => sendToExpert(ticketId, body),
    onSuccess: (ticket) => client.setQueryData(manageKeys.ticket(ticketId), ticket),
    onSettled: () => invalidateAfterChange(client),
  });
}
