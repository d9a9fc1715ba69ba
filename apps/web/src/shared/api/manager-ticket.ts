import { useQuery } from '@tanstack/react-query';
import { managerTicketSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from './api';
import { MANAGE_STALE_MS, manageKeys } from './manager-keys';

export type ManagerTicket = z.infer<typeof managerTicketSchema>;

/** `GET /api/v1/manager/tickets/{id}`: form, files, history, offers and the moves allowed now. */
export async function getManagerTicket(id: string, signal?: AbortSignal): Promise<ManagerTicket> {
  return managerTicketSchema.parse(await api.get(`/api/v1/manager/tickets/${encodeURIComponent(id)}`, { signal }));
}

/** `enabled: false` for an id that cannot be a ticket's, where a screen only decorates with the ticket. */
export function useManagerTicket(id: string, enabled = true) {
  return useQuery({ queryKey: manageKeys.ticket(id), queryFn: ({ signal }) => getManagerTicket(id, signal), staleTime: MANAGE_STALE_MS, enabled });
}
