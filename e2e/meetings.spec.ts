import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { fullScoreStartup, NEW_SCREEN } from './support/applications.js';
import { FIRST_LOAD } from './support/cabinet.js';

/**
 * A meeting from three sides, each in a browser context of its own: the manager books it on an
 * expert ticket at work, inside the internal expert's free time; the demo expert company sees it
 * arrive, is refused a decline with too short a reason, then accepts; the client sees it accepted.
 * The client is a startup of this journey's own and the meeting lies weeks ahead on a random
 * weekday, so journeys running beside this one on the demo database are not disturbed.
 */

test.use({ viewport: { width: 1280, height: 1000 } });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const res = await answer;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A new startup's due-diligence ticket sent to the demo expert company, at work, with a seeded internal expert. */
async function expertTicketAtWork(request: APIRequestContext, email: string) {
  const client = await fullScoreStartup(request, email);
  const manager = await apiLogin(request, demo.manager);
  const expert = await apiLogin(request, demo.expert);
  const filed = await ok<{ id: string }>(
    request.post('/api/v1/startup/duedill/due_dill_form', { headers: auth(client), data: { type_of_due_dill: 'technical', goals_and_tasks: 'Check the stack before the round', feedback_method: 'email', feedback_value: email } }),
  );
  const { candidates } = await ok<{ candidates: { id: string; name: string }[] }>(request.get(`/api/v1/manager/tickets/${filed.id}/experts`, { headers: auth(manager) }));
  const me = await ok<{ id: string }>(request.get('/api/v1/user/info', { headers: auth(expert) }));
  const company = candidates.find((c) => c.id === me.id)!;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  await ok(request.post(`/api/v1/manager/tickets/${filed.id}/expert`, { headers: auth(manager), data: { companyId: company.id, timeline: 'Two weeks', start_date: day(3), fee: 5000, expire: day(7) } }));
  const detail = await ok<{ expert_work: { id: string }[] }>(request.get(`/api/v1/manager/tickets/${filed.id}`, { headers: auth(manager) }));
  const expertTicket = detail.expert_work[0]!.id;
  await ok(request.patch(`/api/v1/expert/ticket/duedill/accept/${expertTicket}`, { headers: auth(expert), data: { interesting: true } }));
  await ok(request.post(`/api/v1/manager/expert-tickets/${expertTicket}/status`, { headers: auth(manager), data: { event: 'terms_agreed' } }));
  // A seeded expert (the oldest): another journey adds and deletes experts of this company meanwhile.
  const { experts } = await ok<{ experts: { id: string }[] }>(request.post('/api/v1/expert/internal-expert/list?take=1&skip=0&order_dir=asc', { headers: auth(expert), data: { search: '' } }));
  await ok(request.patch(`/api/v1/expert/ticket/${expertTicket}/internal-expert`, { headers: auth(expert), data: { internal_expert_id: experts[0]!.id } }));
  return { clientTicket: filed.id, expertTicket, clientToken: client, expertId: experts[0]!.id, expertToken: expert };
}

/** A weekday 4 to 10 weeks ahead on which the internal expert has free time, as `dd.MM.yyyy` for the date input. */
async function freeWeekday(request: APIRequestContext, token: string, expertId: string): Promise<string> {
  for (let tries = 0; tries < 20; tries++) {
    const date = new Date(Date.now() + (28 + Math.floor(Math.random() * 42)) * 86_400_000);
    if ([0, 6].includes(date.getDay())) continue;
    const from = new Date(date.getFullYear(), date.getMonth(), date.getDate());
    const to = new Date(from.getTime() + 86_400_000);
    const calendar = await ok<{ calendar: { time: unknown[] }[] }>(
      request.get(`/api/v1/expert/work_calendar/${expertId}?timestampz_from=${encodeURIComponent(from.toISOString())}&timestampz_to=${encodeURIComponent(to.toISOString())}`, { headers: auth(token) }),
    );
    if (calendar.calendar.some((entry) => entry.time.length > 0)) return `${String(from.getDate()).padStart(2, '0')}.${String(from.getMonth() + 1).padStart(2, '0')}.${from.getFullYear()}`;
  }
  throw new Error('no working weekday found for the internal expert');
}

