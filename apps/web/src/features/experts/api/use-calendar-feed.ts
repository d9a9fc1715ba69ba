import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@platform/contract';
import { api } from '@/shared/api/api';

const pathOf = (expertId: string) => `/api/v1/expert/internal-expert/${encodeURIComponent(expertId)}/calendar-feed`;
export const calendarFeedKeys = { of: (expertId: string) => ['calendar-feed', expertId] as const };

/** `GET …/calendar-feed`: whether the expert has a feed and since when; never its address. */
export async function getCalendarFeed(expertId: string, signal?: AbortSignal): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await api.get(pathOf(expertId), { signal }));
}

/** `POST …/calendar-feed`: makes the feed or replaces it; the answer holds the address, once. */
export async function createCalendarFeed(expertId: string): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await api.post(pathOf(expertId)));
}

/** `DELETE …/calendar-feed`: revokes it. */
export async function revokeCalendarFeed(expertId: string): Promise<void> {
  await api.delete(pathOf(expertId));
}

export function useCalendarFeed(expertId: string | null) {
  return useQuery({
    queryKey: calendarFeedKeys.of(expertId ?? ''),
    queryFn: ({ signal }) => getCalendarFeed(expertId!, signal),
    enabled: expertId !== null,
  });
}

export function useCreateCalendarFeed(expertId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(expertId),
    onSettled: () => client.invalidateQueries({ queryKey: calendarFeedKeys.of(expertId) }),
  });
}

export function useRevokeCalendarFeed(expertId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => revokeCalendarFeed(expertId),
    onSettled: () => client.invalidateQueries({ queryKey: calendarFeedKeys.of(expertId) }),
  });
}
