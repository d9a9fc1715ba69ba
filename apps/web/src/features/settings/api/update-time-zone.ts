import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { useUserChanged } from './invalidate-user';

/**
 * `PATCH /api/v1/user/settings {time_zone}`: the zone of the account's letters and invites. The
 * cabinet's frame holds it (the zone notice), so the schema loads with the answer, not the frame.
 */
export async function updateTimeZone(timeZone: string) {
  const body = await api.patch('/api/v1/user/settings', { time_zone: timeZone });
  const { userInfoSchema } = await import('@platform/contract/users');
  return userInfoSchema.parse(body);
}

export function useUpdateTimeZone() {
  const userChanged = useUserChanged();
  return useMutation({ mutationFn: updateTimeZone, onSuccess: (user) => userChanged(user) });
}
