import type { UserInfo } from '@platform/contract';
import { api } from '@/shared/api/api';
import { whenDeviceZone } from '@/shared/time-zone/device-zone';

/** Accounts this page has offered its zone to: a refused zone is not sent again on every refetch. */
const offered = new Set<string>();

/**
 * A new account (no time zone yet) takes the browser's zone once, so its first letters give
 * sensible times. The server stores it only while none is set; later the zone changes only in
 * the settings, never from where a browser happens to be. It runs beside the cabinet, not before
 * it: the zone comes from the warm-up worker when it can (see device-zone.ts). Resolves to the
 * account as stored after, or null when nothing was sent or the server refused.
 */
export async function offerInitialTimeZone(user: UserInfo): Promise<UserInfo | null> {
  if (user.timeZone !== null || offered.has(user.id)) return null;
  offered.add(user.id);
  try {
    // Loaded on demand: the zone names read the contract, which the first screen does without.
    const [{ currentZoneName }, device] = await Promise.all([import('@/shared/time-zone/zone-options'), whenDeviceZone()]);
    const body = await api.patch('/api/v1/user/settings', { initial_time_zone: currentZoneName(device) });
    const { userInfoSchema } = await import('@platform/contract/users');
    return userInfoSchema.parse(body);
  } catch {
    // Letters keep UTC until the person picks a zone in the settings.
    return null;
  }
}
