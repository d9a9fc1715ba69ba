import { currentZoneName } from '@/shared/time-zone/zone-options';

/**
 * The browser's zone to offer in the settings, or null when it is unknown or already the
 * account's (old and new spellings of one zone, `Europe/Kiev` and `Europe/Kyiv`, are the same).
 */
export function zoneToOffer(account: string | null, browser: string | null): string | null {
  if (!browser) return null;
  if (account !== null && currentZoneName(account) === currentZoneName(browser)) return null;
  return currentZoneName(browser);
}
