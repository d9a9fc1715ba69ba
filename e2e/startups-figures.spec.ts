import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatScore, scoreFields } from '@platform/contract';
import { formatMoney } from '@platform/contract/money';
import { expect, test } from './support/test.js';
import { apiSignUp, apiSignUpStartup, uniqueEmail } from './support/accounts.js';
import { apiLogin } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { text, type Language } from './support/texts.js';

/**
 * Startups signed up today, profile and self-score saved and no last round amount given: an
 * investor finds their overall score and annual revenue in the startups table at once, sorts and
 * filters by them, and still sees them after a reload; wide and at 390 px, in each language.
 * The accounts are the journey's own, so nothing it sorts or filters is shared with other journeys.
 */

const PHONE = { width: 390, height: 844 };

/** A fresh startup whose profile, finance figures and self-score are saved through the API. */
async function scoredStartup(request: APIRequestContext, email: string, company: string, score: number, revenue: number): Promise<void> {
  const startup = await apiSignUpStartup(request, email, company);
  const res = await request.post('/api/v1/startup/profiledata', {
    headers: { authorization: `Bearer ${startup.token}` },
    data: {
      company,
      product_description: 'Inspection robots for wind turbine blades.',
      who_is_your_customer: 'Operators of onshore and offshore wind farms.',
      startup_finance_info: { annual_revenue: String(revenue) },
      startup_scoring: Object.fromEntries(scoreFields.map((field) => [field, score])),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const rows = (page: Page) => page.getByTestId('startup-row');
const cell = (row: Locator, column: 'company' | 'intema_score' | 'annual_revenue') => row.locator(`td[data-column="${column}"]`);

async function expectFigures(row: Locator, language: Language, score: number, revenue: number): Promise<void> {
  for (const [column, shown] of [
    ['intema_score', formatScore(score, language)],
    ['annual_revenue', formatMoney(revenue, language)],
  ] as const) {
    await cell(row, column).scrollIntoViewIfNeeded();
    await expect(cell(row, column)).toBeVisible();
    await expect(cell(row, column)).toHaveText(shown);
  }
}

for (const language of ['en', 'ru'] as const) {
  test(`${language}: a startup scored today shows its score and revenue in the investors' table, sorted and filtered by them, wide and at 390 px`, async ({
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.retry}`;
    const [lantern, harbor] = [`Lantern ${stamp}`, `Harbor ${stamp}`];
    await scoredStartup(request, uniqueEmail(testInfo, `figures-a-${language}`), harbor, 4, 800_000);
    await scoredStartup(request, uniqueEmail(testInfo, `figures-b-${language}`), lantern, 3, 1_200_000);
    const investor = await apiSignUp(request, uniqueEmail(testInfo, `figures-investor-${language}`), 'Figures Capital');
    const { context, page } = await cabinetDevice(browser, baseURL!, await apiLogin(request, investor.email, investor.password), language);
    const t = (key: string, params?: Record<string, string>) => text(language, key, params);
    const scoreLabel = t('startupsList.columns.intema_score');
    const revenueLabel = t('startupsList.columns.annual_revenue');
    const byName = (name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
    const names = () => rows(page).locator('td[data-column="company"]').getByRole('link');

    // Wide: both show their figures as soon as the list opens, newest first.
    await page.goto('/cabinet/startups');
    await page.getByRole('searchbox', { name: t('startupsList.search') }).fill(stamp, FIRST_LOAD);
    await expect(names()).toHaveText([lantern, harbor], FIRST_LOAD);
    await expectFigures(byName(lantern), language, 3, 1_200_000);
    await expectFigures(byName(harbor), language, 4, 800_000);

    // At 390 px: sorted by the overall score, then by the annual revenue, from their headers.
    await page.setViewportSize(PHONE);
    const score = page.locator('th[data-column="intema_score"]');
    await score.getByRole('button', { name: scoreLabel, exact: true }).click();
    await expect(score).toHaveAttribute('aria-sort', 'ascending');
    await expect(names()).toHaveText([lantern, harbor]);
    await score.getByRole('button', { name: scoreLabel, exact: true }).click();
    await expect(score).toHaveAttribute('aria-sort', 'descending');
    await expect(names()).toHaveText([harbor, lantern]);
    const revenue = page.locator('th[data-column="annual_revenue"]');
    await revenue.getByRole('button', { name: revenueLabel, exact: true }).click();
    await expect(revenue).toHaveAttribute('aria-sort', 'ascending');
    await expect(names()).toHaveText([harbor, lantern]);
    await expectFigures(byName(harbor), language, 4, 800_000);

    // Filtered by revenue from 1,000,000: the startup scored 3.0 with $1,200,000 stays, with its figures.
    await page.getByRole('button', { name: t('startupsList.filterBy', { column: revenueLabel }) }).click();
    await page.getByLabel(`${revenueLabel}: ${t('common.from')}`).fill('1000000');
    const stored = page.waitForResponse((answer) => answer.url().includes('/api/v1/user/preferences/startups_filters') && answer.request().method() === 'PUT');
    await page.getByRole('button', { name: t('common.apply'), exact: true }).click();
    await expect(page.getByTestId('filter-tag')).toHaveCount(1);
    await expect(names()).toHaveText([lantern]);
    await expectFigures(byName(lantern), language, 3, 1_200_000);
    expect((await stored).status()).toBe(200);

    // After a reload the filter and the figures are still there.
    await page.reload();
    await expect(page.getByTestId('filter-tag')).toHaveCount(1, FIRST_LOAD);
    await page.getByRole('searchbox', { name: t('startupsList.search') }).fill(stamp);
    await expect(names()).toHaveText([lantern]);
    await expectFigures(byName(lantern), language, 3, 1_200_000);
    await expectNoSeriousViolations(page, `startups table with figures at 390 px (${language})`);
    await context.close();
  });
}
