import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './test.js';
import { choose } from './accounts.js';

export type Item = { id: number; name: string };

/** An actor's context signed in through the API, in the given language on this device. */
export async function openAs(browser: Browser, baseURL: string, token: string, path: string, language = 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  await context.addInitScript(
    ([session, lang]) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', session!);
      localStorage.setItem('current_language', lang!);
    },
    [token, language],
  );
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

export async function englishHandbooks(request: APIRequestContext): Promise<{ countries: Item[]; industries: Item[] }> {
  return (await (await request.get('/api/v2/handbooks', { headers: { 'accept-language': 'en' } })).json()) as { countries: Item[]; industries: Item[] };
}

export const long = (what: string) => `${what} `.repeat(12).trim() + ' for the end-to-end pilot journey.';

/** The corporate fills the create form and sends it; the info notice shows and the showcase is back. */
export async function submitPilot(page: Page, name: string, country: string, industry: string): Promise<void> {
  await page.getByTestId('pilot-create').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a pilot' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Pilot name' }).fill(name);
  await choose(page, 'Country', [country]);
  await choose(page, 'Industries', [industry]);
  await page.getByRole('textbox', { name: 'Description' }).fill(long('We want to cut delivery costs'));
  await page.getByRole('textbox', { name: 'Requirements' }).fill(long('A working product with customers'));
  await page.getByRole('textbox', { name: 'Terms' }).fill(long('Three months on twenty vans'));
  await page.getByTestId('pilot-submit').click();
  await expect(page.getByText('The pilot is submitted. It is visible in the showcase after moderation.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/cabinet\/pilot_showcase$/);
}

/** Picks one option of a select inside a dialog (Escape would close the dialog). */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
