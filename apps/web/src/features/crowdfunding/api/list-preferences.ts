import { localStore, storageKeys } from '@/shared/lib/storage';

/** A signed-out visitor's filters stay in this browser (spec section 4: local storage). */
export function readVisitorFilters(): unknown {
  const text = localStore.getItem(storageKeys.crowdfundingFilters);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeVisitorFilters(value: unknown): void {
  if (value === null) localStore.removeItem(storageKeys.crowdfundingFilters);
  else localStore.setItem(storageKeys.crowdfundingFilters, JSON.stringify(value));
}
