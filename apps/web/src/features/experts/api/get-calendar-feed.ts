import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@platform/contract';
import { api } from '@/shared/api/api';
import { calendarFeedKeys, calendarFeedPath } from './calendar-feed-keys';

/** `GET …/calendar-feed`: whether the expert has a feed and since when; never its address. */
export async function getCalendarFeed(expertId: string, signal?: AbortSignal): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await api.get(calendarFeedPath(expertId), { signal }));
}

export const calendarFeedQueryOptions = (expertId: string | null) =>
  queryOptions({
    queryKey: calendarFeedKeys.of(expertId ?? ''),
    queryFn: ({ signal }) => getCalendarFeed(expertId!, signal),
    enabled: expertId !== null,
  });

export const useCalendarFeed = (expertId: string | null) => useQuery(calendarFeedQueryOptions(expertId));
