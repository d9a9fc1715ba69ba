import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@platform/contract';
import { api } from '@/shared/api/api';
import { calendarFeedKeys, calendarFeedPath } from './calendar-feed-keys';

/** `POST …/calendar-feed`: makes the feed or replaces it; the answer holds the address, once. */
export async function createCalendarFeed(expertId: string): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await api.post(calendarFeedPath(expertId)));
}

export function useCreateCalendarFeed(expertId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(expertId),
    onSettled: () => client.invalidateQueries({ queryKey: calendarFeedKeys.of(expertId) }),
  });
}
