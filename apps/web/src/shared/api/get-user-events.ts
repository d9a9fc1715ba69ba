import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserEvents } from '@platform/contract';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * `GET /api/v1/user/events`: the badge counters; the socket pushes fresh ones as `userEvents`.
 * The schema (and zod) load with the answer, as the session's do: the cabinet's frame asks for the
 * counters, and its first paint should not wait for the schemas' files.
 */
export async function getUserEvents(signal?: AbortSignal): Promise<UserEvents> {
  const body = await api.get('/api/v1/user/events', { signal });
  const { userEventsSchema } = await import('@platform/contract/users');
  return userEventsSchema.parse(body);
}

export const userEventsQueryOptions = () => queryOptions({ queryKey: queryKeys.userEvents, queryFn: ({ signal }) => getUserEvents(signal) });

/**
 * One figure of the counters, read once and then kept current by the socket and by invalidation
 * after a change. `select` should be stable: a reader re-renders only when its figure changes.
 */
export const useUserEvents = <T>(select: (events: UserEvents) => T) => useQuery({ ...userEventsQueryOptions(), select });
