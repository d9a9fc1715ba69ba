import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { DEMO_PASSWORD, apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { text } from './support/texts.js';

type Round = { id: string; startup_name: string; status: string };
type RoundList = { crowdfunds: Round[]; total: number };

const LIST = '/cabinet/crowdfunding';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The list as the API gives it, to compare the screen with. */
async function apiList(request: APIRequestContext, path: string, body: object = {}, headers: Record<string, string> = {}): Promise<RoundList> {
  const res = await request.post(`${path}?take=20&skip=0`, { data: body, headers });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as RoundList;
}

/** The demo investor's stored filters, forgotten so each run starts from the default list. */
async function forgetFilters(request: APIRequestContext, token: string): Promise<void> {
  await request.put('/api/v1/user/preferences/crowdfunding_filters', { data: { value: null }, headers: auth(token) });
}

const cards = (page: Page) => page.getByTestId('round-card');
const tags = (page: Page) => page.getByTestId('filter-tag');
const totalText = (count: number) => (count === 1 ? '1 round' : `${count} rounds`);
/** "$1,250,000" as a number. */
const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a signed-out visitor reads the rounds with a call to sign in, a card opens its round, and signing in comes back to the list', async ({
  page,
  request,
}) => {
  const { total, crowdfunds } = await apiList(request, '/api/v1/public/crowdfunding_dashboard_list');
  await page.addInitScript(() => localStorage.setItem('current_language', 'en'));
  await page.goto(LIST);

  await expect(page.getByRole('heading', { level: 1, name: 'Crowdfunding' })).toBeVisible(FIRST_LOAD);
  await expect(cards(page)).toHaveCount(Math.min(20, total));
  // Other journeys open rounds meanwhile: what the page shows matches the list before or after it loaded.
  const after = await apiList(request, '/api/v1/public/crowdfunding_dashboard_list');
  const shown = Number((await page.getByTestId('crowdfunding-total').textContent())!.match(/\d+/)![0]);
  expect(shown).toBeGreaterThanOrEqual(total);
  expect(shown).toBeLessThanOrEqual(after.total);
  const first = (await cards(page).first().textContent()) ?? '';
  expect([crowdfunds[0]!.startup_name, after.crowdfunds[0]!.startup_name].some((name) => first.includes(name))).toBe(true);
  // No cabinet menu: the public frame, read-only, with a way in.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  const signIn = page.getByTestId('crowdfunding-sign-in');
  await expect(signIn).toContainText('Sign in as an investor or a corporate to join a round.');
  await expect(signIn.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/login');

  // The visitor's filters stay in this browser across a reload.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('radio', { name: 'Active' }).check();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).click();
  await expect(tags(page)).toHaveText(['Status: Active']);
  await page.reload();
  await expect(tags(page)).toHaveText(['Status: Active'], FIRST_LOAD);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(tags(page)).toHaveCount(0);

  // The first card opens the round it shows: after the filters were cleared the list loaded again,
  // and a round another journey opened meanwhile may lead it now.
  const link = cards(page).first().getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  const opened = href.match(/^\/cabinet\/crowdfunding\/view\/([0-9a-f-]{36})$/)?.[1];
  const latest = await apiList(request, '/api/v1/public/crowdfunding_dashboard_list');
  expect([crowdfunds[0]!.id, after.crowdfunds[0]!.id, latest.crowdfunds[0]!.id]).toContain(opened);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // Signing in from the list comes back to it, now in the cabinet (the corporate's: the investor's
  // stored filters belong to the journey below).
  await page.goBack();
  await signIn.getByRole('link', { name: 'Sign in to join' }).click();
  await page.getByLabel('E-mail').fill(demo.corporate);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cabinet\/crowdfunding$/, FIRST_LOAD);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByTestId('crowdfunding-sign-in')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
});

for (const { language, width } of [
  { language: 'en', width: 1280 },
  { language: 'ru', width: 390 },
] as const) {
  test(`the list's order shows beside the filters, in ${language} at ${width} px`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
    await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL! }]);
    await context.addInitScript((lang) => localStorage.setItem('current_language', lang), language);
    const page = await context.newPage();
    await page.goto(LIST);
    await expect(cards(page).first()).toBeVisible(FIRST_LOAD);
    const sort = page.getByTestId('crowdfunding-header').getByRole('combobox', { name: text(language, 'crowdfundingList.filters.sort') });
    await expect(sort).toHaveValue(text(language, 'crowdfundingList.sort.newest'));
    await expect(sort).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page, `crowdfunding list in ${language}`);
    await context.close();
  });
}

