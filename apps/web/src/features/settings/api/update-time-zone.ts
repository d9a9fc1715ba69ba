import { useMutation } from '@tanstack/react-query';
import { userInfoSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useUserChanged } from './invalidate-user';

/** `PATCH /api/v1/user/settings {time_zone}`: the zone of the account's letters and invites. */
export async function updateTimeZone(timeZone: string) {
  return userInfoSchema.parse(await api.patch('/api/v1/user/settings', { time_zone: timeZone }));
}

export function useUpdateTimeZone() {
  const userChanged = useUserChanged();
  return useMutation({ mutationFn: updateTimeZone, onSuccess: (user) => userChanged(user) });
}
