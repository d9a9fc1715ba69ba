import type { APIRequestContext, Locator } from '@playwright/test';
import { scoreFields, type PassportClaim } from '@platform/contract';
import { formatDate } from '../apps/web/src/shared/format/date.js';
import { formatPercent, formatScore } from '../apps/web/src/shared/format/number.js';
import { expect, test } from './support/test.js';
import { apiSignUpStartup, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { text, type Language } from './support/texts.js';

/**
 * The startup passport on a phone, in English and Russian, as an investor reads it: every badge
 * reads whole (source, verifier, date) without hovering; a pilot-verified group shows the
 * startup's own score as its own, not as a checked one; a figure the startup left empty shows no
 * date of change; monthly revenue has the finance card's name and reads as year-on-year growth.
 * Seeded startups have expert and pilot evidence (the demo startup's changes as other journeys run);
 * a fresh one leaves its MRR empty.
 */

const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function json<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const res = await request.get(url, { headers: auth(token) });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The element and everything in it shows its whole text: nothing cut by an ellipsis or a hidden overflow, all inside the window. */
async function expectWhole(element: Locator, full: string): Promise<void> {
  await expect(element).toHaveText(full);
  const cut = await element.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.outerHTML.slice(0, 120)),
  );
  expect(cut, `cut in ${full}`).toEqual([]);
  const box = await element.boundingBox();
  expect(box, full).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

test('the passport reads whole on a phone in English and Russian, pilot evidence checks no score, an empty figure has no date', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const investor = await apiLogin(request, demo.investor);
  // Seeded startups other than the demo one, which other journeys give new reports while this one runs.
  const demoStartup = (await json<{ id: string }>(request, '/api/v1/user/info', await apiLogin(request, demo.startup))).id;
  const listed = await request.post('/api/v1/foundation/startups/list?take=100', { headers: auth(investor), data: {} });
  expect(listed.ok(), await listed.text()).toBe(true);
  const seeded = ((await listed.json()) as { startups: { id: string }[] }).startups.filter((s) => s.id !== demoStartup);
  const withEvidence = async (source: 'expert' | 'pilot') => {
    for (const { id } of seeded) {
      const claims = (await json<{ claims: PassportClaim[] }>(request, `/api/v1/startup/${id}/passport`, investor)).claims;
      const claim = claims.find((c) => c.source === source && c.self_value !== null);
      if (claim) return { id, claims, claim };
    }
    throw new Error(`no seeded startup has ${source} evidence`);
  };
  const [expertOne, pilotOne] = [await withEvidence('expert'), await withEvidence('pilot')];
  const { claim: expert } = expertOne;
  const { claim: pilot } = pilotOne;
  const revenueOf = [expertOne, pilotOne].find((one) => (one.claims.find((c) => c.group === 'monthly_revenue')?.self_value ?? 0) > 0);
  expect(revenueOf, 'a seeded startup whose monthly revenue grows').toBeTruthy();
  const revenue = revenueOf!.claims.find((c) => c.group === 'monthly_revenue')!;

  // A fresh startup whose MRR is left empty while its other figures are given.
  const company = `Passport Phone ${Date.now().toString(36)}`;
  const fresh = await apiSignUpStartup(request, uniqueEmail(testInfo, 'passport-phone'), company);
  const saved = await request.post('/api/v1/startup/profiledata', {
    headers: auth(fresh.token),
    data: {
      company,
      product_description: 'Drones that count the birds around wind farms.',
      who_is_your_customer: 'Operators of wind farms and their regulators.',
      startup_finance_info: { annual_revenue: '500000', mom_growth: '4', monthly_revenue: '12', monthly_burn_rate: '40000', runrate: '480000' },
      startup_scoring: Object.fromEntries(scoreFields.map((field) => [field, 3])),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const freshId = (await json<{ id: string }>(request, '/api/v1/user/info', fresh.token)).id;
  const freshClaims = (await json<{ claims: PassportClaim[] }>(request, `/api/v1/startup/${freshId}/passport`, investor)).claims;
  const given = freshClaims.find((c) => c.group === 'annual_revenue')!;

  for (const language of ['en', 'ru'] as Language[]) {
    const { context, page } = await cabinetDevice(browser, baseURL!, investor, language);
    await page.setViewportSize(PHONE);
    const passport = page.getByTestId('card-passport');
    for (const one of [expertOne, pilotOne]) {
      await page.goto(`/cabinet/startups/${one.id}`);
      await expect(passport).toBeVisible(FIRST_LOAD);
      // Every badge reads whole, the evidence with its verifier and date.
      for (const claim of one.claims) {
        const row = passport.getByTestId(`passport-${claim.group}`);
        const evidence = claim.source === 'self' ? null : { company: claim.verifier!.name, date: formatDate(claim.verified_at!, language) };
        const full = evidence
          ? text(language, `passport.${claim.source}`, evidence)
          : claim.self_changed_at === null
            ? text(language, 'passport.notReported')
            : text(language, 'passport.self', { date: formatDate(claim.self_changed_at, language) });
        await row.scrollIntoViewIfNeeded();
        await expectWhole(row.getByTestId('passport-badge'), full);
      }
      if (one === pilotOne) {
        // A pilot verifies without a score: the startup's own score is shown as the startup's.
        const piloted = passport.getByTestId(`passport-${pilot.group}`);
        await expect(piloted.getByTestId('passport-self-value')).toHaveText(
          text(language, 'passport.selfValue', { value: formatScore(pilot.self_value!, language) }),
        );
        await expect(piloted.getByTestId('passport-expert-value')).toHaveCount(0);
      } else {
        const checked = passport.getByTestId(`passport-${expert.group}`);
        await expect(checked.getByTestId('passport-expert-value')).toHaveText(
          text(language, 'passport.expertValue', { value: formatScore(expert.verified_value!, language) }),
        );
      }
    }
    await page.goto(`/cabinet/startups/${revenueOf!.id}`);
    await expect(passport).toBeVisible(FIRST_LOAD);

    // Monthly revenue: the finance card's name, read as year-on-year growth in both.
    const name = text(language, 'profile.finance.monthlyRevenue');
    const growth = text(language, 'profile.finance.yoy', { percent: `+${formatPercent(revenue.self_value!, language, 1)}` });
    const revenueRow = passport.getByTestId('passport-monthly_revenue');
    await expect(revenueRow).toHaveAttribute('aria-label', name);
    await expect(revenueRow.getByTestId('passport-self-value')).toHaveText(growth);
    await expect(page.getByTestId('card-finance').getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByTestId('card-finance').getByText(growth, { exact: true })).toBeVisible();

    // The fresh startup's empty MRR: no value and no date of change; a given figure keeps its date.
    await page.goto(`/cabinet/startups/${freshId}`);
    const empty = page.getByTestId('passport-mrr');
    await expect(empty).toBeVisible(FIRST_LOAD);
    await expectWhole(empty.getByTestId('passport-badge'), text(language, 'passport.notReported'));
    await expect(empty.getByTestId('passport-self-value')).toHaveText(text(language, 'passport.notSet'));
    await expect(page.getByTestId('passport-annual_revenue').getByTestId('passport-badge')).toHaveText(
      text(language, 'passport.self', { date: formatDate(given.self_changed_at!, language) }),
    );
    await context.close();
  }
});
