import { request as apiRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addBusinessDays, utcToday } from '@platform/contract';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { declareBacker, fileRound, roundStartup } from './support/crowdfunding-rounds.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { text } from './support/texts.js';

/**
 * The investor's money journey across three people at once: an investor asks the startup a
 * question and sees the answer arrive; a manager changes the round's range, the investor
 * reconfirms in the portfolio, a second backer does not and is cancelled once the deadline job
 * runs past the deadline; the round closes early with notice. The deadline needs days to pass, so
 * the journey runs on a server of its own whose clock it moves; every other journey's server
 * keeps the real date.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok(what: string, answer: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>): Promise<void> {
  const res = await answer;
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
}

/** A fresh investor that joins the round with `amount`; its session. */
async function backer(api: APIRequestContext, email: string, company: string, roundId: string, amount: number): Promise<string> {
  const account = await apiSignUp(api, email, company);
  const token = await apiLogin(api, account.email, account.password);
  await declareBacker(api, token);
  await ok('join', api.post(`/api/v1/foundation/crowdfunding_invest/${roundId}`, { headers: auth(token), data: { amount } }));
  return token;
}

async function device(browser: Browser, server: OwnServer, token: string, path: string): Promise<Page> {
  const { page } = await cabinetDevice(browser, server.baseURL, token, 'en');
  await page.goto(path);
  return page;
}

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  // The deadline job runs every minute here, so the journey waits a minute at most once the clock moves.
  server = await startOwnServer('money', 40, { BACKING_DEADLINE_CRON: '* * * * *', E2E_CLOCK_STEP_DAYS: '8' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an investor asks and reconfirms, a second backer is cancelled at the deadline, and the round closes early with notice', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const api = await apiRequest.newContext({ baseURL: server.baseURL });
  const stamp = `${Date.now()}-w${testInfo.workerIndex}`;
  const startup = await roundStartup(api, uniqueEmail(testInfo, 'money-startup'), `Orchard Robotics ${stamp}`);
  const roundId = await fileRound(api, startup, { min: 100_000, max: 400_000 });
  const manager = await apiLogin(api, demo.manager);
  await ok('activate', api.post(`/api/v1/manager/crowdfunding/${roundId}/status`, { headers: auth(manager), data: { status: 'active' } }));
  const investorEmail = uniqueEmail(testInfo, 'money-investor');
  const secondEmail = uniqueEmail(testInfo, 'money-second');
  const investor = await backer(api, investorEmail, `Meadow Capital ${stamp}`, roundId, 20_000);
  const second = await backer(api, secondEmail, `Brook Ventures ${stamp}`, roundId, 30_000);

  const view = `/cabinet/crowdfunding/view/${roundId}`;
  const investorPage = await device(browser, server, investor, view);
  const startupPage = await device(browser, server, startup, view);
  const managerPage = await device(browser, server, manager, `/manage/crowdfunding/${roundId}`);

  // The investor asks; the startup's open round view shows the question; its answer reaches the
  // investor's open page without a reload.
  const question = 'Which markets do you plan to enter with this round, and in what order?';
  const asking = investorPage.getByTestId('round-questions');
  await expect(asking).toBeVisible(FIRST_LOAD);
  await asking.getByRole('textbox').fill(question);
  await asking.getByTestId('ask-question').click();
  await expect(asking.getByTestId('round-question').filter({ hasText: question })).toBeVisible();

  const asked = startupPage.getByTestId('round-questions').getByTestId('round-question').filter({ hasText: question });
  await expect(asked).toBeVisible(FIRST_LOAD);
  const answer = 'Poland first, then the Baltic states once the pilots there are paid.';
  await asked.getByRole('textbox').fill(answer);
  await asked.getByTestId('answer-question').click();
  await expect(asked.getByTestId('question-answer')).toContainText(answer);

  await expect(asking.getByTestId('round-question').filter({ hasText: question }).getByTestId('question-answer')).toContainText(answer);

  // The manager raises the round's maximum at the startup's request; both backings must be reconfirmed.
  await expect(managerPage.getByTestId('change-terms')).toBeVisible(FIRST_LOAD);
  await managerPage.getByTestId('change-terms').click();
  const terms = managerPage.getByRole('dialog', { name: 'Change the terms of the round' });
  await terms.getByRole('textbox', { name: 'Investment maximum' }).fill('500000');
  await terms
    .getByRole('textbox', { name: text('en', 'roundTerms.manage.reason') })
    .fill('The startup asked to raise the maximum after its second pilot was paid.');
  await terms.getByRole('button', { name: 'Change terms' }).click();
  await expect(terms).toBeHidden();
  // The investor's open round view shows the change in its log and asks it to reconfirm, by the
  // fifth business day from today, without a reload.
  const deadline = addBusinessDays(utcToday(), 5, new Set());
  await expect(investorPage.getByTestId('round-change').filter({ hasText: 'Investment maximum' })).toBeVisible();
  await expect(investorPage.getByTestId('round-reconfirm')).toBeVisible();

  // The investor reconfirms in its portfolio; the second backer leaves it.
  await investorPage.goto('/cabinet/portfolio');
  const row = investorPage.locator(`[data-testid="portfolio-row"][data-round-id="${roundId}"]`);
  await expect(row).toBeVisible(FIRST_LOAD);
  await expect(row.getByTestId('portfolio-reconfirm-by')).toContainText(deadline.slice(0, 4));
  await row.getByTestId('portfolio-reconfirm').click();
  // The dialog shows the change of terms before it asks.
  const reconfirming = investorPage.getByRole('dialog', { name: 'Reconfirm your participation?' });
  await expect(reconfirming.getByTestId('reconfirm-change')).toContainText('Investment maximum');
  await reconfirming.getByRole('button', { name: 'Reconfirm on the new terms' }).click();
  await expect(row.getByTestId('portfolio-reconfirm')).toBeHidden();

  // Notice of an early close: a date at least five business days ahead, here well after the
  // reconfirmation deadline so the round still runs once the clock has moved past that.
  const closeOn = addBusinessDays(utcToday(), 15, new Set());
  await managerPage.reload();
  await managerPage.getByRole('button', { name: 'Close early' }).click();
  const closing = managerPage.getByRole('dialog', { name: 'Close the round early' });
  const closeDate = closing.getByRole('textbox', { name: 'Close date' });
  await closeDate.fill(closeOn.split('-').reverse().join('.'));
  await closeDate.press('Tab');
  await closing.getByRole('button', { name: 'Give notice' }).click();
  await expect(closing).toBeHidden();

  await investorPage.goto(view);
  await expect(investorPage.getByTestId('round-early-close')).toBeVisible(FIRST_LOAD);

  // Eight days pass on the server: the deadline job cancels the second backing, once, and leaves the reconfirmed one.
  await server.shiftClock();
  await expect
    .poll(
      async () => {
        const res = await api.get('/api/v1/foundation/portfolio', { headers: auth(second) });
        const { backings } = (await res.json()) as { backings: { status: string; round: { id: string } }[] };
        return backings.find((b) => b.round.id === roundId)?.status;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe('cancelled');
  await investorPage.goto('/cabinet/portfolio');
  await expect(row).toHaveAttribute('data-status', 'pending', FIRST_LOAD);
  // Eight days outlive a manager's session (12 hours at most): the manager signs in again to read the outbox.
  const managerNow = await apiLogin(api, demo.manager);
  // Each backer was told of the change and of the early close; only the second one of its cancellation.
  const subjects = async (email: string) => {
    const res = await api.get(`/api/v1/manager/outbox?to=${encodeURIComponent(email)}`, { headers: auth(managerNow) });
    return ((await res.json()) as { mails: { subject: string }[] }).mails.map((m) => m.subject);
  };
  const cancelledLetter = (s: string) => s.startsWith('Your participation in') && s.endsWith('was cancelled');
  await expect.poll(async () => (await subjects(secondEmail)).filter(cancelledLetter).length, { timeout: 30_000 }).toBe(1);
  const toInvestor = await subjects(investorEmail);
  expect(toInvestor.filter(cancelledLetter)).toEqual([]);
  expect(toInvestor.filter((s) => s.includes('reconfirm your participation'))).toHaveLength(1);
  await api.dispose();
});
