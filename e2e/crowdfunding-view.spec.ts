import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { NEW_SCREEN, pdfBuffer } from './support/applications.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';

/**
 * A crowdfunding round from three sides at once, each in its own browser context: the demo
 * startup files an investment application with crowdfunding, the manager activates the round
 * (through the API), the demo investor joins it with an amount and sees its commitment wait,
 * the manager confirms it, the startup sees the backer, the raised percent and the offers of
 * its application, the investor's note turns confirmed; a signed-out visitor reads the round.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const MAX = 100_000;
const AMOUNT = 5000;

async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function upload(request: APIRequestContext, token: string, type: string, name: string): Promise<{ id: string }> {
  return ok(
    request.post(`/api/v1/files/upload?type=${type}`, {
      headers: auth(token),
      multipart: { file: { name, mimeType: 'application/pdf', buffer: pdfBuffer() } },
    }),
  );
}

/** The demo startup files an investment search with a crowdfunding round; answers the application and the round. */
async function fileWithRound(request: APIRequestContext, token: string): Promise<{ ticketId: string; roundId: string }> {
  const { goals } = await ok<{ goals: { id: string }[] }>(request.get('/api/v1/startup/investment/investment_form', { headers: auth(token) }));
  const [deck, economy] = [await upload(request, token, 'pitch_deck', 'deck.pdf'), await upload(request, token, 'unit_economy', 'economy.pdf')];
  const { id } = await ok<{ id: string }>(
    request.post('/api/v1/startup/investment/investment_form', {
      headers: auth(token),
      data: {
        goals: goals[0]!.id,
        value_of_investments: { min: 10_000, max: MAX },
        conditions_of_deal: 'Convertible note, 20% discount at the next round',
        round_size: 500_000,
        valuetion: 4_000_000,
        expire: `${new Date().getFullYear() + 1}-06-30`,
        unit_economy: economy,
        pitch_presentation: deck,
        agree_co_investment: false,
        crowdfunding: true,
        min_ticket: 1000,
        feedback_method: 'email',
        feedback_value: demo.startup,
      },
    }),
  );
  const ticket = await ok<{ crowdfunding_id: string | null }>(request.get(`/api/v1/startup/ticket/${id}`, { headers: auth(token) }));
  expect(ticket.crowdfunding_id).not.toBeNull();
  return { ticketId: id, roundId: ticket.crowdfunding_id! };
}

