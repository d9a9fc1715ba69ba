import { localStore, storageKeys, type KeyValueStorage } from '@/shared/lib/storage';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** Tells subscribers to re-read, e.g. after the whole storage was cleared or another tab changed it. */
  notify(): void;
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(storage: KeyValueStorage): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => storage.getItem(storageKeys.token),
    set(token) {
      if (storage.getItem(storageKeys.token) === token) return;
      storage.setItem(storageKeys.token, token);
      notify();
    },
    clear() {
      storage.removeItem(storageKeys.token);
      notify();
    },
    notify,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const tokenStore = createTokenStore(localStore);

if (typeof window !== 'undefined') {
  // A log-out or log-in in another tab changes the token there; this tab follows it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.token) tokenStore.notify();
  });
}