test.describe('the demo investor', () => {
  // One after the other: both read the list under the investor's filters kept on the server.
  test.describe.configure({ mode: 'default' });
  let token = '';
  test.beforeEach(async ({ request }) => {
    token = await apiLogin(request, demo.investor);
    await forgetFilters(request, token);
  });
  test.afterEach(async ({ request }) => forgetFilters(request, token));

  test('scrolls through the rounds 20 at a time up to the total', async ({ page, request }) => {
    const { total } = await apiList(request, '/api/v1/investor/crowdfunding_dashboard_list', {}, auth(token));
    expect(total, 'the demo seed shows at least three pages of rounds').toBeGreaterThanOrEqual(60);
    await openCabinetAs(page, token, LIST);
    // Other journeys open rounds meanwhile: the total shown lies between the counts before and after.
    await expect(page.getByTestId('crowdfunding-total')).toHaveText(/^\d+ rounds?$/, FIRST_LOAD);
    const shown = Number((await page.getByTestId('crowdfunding-total').textContent())!.match(/\d+/)![0]);
    const after = await apiList(request, '/api/v1/investor/crowdfunding_dashboard_list', {}, auth(token));
    expect(shown).toBeGreaterThanOrEqual(total);
    expect(shown).toBeLessThanOrEqual(after.total);
    await expect(cards(page)).toHaveCount(20);

    // Page 2 and 3 come as the end of the grid scrolls into view. Other journeys open rounds
    // meanwhile, and a new round shifts the later pages by one: the grid shows it once.
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(38);
    // The header has collapsed to one row meanwhile: the total line is gone.
    await expect(page.getByTestId('crowdfunding-header')).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByTestId('crowdfunding-total')).toBeHidden();
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(56);
    const ids = await cards(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(ids).size, 'no round twice').toBe(ids.length);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('crowdfunding-header')).not.toHaveAttribute('data-collapsed');
  });

  test('searches, filters and sorts; the filters stay after a reload until cleared', async ({ page, request }) => {
    const { crowdfunds } = await apiList(request, '/api/v1/investor/crowdfunding_dashboard_list', {}, auth(token));
    await openCabinetAs(page, token, LIST);
    await expect(cards(page).first()).toBeVisible(FIRST_LOAD);

    // The search box takes 50 characters and no more.
    const search = page.getByRole('searchbox', { name: 'Search by startup name' });
    await search.fill('x'.repeat(50));
    await search.pressSequentially('yz');
    await expect(search).toHaveValue('x'.repeat(50));
    await expect(page.getByTestId('crowdfunding-empty')).toContainText('No rounds match the search and filters', FIRST_LOAD);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');

    // A startup's name finds its rounds only.
    const name = crowdfunds.at(-1)!.startup_name;
    const found = await apiList(request, '/api/v1/investor/crowdfunding_dashboard_list', { search: name }, auth(token));
    await search.fill(name);
    await expect(page.getByTestId('crowdfunding-total')).toHaveText(totalText(found.total));
    await expect(page.getByTestId('round-grid')).toHaveAttribute('aria-busy', 'false');
    for (const text of await cards(page).getByRole('heading').allTextContents()) expect(text.toLowerCase()).toContain(name.toLowerCase());
    await search.fill('');

    // A max below the min is refused in the dialog.
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('textbox', { name: 'Raised, %: From' }).fill('50');
    await dialog.getByRole('textbox', { name: 'Raised, %: To' }).fill('20');
    await expect(dialog.getByText("Max value can't be less than min")).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();

    // Active rounds raised 0 to 100 %, the most funded first.
    await dialog.getByRole('textbox', { name: 'Raised, %: From' }).fill('0');
    await dialog.getByRole('textbox', { name: 'Raised, %: To' }).fill('100');
    await dialog.getByRole('radio', { name: 'Active' }).check();
    await dialog.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Most funded' }).click();
    const saved = page.waitForResponse(
      (res) =>
        res.request().method() === 'PUT' &&
        res.url().endsWith('/preferences/crowdfunding_filters') &&
        (res.request().postData() ?? '').includes('"status":"active"'),
    );
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    // The order shows beside the filters, not only inside the dialog.
    const sort = page.getByTestId('crowdfunding-header').getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('Most funded');

    const filtered = await apiList(request, '/api/v1/investor/crowdfunding_dashboard_list', { status: 'active', raised: { min: 0, max: 100 } }, auth(token));
    await expect(page.getByTestId('crowdfunding-total')).toHaveText(totalText(filtered.total));
    await expect(tags(page)).toHaveText(['Raised, %: 0% – 100%', 'Status: Active']);
    await expect(page.getByTestId('round-finished')).toHaveCount(0);
    const raised = (await page.getByTestId('round-raised').allTextContents()).map(amount);
    expect(raised).toEqual([...raised].sort((a, b) => b - a));

    // Kept on the server: a reload shows the same list.
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(tags(page)).toHaveCount(2, FIRST_LOAD);
    await expect(page.getByTestId('crowdfunding-total')).toHaveText(totalText(filtered.total));

    await page.getByRole('button', { name: 'Remove filter Status: Active' }).click();
    await expect(tags(page)).toHaveText(['Raised, %: 0% – 100%']);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(tags(page)).toHaveCount(0);
    // "Clear all" puts the order back to newest first as well.
    await expect(sort).toHaveValue('Newest');
    const all = await apiList(request, '/api/v1/investor/crowdfunding_dashboard_list', {}, auth(token));
    await expect(page.getByTestId('crowdfunding-total')).toHaveText(totalText(all.total));

    // The order is chosen beside the filters too, and the list follows at once.
    const sorted = page.waitForResponse(
      (res) => res.url().includes('/crowdfunding_dashboard_list') && res.url().includes('order_by=current_investments') && res.url().includes('order_dir=asc'),
    );
    await sort.click();
    await page.getByRole('option', { name: 'Least funded' }).click();
    expect((await sorted).ok()).toBe(true);
    await expect(page.getByTestId('round-grid')).toHaveAttribute('aria-busy', 'false');
    const least = (await page.getByTestId('round-raised').allTextContents()).map(amount);
    expect(least).toEqual([...least].sort((a, b) => a - b));
  });
});