/** A browser context of its own, signed in with `token` (or signed out), in English, cookies accepted. */
async function openAs(browser: Browser, baseURL: string, token: string | null, path: string, phone = false): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 1000 } });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  await context.addInitScript(
    ({ session, language }) => {
      if (session && !localStorage.getItem('token')) localStorage.setItem('token', session);
      localStorage.setItem('current_language', language);
    },
    { session: token, language: phone ? 'ru' : 'en' },
  );
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a round is opened, joined, confirmed and read by its startup, its backer and a visitor', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const [startupToken, investorToken, managerToken] = [
    await apiLogin(request, demo.startup),
    await apiLogin(request, demo.investor),
    await apiLogin(request, demo.manager),
  ];
  const { ticketId, roundId } = await fileWithRound(request, startupToken);

  // The manager activates the round and offers a company on the application.
  await ok(request.post(`/api/v1/manager/crowdfunding/${roundId}/status`, { headers: auth(managerToken), data: { status: 'active' } }));
  const { candidates } = await ok<{ candidates: { id: string; name: string }[] }>(
    request.get(`/api/v1/manager/tickets/${ticketId}/candidates`, { headers: auth(managerToken) }),
  );
  await ok(request.post(`/api/v1/manager/tickets/${ticketId}/offers`, { headers: auth(managerToken), data: { company_id: candidates[0]!.id } }));
  const { startup } = await ok<{ startup: { title: string } }>(request.get(`/api/v1/public/crowdfunding_card/${roundId}`));
  const { name: investorName } = await ok<{ name: string }>(request.get('/api/v1/user/info', { headers: auth(investorToken) }));

  // The investor opens the round, joins it with an amount and reads that it waits for the manager.
  const investor = await openAs(browser, baseURL!, investorToken, `/cabinet/crowdfunding/view/${roundId}`);
  await expect(investor.getByRole('heading', { level: 1 })).toHaveText(startup.title, FIRST_LOAD);
  await expect(investor.getByTestId('round-days-left')).toBeVisible();
  await expect(investor.getByRole('link', { name: "Open the startup's profile" })).toBeVisible();
  await investor.getByRole('button', { name: 'Join the round' }).click();
  const dialog = investor.getByRole('dialog', { name: 'Join the round' });
  // The hint names the round's real bounds: its minimum ticket and what is left to raise; with a minimum ticket it is no optional amount.
  await expect(dialog.getByText('From $1,000, the minimum ticket, to $100,000, what is left to raise.', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Optional/)).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Amount you commit' }).fill('500');
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(dialog.getByText('The amount must be from $1,000 to $100,000')).toBeVisible();
  await expectNoSeriousViolations(investor, 'join dialog with an error, investor, en');
  await dialog.getByRole('textbox', { name: 'Amount you commit' }).fill(String(AMOUNT));
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(dialog).toBeHidden();
  const note = investor.getByTestId('backer-note');
  await expect(note).toHaveText("Your commitment of $5,000 is waiting for the manager's confirmation.");
  await expect(investor.getByRole('button', { name: 'Join the round' })).toHaveCount(0);
  // A new commitment may be taken back, after a confirmation; then the investor joins again.
  await investor.getByRole('button', { name: 'Cancel commitment' }).click();
  const cancelling = investor.getByRole('dialog', { name: 'Cancel your commitment?' });
  await expect(cancelling.getByRole('button', { name: 'Keep my commitment' })).toBeVisible();
  await cancelling.getByRole('button', { name: 'Cancel commitment' }).click();
  await expect(note).toBeHidden();
  await investor.getByRole('button', { name: 'Join the round' }).click();
  await dialog.getByRole('textbox', { name: 'Amount you commit' }).fill(String(AMOUNT));
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(note).toHaveText("Your commitment of $5,000 is waiting for the manager's confirmation.");

  // The manager confirms the backer; the investor's note turns confirmed without a reload.
  const card = await ok<{ own_backing: { id: string } | null }>(request.get(`/api/v1/investor/crowdfunding_card/${roundId}`, { headers: auth(investorToken) }));
  const today = new Date().toISOString().slice(0, 10);
  await ok(
    request.post(`/api/v1/manager/crowdfunding/backer/${card.own_backing!.id}/status`, {
      headers: auth(managerToken),
      data: { status: 'active', investment_amount: AMOUNT, date_of_investment: today },
    }),
  );
  await expect(note).toHaveText('Your participation of $5,000 is confirmed.');
  await expect(investor.getByTestId('round-percent')).toHaveText('5% of the maximum');

  // The startup goes from its application to the round: the backer, the percent, its offers.
  const founder = await openAs(browser, baseURL!, startupToken, `/cabinet/applications/view/startup_investment/${ticketId}`);
  await founder.getByTestId('application-round').getByRole('link', { name: 'Open the round' }).click();
  await expect(founder.getByRole('heading', { level: 1 })).toHaveText(startup.title, NEW_SCREEN);
  await expect(founder.getByTestId('owner-status')).toContainText('Your round is open');
  const backer = founder.getByTestId('round-backers').getByTestId('backer-row').filter({ hasText: investorName });
  await expect(backer.getByTestId('backer-status')).toHaveText('Confirmed');
  await expect(founder.getByTestId('round-raised')).toHaveText('$5,000');
  await expect(founder.getByTestId('round-percent')).toHaveText('5% of the maximum');
  await expect(founder.getByTestId('round-offers').getByTestId('offer-card')).toHaveCount(1);
  await expect(founder.getByRole('link', { name: "Open the startup's profile" })).toHaveCount(0);
  await expectNoSeriousViolations(founder, 'own round with offers, startup, en');

  // The startup posts an update; its backer reads it at once.
  const update = founder.getByTestId('update-form');
  await update.getByRole('button', { name: 'Post the update' }).click();
  await expect(update.getByText('Fill in this field')).toBeVisible();
  await update.getByRole('textbox', { name: 'Update for your backers' }).fill('Our first pilot with a wind farm operator starts in May.');
  await update.getByRole('button', { name: 'Post the update' }).click();
  await expect(founder.getByTestId('round-update').first()).toContainText('Our first pilot with a wind farm operator starts in May.');
  await expect(investor.getByTestId('round-updates').getByTestId('round-update').first()).toContainText(
    'Our first pilot with a wind farm operator starts in May.',
  );
  await expectNoSeriousViolations(investor, 'round as a confirmed backer with updates, investor, en');

  // A signed-out visitor reads the round, without names, and is asked to sign in to join.
  const visitor = await openAs(browser, baseURL!, null, `/cabinet/crowdfunding/view/${roundId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(startup.title, FIRST_LOAD);
  await expect(visitor.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
  await expect(visitor.getByTestId('round-backers').getByTestId('backer-row').first()).toContainText('Backer');
  await expect(visitor.getByTestId('round-backers')).not.toContainText(investorName);
  await expect(visitor.getByTestId('round-percent')).toHaveText('5% of the maximum');
  await expectNoSeriousViolations(visitor, 'round, signed out, en');
});

/** Nothing wider than a 390 px phone: no sideways scrolling. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a round, its backers and a participant read on a phone in Russian, without serious axe findings', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const [startupToken, investorToken] = [await apiLogin(request, demo.startup), await apiLogin(request, demo.investor)];
  // The demo startup's own round, opened from its investment application, with its backers and updates.
  const { tickets } = await ok<{ tickets: { id: string; type_ticket: string; is_crowdfunding: boolean }[] }>(
    request.get('/api/v1/startup/ticket_list?take=50&skip=0', { headers: auth(startupToken) }),
  );
  const filed = tickets.filter((item) => item.type_ticket === 'startup_investment' && item.is_crowdfunding).at(-1)!;
  const { crowdfunding_id: roundId } = await ok<{ crowdfunding_id: string }>(
    request.get(`/api/v1/startup/ticket/${filed.id}`, { headers: auth(startupToken) }),
  );

  const founder = await openAs(browser, baseURL!, startupToken, `/cabinet/applications/view/startup_investment/${filed.id}/crowdfunding/${roundId}`, true);
  await expect(founder.getByTestId('round-view')).toBeVisible(FIRST_LOAD);
  await expect(founder.getByTestId('update-form')).toBeVisible();
  await expect(founder.getByTestId('round-update').first()).toBeVisible();
  await fitsThePhone(founder);
  await expectNoSeriousViolations(founder, 'own round, startup, ru');
  await founder.goto(`/cabinet/applications/view/startup_investment/${filed.id}/crowdfunding/${roundId}/backers`);
  await expect(founder.getByTestId('backer-row').first()).toBeVisible(FIRST_LOAD);
  await fitsThePhone(founder);
  await expectNoSeriousViolations(founder, 'backers, startup, ru');
  await founder.getByRole('group', { name: 'Статус участника' }).getByText('Подтверждён', { exact: true }).click();
  await expect(founder.getByTestId('backer-row').first().getByTestId('backer-status')).toHaveText('Подтверждён');
  await founder.getByTestId('backer-row').first().getByRole('link').click();
  await expect(founder.getByTestId('participant')).toBeVisible(NEW_SCREEN);
  await fitsThePhone(founder);
  await expectNoSeriousViolations(founder, 'participant, startup, ru');

  // The demo investor backs this round too: it reads the other backers by name only, with no
  // status filter, and another backer's page without status, amounts or dates.
  const { id: investorUser } = await ok<{ id: string }>(request.get('/api/v1/user/info', { headers: auth(investorToken) }));
  const { backers } = await ok<{ backers: { id: string; status: string | null; founder: { id: string } | null }[] }>(
    request.post(`/api/v1/foundation/crowdfunding/${roundId}/backer/list?take=20&skip=0`, { headers: auth(investorToken), data: {} }),
  );
  const other = backers.find((b) => b.founder?.id !== investorUser)!;
  expect(other.status).toBeNull();
  const reader = await openAs(browser, baseURL!, investorToken, `/cabinet/crowdfunding/view/${roundId}/backers`, true);
  await expect(reader.getByTestId('backers-private')).toBeVisible(FIRST_LOAD);
  await expect(reader.getByTestId('backer-row').first()).toBeVisible();
  await expect(reader.getByRole('group', { name: 'Статус участника' })).toHaveCount(0);
  expect(await reader.getByTestId('backer-status').count()).toBeLessThanOrEqual(1);
  await fitsThePhone(reader);
  await expectNoSeriousViolations(reader, 'backers, investor, ru');
  await reader.goto(`/cabinet/crowdfunding/view/${roundId}/participant/${other.id}`);
  await expect(reader.getByTestId('participant')).toContainText('видят сам участник, стартап раунда и менеджеры платформы', NEW_SCREEN);
  await expect(reader.getByTestId('backer-status')).toHaveCount(0);
  await expect(reader.getByText('Сумма инвестиции')).toHaveCount(0);
  await expectNoSeriousViolations(reader, 'participant, investor, ru');

  // An active round of another startup (the journey beside this one files and joins the demo
  // startup's) the demo investor has not joined: the join dialog; and the same round signed out.
  const { id: startupUser } = await ok<{ id: string }>(request.get('/api/v1/user/info', { headers: auth(startupToken) }));
  const { crowdfunds } = await ok<{ crowdfunds: { id: string }[] }>(
    request.post('/api/v1/investor/crowdfunding_dashboard_list?take=50&skip=0', { headers: auth(investorToken), data: { status: 'active' } }),
  );
  let open: string | null = null;
  for (const round of crowdfunds) {
    const card = await ok<{ backer_status: unknown; status: string; startup: { user_id: string } }>(
      request.get(`/api/v1/investor/crowdfunding_card/${round.id}`, { headers: auth(investorToken) }),
    );
    if (card.backer_status === null && card.status === 'active' && card.startup.user_id !== startupUser) {
      open = round.id;
      break;
    }
  }
  expect(open).not.toBeNull();
  const investor = await openAs(browser, baseURL!, investorToken, `/cabinet/crowdfunding/view/${open}`, true);
  await expect(investor.getByTestId('round-view')).toBeVisible(FIRST_LOAD);
  await fitsThePhone(investor);
  await expectNoSeriousViolations(investor, 'round, investor, ru');
  await investor.getByTestId('join-round').click();
  await expect(investor.getByRole('dialog', { name: 'Участие в раунде' })).toBeVisible();
  await expect(
    investor.getByRole('dialog', { name: 'Участие в раунде' }).getByText(/^От \d[\d\s]*\s\$ \(минимальный билет\) до \d[\d\s]*\s\$ \(осталось собрать\)\.$/),
  ).toBeVisible();
  await expectNoSeriousViolations(investor, 'join dialog, investor, ru');

  const visitor = await openAs(browser, baseURL!, null, `/cabinet/crowdfunding/view/${open}`, true);
  await expect(visitor.getByTestId('round-view')).toBeVisible(FIRST_LOAD);
  await fitsThePhone(visitor);
  await expectNoSeriousViolations(visitor, 'round, signed out, ru');
  await visitor.goto('/cabinet/crowdfunding/view/00000000-0000-4000-8000-000000000000');
  await expect(visitor.getByTestId('round-not-found')).toContainText('Раунд краудфандинга не найден', FIRST_LOAD);
});
