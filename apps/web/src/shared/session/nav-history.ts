import { isPublicPath, isSignInPath, paths } from '@/shared/paths';
import { sessionKeys, sessionStore, type KeyValueStorage } from '@/shared/lib/storage';

/** Recent pages kept for the return after log-in (spec part 2, section 2). */
export const HISTORY_LIMIT = 9;
/** The one-time sign-in key travels in this search parameter (`/?key=…`). */
export const SIGNIN_KEY_PARAM = 'key';

export interface NavHistory {
  entries(): string[];
  record(pathname: string, search: string): void;
  /** The last page worth returning to after log-in: not a sign-in page, not a static page. */
  returnTarget(): string | null;
  clear(): void;
}

export function withoutSignInKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIGNIN_KEY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Where a valid sign-in key lands: the page it was opened on, less the key; from a sign-in page
 * (`/?key=…`, the mailed link) the last page worth returning to, else the cabinet's profile.
 */
export function signInKeyTarget(pathname: string, search: string, returnTarget: string | null): string {
  return isSignInPath(pathname) ? (returnTarget ?? paths.cabinet.profile()) : pathname + withoutSignInKey(search);
}

export function createNavHistory(storage: KeyValueStorage): NavHistory {
  const entries = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(sessionKeys.history) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    entries,
    record(pathname, search) {
      const url = `${pathname}${withoutSignInKey(search)}`;
      const list = entries();
      if (list[list.length - 1] === url) return;
      storage.setItem(sessionKeys.history, JSON.stringify([...list, url].slice(-HISTORY_LIMIT)));
    },
    returnTarget() {
      const list = entries();
      for (let i = list.length - 1; i >= 0; i--) {
        const url = list[i]!;
        if (!isPublicPath(url.split('?')[0]!)) return url;
      }
      return null;
    },
    clear: () => storage.removeItem(sessionKeys.history),
  };
}

export const navHistory = createNavHistory(sessionStore);
