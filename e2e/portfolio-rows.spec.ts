import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { declareBacker, fileRound, roundStartup } from './support/crowdfunding-rounds.js';
import { text, type Language } from './support/texts.js';

/**
 * The portfolio's rows each open their own round: a fresh investor backs three rounds of the
 * journey's own, then, at 1280 and 390 px in English and Russian, clicks the first, the middle and
 * the last row and lands on that row's round each time (its id in the address, its name in the
 * heading), and back on the list.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh startup's round, activated by the manager; its id. */
async function activeRound(request: APIRequestContext, email: string, company: string, manager: string): Promise<string> {
  const startup = await roundStartup(request, email, company);
  const id = await fileRound(request, startup, { min: 100_000, max: 400_000 });
  const res = await request.post(`/api/v1/manager/crowdfunding/${id}/status`, { headers: auth(manager), data: { status: 'active' } });
  expect(res.ok(), await res.text()).toBe(true);
  return id;
}

async function openEachRow(page: Page, language: Language, names: Map<string, string>): Promise<void> {
  const rows = page.getByTestId('portfolio-row');
  await page.goto('/cabinet/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: text(language, 'portfolio.title') })).toBeVisible(FIRST_LOAD);
  await expect(rows).toHaveCount(names.size);
  for (const index of [0, 1, names.size - 1]) {
    const row = rows.nth(index);
    const id = await row.getAttribute('data-round-id');
    const name = names.get(id ?? '');
    expect(name, `row ${index} is one of the journey's rounds`).toBeTruthy();
    await expect(row.getByRole('link', { name })).toBeVisible();
    // A click on the row's middle, as a reader taps it, whatever lies on top there (the pointer's
    // own hit test, not Playwright's check that the row receives it).
    await row.scrollIntoViewIfNeeded();
    const box = await row.boundingBox();
    expect(box, `row ${index} is on the page`).toBeTruthy();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(page).toHaveURL(new RegExp(`/cabinet/crowdfunding/view/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(names.size);
  }
}

test('each row of the portfolio opens its own round, at 1280 and 390 px in English and Russian', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const manager = await apiLogin(request, demo.manager);
  const names = new Map<string, string>();
  for (const word of ['Alder', 'Birch', 'Cedar']) {
    const company = `${word} Row Robotics ${stamp}`;
    names.set(await activeRound(request, uniqueEmail(testInfo, `row-${word.toLowerCase()}`), company, manager), company);
  }
  const investor = await apiSignUp(request, uniqueEmail(testInfo, 'row-investor'), `Row Capital ${stamp}`);
  const token = await apiLogin(request, investor.email, investor.password);
  await declareBacker(request, token);
  for (const id of names.keys()) {
    const joined = await request.post(`/api/v1/foundation/crowdfunding_invest/${id}`, { headers: auth(token), data: { amount: 5000 } });
    expect(joined.ok(), await joined.text()).toBe(true);
  }

  for (const language of ['en', 'ru'] as const) {
    const { context, page } = await cabinetDevice(browser, baseURL!, token, language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
      await openEachRow(page, language, names);
    }
    await context.close();
  }
});
