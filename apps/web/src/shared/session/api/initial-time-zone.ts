import type { UserInfo } from '@platform/contract';
import { api } from '@/shared/api/api';

/** Accounts this page has offered its zone to: a refused zone is not sent again on every refetch. */
const offered = new Set<string>();

/**
 * A new account (no time zone yet) takes the browser's zone once, so its first letters give
 * sensible times. The server stores it only while none is set; later the zone changes only in
 * the settings, never from where a browser happens to be.
 */
export async function withInitialTimeZone(user: UserInfo): Promise<UserInfo> {
  if (user.timeZone !== null || offered.has(user.id)) return user;
  offered.add(user.id);
  try {
    // Loaded on demand: the zone list reads the contract, which the first screen does without.
    const { browserTimeZone } = await import('@/shared/time-zone/zone-options');
    const zone = browserTimeZone();
    if (!zone) return user;
    const body = await api.patch('/api/v1/user/settings', { initial_time_zone: zone });
    const { userInfoSchema } = await import('@platform/contract/users');
    return userInfoSchema.parse(body);
  } catch {
    // Letters keep UTC until the person picks a zone in the settings.
    return user;
  }
}
