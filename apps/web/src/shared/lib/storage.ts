/** Every key the web keeps in localStorage (spec part 2, section 9). */
export const storageKeys = {
  token: 'token',
  language: 'current_language',
  /** A signed-out visitor's crowdfunding filters; signed-in users keep theirs on the server. */
  crowdfundingFilters: 'crowdfunding_filters',
} as const;

/** sessionStorage keys: they live as long as the tab. */
export const sessionKeys = {
  history: 'navigation_history',
  /** Sign-up answers so far (never the password), so a reload keeps the steps done. */
  signUp: 'sign_up_draft',
  /** The e-mail and proof of a password recovery under way. */
  recovery: 'password_recovery',
  /** "account zone": the account and device zone whose time zone notice was closed in this tab. */
  zoneNoticeDismissed: 'time_zone_notice_dismissed',
} as const;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/**
 * Browser storage that never throws: private modes and disabled storage make every call throw,
 * and the cabinet must still work for the current tab then.
 */
function safeStorage(pick: () => Storage): KeyValueStorage {
  const fallback = createMemoryStorage();
  const target = (): KeyValueStorage => {
    try {
      const storage = pick();
      const probe = '__probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    } catch {
      return fallback;
    }
  };
  let resolved: KeyValueStorage | undefined;
  const get = () => (resolved ??= target());
  return {
    getItem: (key) => get().getItem(key),
    setItem: (key, value) => {
      try {
        get().setItem(key, value);
      } catch {
        fallback.setItem(key, value);
      }
    },
    removeItem: (key) => get().removeItem(key),
    clear: () => get().clear(),
  };
}

const hasWindow = typeof window !== 'undefined';

export const localStore: KeyValueStorage = hasWindow ? safeStorage(() => window.localStorage) : createMemoryStorage();
export const sessionStore: KeyValueStorage = hasWindow ? safeStorage(() => window.sessionStorage) : createMemoryStorage();
