import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin } from './support/api.js';
import { FIRST_LOAD, cabinetDevice } from './support/cabinet.js';
import { text, type Language } from './support/texts.js';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** English on a desktop, Russian on a phone: the issue saw the search come back at both widths. */
const screens = { en: { width: 1280, height: 800 }, ru: { width: 390, height: 844 } } as const;

/** Moves inside the app the way a router link does: the list unmounts, the document stays. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

interface KeptList {
  path: string;
  preference: string;
  search: Locator;
  /** Visible once the list shows its rows unsearched. */
  whole: Locator;
}

/**
 * Types a search, waits until the server keeps it, clears it and leaves at once by `leave`; the
 * list then opens with an empty search, and so after a reload.
 */
async function clearAndLeave(page: Page, list: KeptList, term: string, leave: () => Promise<unknown>): Promise<void> {
  const kept = page.waitForResponse((res) => res.url().endsWith(`/api/v1/user/preferences/${list.preference}`) && res.request().method() === 'PUT');
  await list.search.fill(term);
  expect((await kept).ok()).toBe(true);
  await list.search.fill('');
  await leave();
  await expect(list.whole).toBeVisible(FIRST_LOAD);
  await expect(list.search).toHaveValue('');
  await page.reload();
  await expect(list.whole).toBeVisible(FIRST_LOAD);
  await expect(list.search).toHaveValue('');
}

/** Both ways of leaving: another page of the app and back, and a reload straight after clearing. */
async function checkKeptList(page: Page, list: KeptList, term: string): Promise<void> {
  await page.goto(list.path);
  await expect(list.whole).toBeVisible(FIRST_LOAD);
  await clearAndLeave(page, list, term, async () => {
    await goInApp(page, '/cabinet/settings');
    await expect(list.search).toBeHidden();
    await goInApp(page, list.path);
  });
  await clearAndLeave(page, list, term, () => page.reload());
}

async function expertWithTwoExperts(request: APIRequestContext, email: string): Promise<string> {
  const { industries } = (await (await request.get('/api/v2/handbooks')).json()) as { industries: { id: number }[] };
  const account = await apiSignUp(request, email, 'Cleared Diligence', { role: 'expert', expertIn: [industries[0]!.id] });
  const token = await apiLogin(request, account.email, account.password);
  for (const name of ['Grace', 'Alan']) {
    const added = await request.post('/api/v1/expert/internal-expert', {
      headers: auth(token),
      data: { name, surname: 'Cleared', expert_in: [industries[0]!.id] },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  return token;
}

for (const language of ['en', 'ru'] as const satisfies readonly Language[]) {
  test(`${language}: a search cleared on the expert list stays cleared when the page is left at once`, async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(120_000);
    const token = await expertWithTwoExperts(request, uniqueEmail(testInfo, `cleared-experts-${language}`));
    const { context, page } = await cabinetDevice(browser, baseURL!, token, language);
    await page.setViewportSize(screens[language]);
    const rows = page.getByTestId('expert-row');
    const whole = rows.nth(1);
    await checkKeptList(
      page,
      { path: '/cabinet/expert-list', preference: 'expert_filter', search: page.getByRole('textbox', { name: text(language, 'experts.search') }), whole },
      'Grace',
    );
    await expect(rows).toHaveCount(2);
    await context.close();
  });

  test(`${language}: a search cleared on the startups list stays cleared when the page is left at once`, async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(120_000);
    const account = await apiSignUp(request, uniqueEmail(testInfo, `cleared-startups-${language}`), 'Cleared Capital');
    const { context, page } = await cabinetDevice(browser, baseURL!, await apiLogin(request, account.email, account.password), language);
    await page.setViewportSize(screens[language]);
    const search = page.getByRole('searchbox', { name: text(language, 'startupsList.search') });
    await checkKeptList(
      page,
      { path: '/cabinet/startups', preference: 'startups_filters', search, whole: page.getByTestId('startup-row').nth(1) },
      'Nothing by this name',
    );
    await context.close();
  });
}
