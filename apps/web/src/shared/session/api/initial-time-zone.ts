import type { UserInfo } from '@platform/contract';
import { api } from '../../api/api';
import { browserTimeZone } from '../../time-zone/zone-options';

/** Accounts this page has offered its zone to: a refused zone is not sent again on every refetch. */
const offered = new Set<string>();

/**
 * A new account (no time zone yet) takes the browser's zone once, so its first letters give
 * sensible times. The server stores it only while none is set; later the zone changes only in
 * the settings, never from where a browser happens to be.
 */
export async function withInitialTimeZone(user: UserInfo): Promise<UserInfo> {
  const zone = browserTimeZone();
  if (user.timeZone !== null || !zone || offered.has(user.id)) return user;
  offered.add(user.id);
  try {
    const body = await api.patch('/api/v1/user/settings', { initial_time_zone: zone });
    const { userInfoSchema } = await import('@platform/contract');
    return userInfoSchema.parse(body);
  } catch {
    // Letters keep UTC until the person picks a zone in the settings.
    return user;
  }
}
