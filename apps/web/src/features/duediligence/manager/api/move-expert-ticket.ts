import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expertMoveBodySchema, managerTicketSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { invalidateAfterChange, manageKeys } from '@/shared/api/manager-keys';

export type ExpertMove = z.input<typeof expertMoveBodySchema>;

/** `POST /api/v1/manager/expert-tickets/{id}/status`: terms agreed with the client, or cancel; answers the expert ticket. */
export async function moveExpertTicket(expertTicketId: string, move: ExpertMove): Promise<ManagerTicket> {
  const body = expertMoveBodySchema.parse(move);
  return managerTicketSchema.parse(
    await api.post(`/api/v1/manager/expert-tickets/${encodeURIComponent(expertTicketId)}/status`, {
      event: body.event,
      ...(body.comment ? { comment: body.comment } : {}),
    }),
  );
}

/** The moved expert ticket replaces its cached page; the client ticket it belongs to moves too, so all tickets read again. */
export function useMoveExpertTicket(expertTicketId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: ExpertMove) => moveExpertTicket(expertTicketId, move),
    onSuccess: (ticket) => client.setQueryData(manageKeys.ticket(expertTicketId), ticket),
    onSettled: () => invalidateAfterChange(client),
  });
}
