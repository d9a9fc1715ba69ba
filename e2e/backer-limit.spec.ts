import type { APIRequestContext } from '@playwright/test';
import { errorText } from '@platform/contract/errors';
import { formatMoney } from '@platform/contract/money';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { pdfBuffer } from './support/applications.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { fileRound, roundStartup } from './support/crowdfunding-rounds.js';
import { text } from './support/texts.js';

/*
 * A backer's 12-month limit under Reg CF (the shared server's default regime): figures that give
 * $5,000 (5 % of own funds of $100,000, revenue below the threshold), $4,000 already committed in
 * another round through the API; the join dialog says what remains, and an amount past it is
 * refused on the field with the limit, what is committed and what remains. Each language on a
 * desktop and a phone.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const combinations = (['en', 'ru'] as const).flatMap((language) => [1280, 390].map((width) => ({ language, width })));

async function ok(what: string, answer: ReturnType<APIRequestContext['post']>): Promise<void> {
  const res = await answer;
  expect(res.ok(), `${what}: ${await res.text()}`).toBe(true);
}

async function activeRound(request: APIRequestContext, manager: string, email: string, company: string): Promise<string> {
  const startup = await roundStartup(request, email, company);
  const roundId = await fileRound(request, startup, { min: 10_000, max: 100_000 });
  await ok('activate', request.post(`/api/v1/manager/crowdfunding/${roundId}/status`, { headers: auth(manager), data: { status: 'active' } }));
  return roundId;
}

for (const { language, width } of combinations) {
  const where = `${language}, ${width} px`;
  test(`(${where}) the join dialog shows what the 12-month limit leaves and refuses an amount past it`, async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const tag = `${language}-${width}`;
    const stamp = `${Date.now()}-w${testInfo.workerIndex}`;
    const manager = await apiLogin(request, demo.manager);
    const first = await activeRound(request, manager, uniqueEmail(testInfo, `limit-first-${tag}`), `Seed Drill ${tag} ${stamp}`);
    const second = await activeRound(request, manager, uniqueEmail(testInfo, `limit-second-${tag}`), `Soil Probe ${tag} ${stamp}`);

    // The backer declares figures giving a $5,000 limit and commits $4,000 to the first round.
    const account = await apiSignUp(request, uniqueEmail(testInfo, `limit-backer-${tag}`), `Furrow Capital ${tag} ${stamp}`, { language });
    const token = await apiLogin(request, account.email, account.password);
    const uploaded = await request.post('/api/v1/files/upload?type=classification_evidence', {
      headers: auth(token),
      multipart: { file: { name: 'accounts.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const evidence = ((await uploaded.json()) as { id: string }).id;
    const figures = { own_funds: 100_000, turnover: 20_000, balance_sheet: 0, accredited: false, evidence: [evidence] };
    const declared = await request.put('/api/v1/foundation/classification', { headers: auth(token), data: figures });
    expect(declared.ok(), await declared.text()).toBe(true);
    await ok('join the first round', request.post(`/api/v1/foundation/crowdfunding_invest/${first}`, { headers: auth(token), data: { amount: 4000 } }));

    const { context, page } = await cabinetDevice(browser, baseURL!, token, language, { width, height: width > 600 ? 900 : 844 });
    const money = (value: number) => formatMoney(value, language);
    await page.goto(`/cabinet/crowdfunding/view/${second}`);
    await page.getByTestId('join-round').click(FIRST_LOAD);
    const joining = page.getByRole('dialog', { name: text(language, 'crowdfundingView.join.title') });
    await expect(joining.getByTestId('join-room')).toHaveText(text(language, 'crowdfundingView.join.room', { amount: money(1000) }));
    await expectNoSeriousViolations(page, `the join dialog under a limit (${where})`);

    // $1,500 is within the round's bounds but past the limit: refused on the field, naming the three amounts.
    const amount = joining.getByRole('textbox', { name: text(language, 'crowdfundingView.join.amount') });
    await amount.fill('1500');
    await joining.getByRole('button', { name: text(language, 'crowdfundingView.join.submit'), exact: true }).click();
    const refusal = errorText('investment_limit_exceeded', language, { limit: money(5000), committed: money(4000), remaining: money(1000) });
    await expect(joining.getByText(refusal)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, `the join dialog refusing an amount past the limit (${where})`);
    await context.close();
  });
}
