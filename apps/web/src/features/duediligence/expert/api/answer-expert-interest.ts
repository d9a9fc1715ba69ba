import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expertTicketSchema, type ExpertTicket } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { expertKeys } from './expert-keys';

/** `PATCH /api/v1/expert/ticket/duedill/accept/{id}`: true, false (cancels the ticket), or null to clear. */
export async function answerExpertInterest(id: string, interesting: boolean | null): Promise<ExpertTicket> {
  return expertTicketSchema.parse(await api.patch(`/api/v1/expert/ticket/duedill/accept/${encodeURIComponent(id)}`, { interesting }));
}

/** A change of the ticket answers the ticket: it replaces the cached one, and the list and counters are read again. */
export function useTicketMutation<V>(id: string, send: (value: V) => Promise<ExpertTicket>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (ticket) => client.setQueryData(expertKeys.detail(id), ticket),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: expertKeys.all });
      void client.invalidateQueries({ queryKey: queryKeys.userEvents });
    },
  });
}

export const useAnswerExpertInterest = (id: string) => useTicketMutation(id, (interesting: boolean | null) => answerExpertInterest(id, interesting));
