import type { Page } from '@playwright/test';

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
