import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEventsSchema, type UserEvents } from '@platform/contract';
import { api } from './api';
import { queryKeys } from './query-keys';

/** `GET /api/v1/user/events`: the badge counters; the socket pushes fresh ones as `userEvents`. */
export async function getUserEvents(signal?: AbortSignal): Promise<UserEvents> {
  return userEventsSchema.parse(await api.get('/api/v1/user/events', { signal }));
}

export const userEventsQueryOptions = () => queryOptions({ queryKey: queryKeys.userEvents, queryFn: ({ signal }) => getUserEvents(signal) });

/**
 * One figure of the counters, read once and then kept current by the socket and by invalidation
 * after a change. `select` should be stable: a reader re-renders only when its figure changes.
 */
export const useUserEvents = <T>(select: (events: UserEvents) => T) => useQuery({ ...userEventsQueryOptions(), select });
