import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxMailSchema, type OutboxMail } from '@platform/contract';
import { api } from '@/shared/api/api';
import { manageKeys } from '@/shared/api/manager-keys';

/** `POST /api/v1/manager/outbox/{id}/retry`: a failed letter gets a new round of delivery attempts. */
export async function retryMail(id: string): Promise<OutboxMail> {
  return outboxMailSchema.parse(await api.post(`/api/v1/manager/outbox/${encodeURIComponent(id)}/retry`, {}));
}

/** After a retry, success or not, the outbox reads again: the letter's state has moved or was moved by someone else. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: manageKeys.allOutbox });
      void client.invalidateQueries({ queryKey: manageKeys.allAudit });
    },
  });
}
