import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { fileRound, joinRound, roundStartup } from './support/crowdfunding-rounds.js';
import { seededTicket } from './support/walks-cabinet.js';

/**
 * The spec's smaller behaviours: where `/` leads, the client's report page, the chunk-load error
 * screen, "view all" backers only past five, and the expert list's search kept between visits.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const PHONE = { width: 390, height: 844 };

/** A browser context of its own, signed in with `token`, in `language`, at `viewport`, cookies accepted. */
async function openAs(
  browser: Browser,
  baseURL: string,
  token: string,
  language: 'en' | 'ru',
  viewport: { width: number; height: number },
  path: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  await context.addInitScript(
    ({ session, lang }) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', session);
      localStorage.setItem('current_language', lang);
    },
    { session: token, lang: language },
  );
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('/ leads a signed-out visitor to the log-in page, a signed-in user to the profile', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/, FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await openCabinetAs(page, await apiLogin(request, demo.investor), '/');
  await expect(page).toHaveURL(/\/cabinet\/profile$/, FIRST_LOAD);
});

test("the client's report page shows the approved due-diligence report, in English, in Russian and at 390 px", async ({ browser, page, request, baseURL }) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request, demo.startup);
  const done = await seededTicket(request, token, 'startup', 'success');
  const view = `/cabinet/applications/view/${done.type_ticket}/${done.id}`;

  // The Report tab links to the report's own page.
  await openCabinetAs(page, token, `${view}?tab=report`);
  await page.getByTestId('client-report').getByRole('link', { name: 'Open the report page' }).click();
  await expect(page).toHaveURL(new RegExp(`${view}/report$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Due diligence', FIRST_LOAD);
  const report = page.getByTestId('client-report');
  await expect(report.getByRole('heading', { name: 'Due diligence report' })).toBeVisible();
  await expect(report.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(report.getByRole('link', { name: 'Open the report page' })).toHaveCount(0);
  await expect(page.getByTestId('under-construction')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'client report page, en');
  await page.getByRole('link', { name: 'Back to the application' }).click();
  await expect(page).toHaveURL(new RegExp(`${view}\\?tab=report$`));

  const phone = await openAs(browser, baseURL!, token, 'ru', PHONE, `${view}/report`);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Комплексная проверка', FIRST_LOAD);
  await expect(phone.getByTestId('client-report').getByRole('button', { name: 'Скачать PDF' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(phone, 'client report page, ru, 390 px');
  await phone.context().close();
});

test('a screen whose code fails to load shows the chunk-load error, and its button reloads the page', async ({ page, request }) => {
  const token = await apiLogin(request, demo.startup);
  const done = await seededTicket(request, token, 'startup', 'success');
  // The report page's own chunk does not arrive (as when a new release replaced it).
  await page.route(/\/assets\/report-page-[\w-]+\.js$/, (route) => route.abort('failed'));
  await openCabinetAs(page, token, `/cabinet/applications/view/${done.type_ticket}/${done.id}/report`);
  const failed = page.getByTestId('chunk-load-error');
  await expect(failed.getByRole('heading', { level: 1, name: "The page didn't load" })).toBeVisible(FIRST_LOAD);
  await expect(failed).toContainText('ChunkLoadError');
  await expectNoSeriousViolations(page, 'chunk-load error, en');
  await page.unroute(/\/assets\/report-page-[\w-]+\.js$/);
  await failed.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByTestId('client-report')).toBeVisible(FIRST_LOAD);
});

/** A fresh startup's round, activated by the manager. */
async function activeRound(request: APIRequestContext, email: string): Promise<{ token: string; roundId: string }> {
  const token = await roundStartup(request, email, `Five Backers ${Date.now()}`);
  const roundId = await fileRound(request, token, { min: 10_000, max: 200_000 });
  const managerToken = await apiLogin(request, demo.manager);
  const activated = await request.post(`/api/v1/manager/crowdfunding/${roundId}/status`, { headers: auth(managerToken), data: { status: 'active' } });
  expect(activated.ok(), await activated.text()).toBe(true);
  return { token, roundId };
}

test('a round shows "view all" backers only once it has more than five', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const { token, roundId } = await activeRound(request, uniqueEmail(testInfo, 'five-backers-startup'));
  const join = (n: number) => joinRound(request, uniqueEmail(testInfo, `backer${n}`), `Backer ${n} Capital`, roundId, 2000 + n);
  await Promise.all([1, 2, 3, 4, 5].map(join));

  await openCabinetAs(page, token, `/cabinet/crowdfunding/view/${roundId}`);
  const backers = page.getByTestId('round-backers');
  await expect(backers.getByTestId('backer-row')).toHaveCount(5, FIRST_LOAD);
  await expect(backers.getByRole('link', { name: 'View all' })).toHaveCount(0);

  await join(6);
  await page.reload();
  await expect(backers.getByRole('link', { name: 'View all' })).toBeVisible(FIRST_LOAD);
  await expect(backers.getByTestId('backer-row')).toHaveCount(5);
});

test('the expert list keeps its search after a reload, and forgets it once cleared', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const { industries } = (await (await request.get('/api/v2/handbooks')).json()) as { industries: { id: number }[] };
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'search-expert'), 'Search Diligence', { role: 'expert', expertIn: [industries[0]!.id] });
  const token = await apiLogin(request, account.email, account.password);
  for (const name of ['Grace', 'Alan']) {
    const added = await request.post('/api/v1/expert/internal-expert', {
      headers: auth(token),
      data: { name, surname: 'Kept', expert_in: [industries[0]!.id] },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }

  await openCabinetAs(page, token, '/cabinet/expert-list');
  const rows = page.getByTestId('expert-row');
  await expect(rows).toHaveCount(2, FIRST_LOAD);
  const stored = () => page.waitForResponse((res) => res.url().endsWith('/api/v1/user/preferences/expert_filter') && res.request().method() === 'PUT');
  const search = page.getByRole('textbox', { name: 'Search by name' });
  let saved = stored();
  await search.fill('Grace');
  await expect(rows).toHaveCount(1);
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(search).toHaveValue('Grace', FIRST_LOAD);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Grace Kept');

  saved = stored();
  await search.fill('');
  await expect(rows).toHaveCount(2);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(rows).toHaveCount(2, FIRST_LOAD);
  await expect(search).toHaveValue('');
});
