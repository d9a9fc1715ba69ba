import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { calendarFeedKeys, calendarFeedPath } from './calendar-feed-keys';

/** `DELETE …/calendar-feed`: revokes it. */
export async function revokeCalendarFeed(expertId: string): Promise<void> {
  await api.delete(calendarFeedPath(expertId));
}

export function useRevokeCalendarFeed(expertId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => revokeCalendarFeed(expertId),
    onSettled: () => client.invalidateQueries({ queryKey: calendarFeedKeys.of(expertId) }),
  });
}
