import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.js';
import { uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations, preloadAxe } from './support/axe.js';

const PHONE = { width: 390, height: 844 };
const uuid = '[0-9a-f-]{36}';

test.use({ viewport: PHONE });

/**
 * The demo startup's running crowdfunding application from the seed: the oldest whose round is active (a journey may
 * file newer ones, and the seed's finished round, with its backers' room, is older).
 */
async function seededRoundTicket(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${await apiLogin(request, demo.startup)}` };
  const list = await request.get('/api/v1/startup/ticket_list?take=1000&skip=0', { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const { tickets } = (await list.json()) as { tickets: { id: string; type_ticket: string; is_crowdfunding: boolean }[] };
  for (const ticket of tickets.filter((t) => t.type_ticket === 'startup_investment' && t.is_crowdfunding).reverse()) {
    const detail = (await (await request.get(`/api/v1/startup/ticket/${ticket.id}`, { headers })).json()) as { crowdfunding_id: string | null };
    const card = await request.get(`/api/v1/startup/crowdfunding_card/${detail.crowdfunding_id}`, { headers });
    if (card.ok() && ((await card.json()) as { status: string }).status === 'active') return ticket.id;
  }
  throw new Error('the demo startup has no running crowdfunding application');
}

/**
 * A manager of its own whose account speaks Russian, signed in through the link its invitation
 * mailed: the journey then switches languages without touching the shared demo manager.
 */
async function russianManagerLink(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const headers = { authorization: `Bearer ${await apiLogin(request, demo.manager)}` };
  const email = uniqueEmail(testInfo, 'ticket-manager');
  const created = await request.post('/api/v1/manager/managers', { headers, data: { email, first_name: 'Вера', last_name: 'Заявкина', language: 'ru' } });
  expect(created.ok(), await created.text()).toBe(true);
  const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, { headers });
  const { mails } = (await outbox.json()) as { mails: { text: string }[] };
  const link = /\/\?key=[\w-]+/.exec(mails[0]?.text ?? '')?.[0];
  expect(link, 'the invitation carries a sign-in link').toBeDefined();
  return link!;
}

/** One line of the filed form: the field's name and its value, as a list of terms pairs them. */
function formLine(form: Locator, label: string): Locator {
  const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return form.getByTestId(/^info-/).filter({ has: form.page().getByRole('term').filter({ hasText: exactly }) });
}

async function expectFits(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('a manager reads a crowdfunding application field by field and writes to the client, in Russian and in English, at 390 px', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const ticketId = await seededRoundTicket(request);
  const link = await russianManagerLink(request, testInfo);
  await preloadAxe(page);

  // The account speaks Russian: the back office opens in Russian.
  await page.goto(link);
  await expect(page).toHaveURL(/\/manage$/, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByRole('region', { name: 'Уведомление о cookie' }).getByRole('button', { name: 'Принять' }).click();

  // The form, every field named as the client's form names it; amounts in Russian figures with the currency.
  await page.goto(`/manage/tickets/${ticketId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordlight Robotics');
  const form = page.getByRole('region', { name: 'Анкета заявки' });
  await expect(formLine(form, 'Минимальный чек').getByRole('definition')).toHaveText('25 000 $');
  await expect(formLine(form, 'Нужные инвестиции').getByRole('definition')).toHaveText('500 000 $ – 1 500 000 $');
  await expect(formLine(form, 'Размер раунда').getByRole('definition')).toHaveText('1 500 000 $');
  await expect(formLine(form, 'Цель инвестиций').getByRole('definition')).toHaveText('Выход на новые рынки');
  await expect(formLine(form, 'Также провести краудфандинговый раунд').getByRole('definition')).toHaveText('Да');
  await expect(formLine(form, 'Контакт').getByRole('definition')).toHaveText(`Почта: ${demo.startup}`);
  await expect(form).not.toContainText('min_ticket');
  await expect(form).not.toContainText('25000');
  await expectFits(page);
  await expectNoSeriousViolations(page, 'the ticket page in Russian');

  // The form to write to the client speaks to a manager.
  await page.getByRole('link', { name: 'Написать клиенту' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/tickets/${ticketId}/message$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сообщение клиенту по этой заявке');
  await expect(page.getByText('Клиент прочитает его на вкладке «Сообщения» заявки')).toBeVisible();
  await expect(page.getByTestId('thread-recipient')).toContainText('Nordlight Robotics');
  const subject = page.getByRole('textbox', { name: 'Тема' });
  const text = page.getByRole('textbox', { name: 'Сообщение' });
  await expect(subject).toHaveAttribute('placeholder', 'Например: документы для договора');
  await expect(text).toHaveAttribute('placeholder', 'Что клиенту нужно знать или сделать дальше и к какому сроку');
  await expectFits(page);
  await expectNoSeriousViolations(page, 'the write-to-the-client form in Russian');
  await subject.fill(`Документы для раунда ${Date.now()}`);
  await text.fill('Пришлите, пожалуйста, устав компании до пятницы.');
  await page.getByRole('button', { name: 'Отправить клиенту' }).click();
  await expect(page.getByText('Сообщение отправлено клиенту')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/manage/messages/${uuid}$`));
  await expect(page.getByTestId('thread-post')).toHaveCount(1);

  // In English: the same fields, the English labels and figures.
  await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`/manage/tickets/${ticketId}`);
  const formEn = page.getByRole('region', { name: 'Application form' });
  await expect(formLine(formEn, 'Minimum ticket').getByRole('definition')).toHaveText('$25,000');
  await expect(formLine(formEn, 'Investment sought').getByRole('definition')).toHaveText('$500,000 – $1,500,000');
  await expect(formLine(formEn, 'Valuation').getByRole('definition')).toHaveText('$12,000,000');
  await expect(formLine(formEn, 'Goal of the investment').getByRole('definition')).toHaveText('Entering new markets');
  await expect(formLine(formEn, 'Open to co-investment').getByRole('definition')).toHaveText('Yes');
  await expect(formEn).not.toContainText('min_ticket');
  await expect(formEn).not.toContainText('25000');
  await expectFits(page);
  await expectNoSeriousViolations(page, 'the ticket page in English');

  await page.getByRole('link', { name: 'Write to the client' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A message to the client about this application');
  await expect(page.getByText("The client reads it on the application's Messages tab")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('placeholder', 'e.g. Documents for the agreement');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'What the client should know or do next, and by when');
  await expect(page.getByRole('button', { name: 'Send to the client' })).toBeVisible();
  await expectFits(page);
  await expectNoSeriousViolations(page, 'the write-to-the-client form in English');
});
