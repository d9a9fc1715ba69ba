import { useQuery } from '@tanstack/react-query';
import { outboxSchema, type OutboxMail } from '@platform/contract';
import { api } from '../../../shared/api/api';
import { ResponseStatusError } from '../../../shared/api/errors';
import { MANAGE_STALE_MS, manageKeys } from './keys';

export type { OutboxMail };

/** `GET /api/v1/dev/outbox?to`: the newest mails kept without an SMTP server (managers only). */
export async function getOutbox(to: string | null, signal?: AbortSignal): Promise<OutboxMail[]> {
  return outboxSchema.parse(await api.get('/api/v1/dev/outbox', { query: to ? { to } : {}, signal })).mails;
}

/** The server answers 404 when mail goes out through SMTP: there is no outbox to read then. */
export const isOutboxOff = (error: unknown) => error instanceof ResponseStatusError && error.status === 404;

export function useOutbox(to: string | null) {
  return useQuery({
    queryKey: manageKeys.outbox(to),
    queryFn: ({ signal }) => getOutbox(to, signal),
    staleTime: MANAGE_STALE_MS,
    retry: (count, error) => !isOutboxOff(error) && count < 2,
  });
}