/** An actor's context signed in through the API, in English. */
async function openAs(browser: Browser, baseURL: string, token: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 1000 } });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  await context.addInitScript((session) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', session);
    localStorage.setItem('current_language', 'en');
  }, token);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a manager books a meeting in free time, the expert declines too briefly then accepts, and the client sees it accepted', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(180_000);
  const setup = await expertTicketAtWork(request, uniqueEmail(test.info(), 'meetings-client'));
  const managerToken = await apiLogin(request, demo.manager);
  const day = await freeWeekday(request, managerToken, setup.expertId);
  const name = `Kick-off ${Date.now().toString(36)}`;

  // The expert's meetings tab is open before anything is booked.
  const expert = await openAs(browser, baseURL!, setup.expertToken, `/cabinet/applications/view/expert_duedill/${setup.expertTicket}?tab=meetings`);
  await expect(expert.getByTestId('meetings-empty')).toBeVisible(FIRST_LOAD);
  await expect(expert.getByTestId('meetings-schedule-link')).toHaveAttribute('href', new RegExp(`/cabinet/schedule\\?expertId=${setup.expertId}$`));

  // The manager books it through the form, at the first free time of the day.
  await page.addInitScript((session) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', session);
    localStorage.setItem('current_language', 'en');
  }, managerToken);
  await page.context().addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL! }]);
  await page.goto(`/manage/tickets/${setup.expertTicket}`);
  await page.getByTestId('meeting-book').click(FIRST_LOAD);
  const form = page.getByRole('dialog', { name: 'Book a meeting' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Description' }).fill('Scope, access and the first interviews');
  await form.getByRole('textbox', { name: 'Meeting link' }).fill('https://meet.example.com/kick-off');
  await form.getByRole('button', { name: 'Book' }).click();
  await expect(form.getByText('Choose when the meeting starts')).toBeVisible();
  await form.getByRole('textbox', { name: 'Day' }).fill(day);
  await form.getByRole('textbox', { name: 'Day' }).press('Tab');
  await form.getByRole('combobox', { name: 'Start' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('combobox', { name: 'End' }).click();
  await page.getByRole('option').nth(1).click();
  const booked = page.waitForResponse((answer) => answer.url().endsWith(`/expert-tickets/${setup.expertTicket}/meetings`) && answer.request().method() === 'POST');
  await form.getByRole('button', { name: 'Book' }).click();
  expect((await booked).status()).toBe(200);
  await expect(page.getByText(`“${name}” is booked.`)).toBeVisible();
  const managerCard = page.getByRole('listitem', { name });
  await expect(managerCard.getByTestId('meeting-chip')).toHaveText('Waiting for confirmation');

  // The expert sees it arrive, waiting; a decline needs a reason of 5 characters at least.
  const card = expert.getByRole('listitem', { name });
  await expect(card.getByTestId('meeting-chip')).toHaveText('Waiting for confirmation', NEW_SCREEN);
  await expect(card.getByTestId('meeting-link')).toHaveAttribute('rel', 'noopener noreferrer');
  await card.getByRole('button', { name: `Decline ${name}` }).click();
  const decline = expert.getByRole('dialog', { name: 'Decline the meeting' });
  await decline.getByRole('textbox', { name: 'Reason' }).fill('Busy');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByText('Reason is too short')).toBeVisible();
  await decline.getByRole('button', { name: 'Cancel' }).click();
  await expect(decline).toBeHidden();
  await expect(card.getByTestId('meeting-chip')).toHaveText('Waiting for confirmation');
  await card.getByRole('button', { name: `Accept ${name}` }).click();
  await expect(expert.getByText(`You accepted “${name}”.`)).toBeVisible();
  await expect(card.getByTestId('meeting-chip')).toHaveText('Accepted');

  // The manager's list follows; the client sees the meeting accepted on its application.
  await expect(managerCard.getByTestId('meeting-chip')).toHaveText('Accepted');
  const client = await openAs(browser, baseURL!, setup.clientToken, `/cabinet/applications/view/startup_duedill/${setup.clientTicket}?tab=meetings`);
  const clientCard = client.getByRole('listitem', { name });
  await expect(clientCard.getByTestId('meeting-chip')).toHaveText('Accepted', FIRST_LOAD);
  await expect(clientCard.getByTestId('meeting-when')).toBeVisible();
  await expect(clientCard.getByRole('button')).toHaveCount(0);
});
