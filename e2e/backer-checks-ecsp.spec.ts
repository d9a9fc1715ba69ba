import { request as apiRequest, type APIRequestContext, type Browser } from '@playwright/test';
import { format } from 'date-fns';
import { enUS, ru } from 'date-fns/locale';
import { DATE_FORMATS, type CrowdfundingCard } from '@platform/contract';
import { formatMoney } from '@platform/contract/money';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { pdfBuffer } from './support/applications.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { fileRound, roundStartup } from './support/crowdfunding-rounds.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { text, type Language } from './support/texts.js';

/*
 * A backer under the EU rules (ECSP), on a server of the journey's own with CROWDFUNDING_REGIME=ecsp:
 * it declares figures that make it non-sophisticated, is sent from a round's join dialog to the
 * knowledge test, fails it, reads why each answer was wrong and the regulation's warning,
 * acknowledges it, then joins the round above the risk threshold (accepting the risk) and reads
 * until when it may revoke the backing free of charge. Each language on a desktop and a phone; the
 * round is set up through the API.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const locales = { en: enUS, ru } as const;
/** A moment as the web writes it, in the browser's zone (the same machine's). */
const moment = (iso: string, language: Language) => format(new Date(iso), DATE_FORMATS[language].dateTime, { locale: locales[language] });
const combinations = (['en', 'ru'] as const).flatMap((language) => [1280, 390].map((width) => ({ language, width })));

async function ok(what: string, answer: ReturnType<APIRequestContext['post']>): Promise<void> {
  const res = await answer;
  expect(res.ok(), `${what}: ${await res.text()}`).toBe(true);
}

test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer('backer-checks-ecsp', 43, { CROWDFUNDING_REGIME: 'ecsp' });
  api = await apiRequest.newContext({ baseURL: server.baseURL });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function activeRound(tag: string, stamp: string, email: string): Promise<string> {
  const startup = await roundStartup(api, email, `Rain Gauge ${tag} ${stamp}`);
  const roundId = await fileRound(api, startup, { min: 10_000, max: 100_000 });
  const manager = await apiLogin(api, demo.manager);
  await ok('activate', api.post(`/api/v1/manager/crowdfunding/${roundId}/status`, { headers: auth(manager), data: { status: 'active' } }));
  return roundId;
}

async function device(browser: Browser, token: string, language: Language, width: number) {
  return cabinetDevice(browser, server.baseURL, token, language, { width, height: width > 600 ? 900 : 844 });
}

