import type { Browser, BrowserContext, Page } from '@playwright/test';

/** The first screen of a journey loads the shell, the session and the screen's chunk: on a busy machine that takes a while. */
export const FIRST_LOAD = { timeout: 30_000 };

/**
 * Opens a cabinet page with a session made through the API, in English on this device. A device's
 * own language choice keeps the journey's texts English even if another journey switches the
 * shared demo account to Russian meanwhile.
 */
export async function openCabinetAs(page: Page, token: string, path = '/cabinet/profile'): Promise<void> {
  await page.addInitScript((session) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', session);
    if (!localStorage.getItem('current_language')) localStorage.setItem('current_language', 'en');
  }, token);
  await page.goto(path);
}

/**
 * A device of its own (a browser context) signed in with a session made through the API, the
 * cookie notice answered and `language` chosen on it: for journeys that read a screen in each
 * language, on a screen `viewport` wide (the browser's default when not given), a phone's touch
 * screen when `touch` is set. The caller closes the context.
 */
export async function cabinetDevice(
  browser: Browser,
  baseURL: string,
  token: string,
  language: 'en' | 'ru',
  viewport?: { width: number; height: number },
  touch = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}), ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  await context.addInitScript(
    ([session, lang]) => {
      localStorage.setItem('token', session!);
      localStorage.setItem('current_language', lang!);
    },
    [token, language],
  );
  return { context, page: await context.newPage() };
}
