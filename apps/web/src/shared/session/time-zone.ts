import { sessionKeys, type KeyValueStorage } from '../lib/storage';

/** The browser's IANA time zone, or null where the runtime does not tell it. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Whether this tab still has to report the time zone of `userId`: once per tab session and
 * account, so letters about messages show times in the person's own zone.
 */
export function takeTimeZoneTurn(storage: KeyValueStorage, userId: string): boolean {
  if (storage.getItem(sessionKeys.timeZoneReported) === userId) return false;
  storage.setItem(sessionKeys.timeZoneReported, userId);
  return true;
}