for (const { language, width } of combinations) {
  const where = `${language}, ${width} px`;
  test(`(${where}) a non-sophisticated backer declares, fails the knowledge test, acknowledges the warning and joins with the risk accepted`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const tag = `${language}-${width}`;
    const stamp = `${Date.now()}-w${testInfo.workerIndex}`;
    const roundId = await activeRound(tag, stamp, uniqueEmail(testInfo, `ecsp-startup-${tag}`));
    const account = await apiSignUp(api, uniqueEmail(testInfo, `ecsp-backer-${tag}`), `Heath Capital ${tag} ${stamp}`, { language });
    const token = await apiLogin(api, account.email, account.password);
    const { context, page } = await device(browser, token, language, width);
    const t = (key: string, params: Record<string, string> = {}) => text(language, key, params);

    // The figures of a small company, with one document, declared on the page.
    await page.goto('/cabinet/investor-checks');
    const form = page.getByTestId('declaration-form');
    await expect(form).toBeVisible(FIRST_LOAD);
    await expect(page.getByTestId('regime')).toContainText(t('investorChecks.regimes.ecsp.name'));
    await expectNoSeriousViolations(page, `Investor checks before a declaration (${where})`);
    for (const [figure, value] of [
      ['own_funds', '40000'],
      ['turnover', '0'],
      ['balance_sheet', '0'],
    ] as const)
      await form.getByRole('textbox', { name: t(`investorChecks.figures.${figure}`) }).fill(value);
    const chooser = page.waitForEvent('filechooser');
    await form
      .getByRole('group', { name: t('investorChecks.form.evidence') })
      .getByRole('button', { name: t('investorChecks.form.attach') })
      .click();
    await (await chooser).setFiles({ name: 'accounts-2025.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() });
    await form.getByRole('button', { name: t('investorChecks.form.submit'), exact: true }).click();

    // Non-sophisticated at once, none of the thresholds met, the declaration waiting for a manager.
    const declaration = page.getByTestId('declaration');
    await expect(declaration.getByTestId('effective-class')).toContainText(t('investorChecks.classes.non_sophisticated'));
    await expect(declaration.getByTestId('review-badge')).toHaveText(t('investorChecks.review.pending'));
    const criteria = declaration.getByTestId('criteria').getByRole('listitem');
    await expect(criteria).toHaveCount(3);
    await expect(criteria.filter({ hasText: t('investorChecks.criteria.notMet') })).toHaveCount(3);

    // The round's join dialog leads back to Investor checks while the test is due.
    await page.goto(`/cabinet/crowdfunding/view/${roundId}`);
    await page.getByTestId('join-round').click(FIRST_LOAD);
    const joining = page.getByRole('dialog', { name: t('crowdfundingView.join.title') });
    await expect(joining.getByTestId('join-checks-first')).toContainText(t('crowdfundingView.join.testText'));
    await expectNoSeriousViolations(page, `the join dialog asking for the knowledge test (${where})`);
    await joining.getByRole('link', { name: t('crowdfundingView.join.checksLink') }).click();

    // The knowledge test: the loss simulation from the net worth first, then the questions.
    const section = page.getByTestId('knowledge-test');
    await expect(section.getByTestId('knowledge-required')).toBeVisible();
    await expect(section.getByTestId('knowledge-simulation-figures')).toHaveText(
      t('investorChecks.test.simulation', { netWorth: formatMoney(40_000, language), loss: formatMoney(4_000, language), percent: '10' }),
    );
    await expectNoSeriousViolations(page, `the knowledge test (${where})`);
    // Sending without the acknowledgment marks it; every question is answered with its first (wrong) option.
    await section.getByRole('button', { name: t('investorChecks.test.submit') }).click();
    await expect(section.getByText(t('investorChecks.test.simulationRequired'))).toBeVisible();
    await section.getByRole('checkbox', { name: t('investorChecks.test.simulationAck') }).check();
    const questions = section.getByRole('radiogroup');
    await expect(questions).toHaveCount(5);
    for (const group of await questions.all()) await group.getByRole('radio').first().check();
    await section.getByRole('button', { name: t('investorChecks.test.submit') }).click();

    // Failed: the score, each answer wrong with the right one and why, and the regulation's warning.
    const result = section.getByTestId('knowledge-result');
    await expect(result.getByTestId('knowledge-score')).toHaveText(t('investorChecks.test.score', { score: '0', total: '5', passMark: '4' }));
    await expect(result.getByTestId('knowledge-passed')).toHaveText(t('investorChecks.test.notPassed'));
    await expect(result.locator('[data-testid="knowledge-answer"][data-right="false"]')).toHaveCount(5);
    await expect(result.getByTestId('knowledge-explanation')).toHaveCount(5);
    await expect(result.getByTestId('knowledge-expiry')).toContainText(t('investorChecks.test.expiresAt', { date: '' }).trim());
    const warning = result.getByTestId('knowledge-warning');
    await expect(warning).toContainText(t('investorChecks.test.warning'));
    await expectNoSeriousViolations(page, `a failed knowledge test with its warning (${where})`);
    await warning.getByRole('button', { name: t('investorChecks.test.acknowledge') }).click();
    await expect(result.getByTestId('knowledge-acknowledged')).toBeVisible();
    await expect(warning).toBeHidden();
    await expect(section.getByTestId('knowledge-required')).toBeHidden();

    // The round: above 5 % of the net worth (2,000) the dialog asks for the risk to be accepted.
    await page.goto(`/cabinet/crowdfunding/view/${roundId}`);
    await page.getByTestId('join-round').click(FIRST_LOAD);
    // The threshold is compared with the amount, so the dialog asks for one before it sends.
    await joining.getByRole('button', { name: t('crowdfundingView.join.submit'), exact: true }).click();
    await expect(joining.getByText(t('crowdfundingView.join.amountRequiredRisk'))).toBeVisible();
    await joining.getByRole('textbox', { name: t('crowdfundingView.join.amount') }).fill('3000');
    await expect(joining.getByTestId('join-risk-warning')).toContainText(t('crowdfundingView.join.riskWarning'));
    await joining.getByRole('checkbox', { name: t('crowdfundingView.join.acceptRisk') }).check();
    await expectNoSeriousViolations(page, `the join dialog with the risk warning (${where})`);
    await joining.getByRole('button', { name: t('crowdfundingView.join.submit'), exact: true }).click();
    await expect(joining).toBeHidden();

    // The reflection period: free revocation until the end of the 4th calendar day, as the card says.
    const card = await api.get(`/api/v1/investor/crowdfunding_card/${roundId}`, { headers: auth(token) });
    const own = ((await card.json()) as CrowdfundingCard).own_backing!;
    expect(own.amount).toBe(3000);
    expect(own.reflection_until).toBeTruthy();
    await expect(page.getByTestId('reflection-until')).toHaveText(t('crowdfundingView.reflection.until', { date: moment(own.reflection_until!, language) }));
    await expectNoSeriousViolations(page, `a backing in its reflection period (${where})`);
    await context.close();
  });
}
