import { useQuery } from '@tanstack/react-query';
import { sessionListSchema, type SessionList } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

/** `GET /api/v1/user/sessions`: the account's live sessions, this one marked. */
export async function getSessions(signal?: AbortSignal): Promise<SessionList> {
  return sessionListSchema.parse(await api.get('/api/v1/user/sessions', { signal }));
}

export const useSessions = () => useQuery({ queryKey: queryKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });
