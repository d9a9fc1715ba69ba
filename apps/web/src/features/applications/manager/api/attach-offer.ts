import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attachOfferBodySchema, managerTicketSchema, type Candidate } from '@platform/contract';
import { api } from '@/shared/api/api';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { invalidateAfterChange, manageKeys } from '@/shared/api/manager-keys';

/** `POST /api/v1/manager/tickets/{id}/offers`: offers a company on the ticket; answers the ticket. */
export async function attachOffer(ticketId: string, companyId: string): Promise<ManagerTicket> {
  const body = attachOfferBodySchema.parse({ company_id: companyId });
  return managerTicketSchema.parse(await api.post(`/api/v1/manager/tickets/${encodeURIComponent(ticketId)}/offers`, body));
}

export function useAttachOffer(ticketId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => attachOffer(ticketId, companyId),
    onSuccess: (ticket, companyId) => {
      client.setQueryData(manageKeys.ticket(ticketId), ticket);
      // The candidate shows as offered at once; the ranked list reads again behind it.
      client.setQueryData<Candidate[]>(manageKeys.candidates(ticketId), (list) => list?.map((c) => (c.id === companyId ? { ...c, alreadyOffered: true } : c)));
    },
    onSettled: () => invalidateAfterChange(client),
  });
}
