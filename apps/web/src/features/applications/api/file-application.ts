import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdTicketSchema, type ClientTicketType } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { formEndpoint } from '../lib/form-kinds';

export type CreatedTicket = z.infer<typeof createdTicketSchema>;

/** `POST …_form`: files an application of the given type; answers its id and first status. */
export async function fileApplication(type: ClientTicketType, body: Record<string, unknown>): Promise<CreatedTicket> {
  return createdTicketSchema.parse(await api.post(formEndpoint(type), body));
}

export function useFileApplication(type: ClientTicketType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => fileApplication(type, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.tickets }),
  });
}
