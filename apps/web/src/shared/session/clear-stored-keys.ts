import { localStore, storageKeys, type KeyValueStorage } from '@/shared/lib/storage';

/**
 * Log-out forgets everything the web stored for the account (spec part 2, section 4). The
 * interface language is the person's choice on this device, not account data, so it stays.
 */
export function clearStoredKeys(storage: KeyValueStorage = localStore): void {
  const language = storage.getItem(storageKeys.language);
  storage.clear();
  if (language) storage.setItem(storageKeys.language, language);
}
