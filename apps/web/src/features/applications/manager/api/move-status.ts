import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managerTicketSchema, statusMoveBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { invalidateAfterChange, manageKeys } from '@/shared/api/manager-keys';

export type StatusMove = z.input<typeof statusMoveBodySchema>;

/** `POST /api/v1/manager/tickets/{id}/status`: one step forward or cancel, with an optional comment. */
export async function moveStatus(id: string, move: StatusMove): Promise<ManagerTicket> {
  const body = statusMoveBodySchema.parse(move);
  return managerTicketSchema.parse(
    await api.post(`/api/v1/manager/tickets/${encodeURIComponent(id)}/status`, { status: body.status, ...(body.comment ? { comment: body.comment } : {}) }),
  );
}

/** The answer is the moved ticket: it replaces the cached one; the queue and the audit log read again. */
export function useMoveStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: StatusMove) => moveStatus(id, move),
    onSuccess: (ticket) => client.setQueryData(manageKeys.ticket(id), ticket),
    onSettled: () => invalidateAfterChange(client),
  });
}
