import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { declareBacker, fileRound, roundStartup } from './support/crowdfunding-rounds.js';
import { englishHandbooks, long, openAs } from './support/pilots.js';
import { text } from './support/texts.js';

/**
 * What a reader's open page does when the other side moves: a company that cancels its commitment
 * stops asking for the round's updates (no 403, no console error), and a startup that applied to a
 * pilot sees it turn archived the moment the corporate archives it.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every failed answer and console error of the page, from now on. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  const updatesRead: number[] = [];
  page.on('response', (response) => {
    if (/\/crowdfunding\/[^/]+\/updates/.test(response.url())) updatesRead.push(response.status());
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return { failures, updatesRead };
}

/** The demo corporate's pilot, accepted and published by the manager, with the demo startup's application. */
async function publishedWithApplicant(request: APIRequestContext, name: string): Promise<string> {
  const { countries, industries } = await englishHandbooks(request);
  const created = await request.post('/api/v1/corporate/pilot_dashboard_card', {
    data: {
      name,
      location: countries[0]!.id,
      industries: [industries[0]!.id],
      description: long('Description'),
      requirements: long('Requirements'),
      terms: long('Terms'),
    },
    headers: auth(await apiLogin(request, demo.corporate)),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const manager = await apiLogin(request, demo.manager);
  for (const status of ['accept', 'new'])
    expect((await request.post(`/api/v1/manager/pilots/${id}/status`, { data: { status }, headers: auth(manager) })).ok()).toBe(true);
  const applied = await request.post(`/api/v1/startup/pilot_dashboard_card_accept/${id}`, {
    data: { question: 'Could we start with one depot?' },
    headers: auth(await apiLogin(request, demo.startup)),
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return id;
}

for (const language of ['en', 'ru'] as const) {
  test(`(${language}) a cancelled commitment: the round view drops its updates without asking for them again`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const startup = await roundStartup(request, uniqueEmail(testInfo, `cancel-startup-${language}`), `Cancel Farm ${language}`);
    const roundId = await fileRound(request, startup, { min: 10_000, max: 100_000 });
    const activated = await request.post(`/api/v1/manager/crowdfunding/${roundId}/status`, {
      headers: auth(await apiLogin(request, demo.manager)),
      data: { status: 'active' },
    });
    expect(activated.ok(), await activated.text()).toBe(true);
    const investor = await apiSignUp(request, uniqueEmail(testInfo, `cancel-investor-${language}`), `Cancel Capital ${language}`);
    const token = await apiLogin(request, investor.email, investor.password);
    await declareBacker(request, token);
    const joined = await request.post(`/api/v1/foundation/crowdfunding_invest/${roundId}`, { headers: auth(token), data: { amount: 5000 } });
    expect(joined.ok(), await joined.text()).toBe(true);

    const page = await openAs(browser, baseURL!, token, `/cabinet/crowdfunding/view/${roundId}`, language);
    const watched = watchFailures(page);
    // As a backer it reads the updates.
    await expect(page.getByTestId('round-updates')).toContainText(text(language, 'crowdfundingView.updates.empty'), FIRST_LOAD);
    expect(watched.updatesRead).toContain(200);

    await page.getByTestId('cancel-backing').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(language, 'crowdfundingView.cancel.confirm') })
      .click();
    await expect(page.getByText(text(language, 'crowdfundingView.cancel.done'))).toBeVisible();
    await expect(page.getByRole('button', { name: text(language, 'crowdfundingView.join.button') })).toBeVisible();
    await expect(page.getByTestId('round-updates')).toHaveCount(0);
    // The socket's news of the cancelled commitment comes after the answer: give it time to land.
    await page.waitForTimeout(3_000);
    expect(watched.updatesRead.filter((status) => status !== 200)).toEqual([]);
    expect(watched.failures).toEqual([]);
    await expectNoSeriousViolations(page, `the round after a cancelled commitment (${language})`);
    await page.context().close();
  });

  test(`(${language}) a pilot archived by its corporate turns archived on the open page of the startup that applied`, async ({ browser, request, baseURL }) => {
    const name = `Archived live ${language} ${Date.now().toString(36)}`;
    const id = await publishedWithApplicant(request, name);
    const page = await openAs(browser, baseURL!, await apiLogin(request, demo.startup), `/cabinet/pilot_showcase/view/${id}`, language);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await expect(page.getByTestId('pilot-archived')).toHaveCount(0);
    const watched = watchFailures(page);

    const archived = await request.post(`/api/v1/corporate/pilot_dashboard_card/${id}/archive`, { headers: auth(await apiLogin(request, demo.corporate)) });
    expect(archived.ok(), await archived.text()).toBe(true);

    // No reload: the page turns archived on the socket's word.
    await expect(page.getByTestId('pilot-archived')).toContainText(text(language, 'pilotsStartup.view.archivedTitle'));
    expect(watched.failures).toEqual([]);
    await expectNoSeriousViolations(page, `an archived pilot the startup applied to (${language})`);
    await page.context().close();
  });
}
