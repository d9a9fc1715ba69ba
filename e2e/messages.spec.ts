import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { pdfBuffer } from './support/applications.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';

/** Attaches a small PDF through the compose form's file button, as a person picks a file. */
async function attach(page: Page, button: string, name: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdfBuffer() });
  await expect(page.getByRole('group', { name: button === 'Attach files' ? 'Files' : 'Файлы' })).toContainText(name);
}

const uuid = '[0-9a-f-]{36}';

/** The menu badge's label for a count. */
const newItems = (n: number) => (n === 1 ? '1 new item' : `${n} new items`);

test('a startup writes to the platform with a file, the manager answers live with a file, the startup replies and the closed thread turns read-only', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const subject = `Pitch review ${Date.now()}-w${testInfo.workerIndex}`;
  const startupContext = await browser.newContext();
  const managerContext = await browser.newContext();
  const startup = await startupContext.newPage();
  const manager = await managerContext.newPage();
  const request = startupContext.request;

  // The manager watches the queue of threads waiting for an answer.
  await openCabinetAs(manager, await apiLogin(request, demo.manager), '/manage/messages');
  await expect(manager.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible(FIRST_LOAD);
  await expect(manager.getByRole('complementary', { name: 'Usual first answer' })).toBeVisible();

  // The startup starts a thread with a subject, a text and a PDF. The seed leaves it unread threads.
  const startupToken = await apiLogin(request, demo.startup);
  const unreadBefore = (
    (await (await request.get('/api/v1/user/events', { headers: { authorization: `Bearer ${startupToken}` } })).json()) as { new_company_tasks: number }
  ).new_company_tasks;
  await openCabinetAs(startup, startupToken, '/cabinet/messages');
  await expect(startup.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible(FIRST_LOAD);
  await startup.getByRole('link', { name: 'New message' }).click();
  await startup.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await startup.getByRole('textbox', { name: 'Message' }).fill('Could you look at our deck?\nThe second slide is new.');
  await attach(startup, 'Attach files', 'deck-question.pdf');
  await startup.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(startup).toHaveURL(new RegExp(`/cabinet/messages/view/${uuid}$`));
  await expect(startup.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(startup.getByTestId('thread-post')).toHaveCount(1);
  await startup.getByRole('link', { name: 'Back to messages' }).click();
  const startupCard = startup.getByRole('article').filter({ hasText: subject });
  await expect(startupCard).toBeVisible();

  // The queue shows it without a reload, with how long it waits; the manager answers with a file.
  const queueCard = manager.getByRole('article').filter({ hasText: subject });
  await expect(queueCard).toBeVisible();
  await expect(queueCard.getByTestId('thread-waiting')).toContainText('Waiting about 1 minute');
  await queueCard.getByRole('link', { name: subject }).click();
  await expect(manager.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Download deck-question.pdf' })).toBeVisible();
  await manager.getByRole('textbox', { name: 'Message' }).fill('Thanks, see our notes attached.');
  await attach(manager, 'Attach files', 'manager-notes.pdf');
  await manager.getByRole('button', { name: 'Send reply' }).click();
  await expect(manager.getByTestId('thread-post')).toHaveCount(2);

  // The startup's menu badge and card light up without a reload.
  const nav = startup.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: /Messages/ }).getByLabel(newItems(unreadBefore + 1))).toBeVisible();
  await expect(startupCard.getByText('New', { exact: true })).toBeVisible();
  await expect(startupCard.getByRole('img', { name: 'An answer awaits you' })).toBeVisible();
  await expect(startupCard).toContainText('Platform manager: Thanks, see our notes attached.');

  // Opening the thread reads it: the badge goes; the file downloads; the startup replies.
  await startupCard.getByRole('link', { name: subject }).click();
  await expect(startup.getByTestId('thread-post')).toHaveCount(2);
  await expect(startup.getByTestId('thread-post').nth(1)).toContainText('Platform manager');
  await expect(nav.getByLabel(newItems(unreadBefore + 1))).toHaveCount(0);
  if (unreadBefore > 0) await expect(nav.getByRole('link', { name: /Messages/ }).getByLabel(newItems(unreadBefore))).toBeVisible();
  const download = startup.waitForEvent('download');
  await startup.getByRole('button', { name: 'Download manager-notes.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('manager-notes.pdf');
  await startup.getByRole('textbox', { name: 'Message' }).fill('Great, thank you!');
  await startup.getByRole('button', { name: 'Send reply' }).click();
  await expect(startup.getByTestId('thread-post')).toHaveCount(3);

  // The manager sees the reply live and closes the thread; the startup's page turns read-only.
  await expect(manager.getByTestId('thread-post')).toHaveCount(3);
  await manager.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(manager.getByTestId('thread-closed')).toBeVisible();
  await expect(startup.getByTestId('thread-closed')).toBeVisible();
  await expect(startup.getByRole('button', { name: 'Send reply' })).toHaveCount(0);

  await startupContext.close();
  await managerContext.close();
});

test(
  'in the Russian interface the demo investor writes on an application, the manager answers, the application opens on its messages tab and the ' +
    'closed thread is read-only',
  async ({ browser }) => {
    test.setTimeout(90_000);
    const subject = `Вопрос по заявке ${Date.now()}`;
    const investorContext = await browser.newContext();
    const managerContext = await browser.newContext();
    const request = investorContext.request;
    const investorToken = await apiLogin(request, demo.investor);
    const list = await request.get('/api/v1/foundation/ticket_list?take=1&skip=0', { headers: { authorization: `Bearer ${investorToken}` } });
    const [ticket] = ((await list.json()) as { tickets: { id: string; type_ticket: string }[] }).tickets;
    expect(ticket).toBeDefined();
    const view = `/cabinet/applications/view/${ticket!.type_ticket}/${ticket!.id}`;

    const investor = await investorContext.newPage();
    await investor.addInitScript(() => localStorage.setItem('current_language', 'ru'));
    await openCabinetAs(investor, investorToken, `${view}?tab=messages`);
    await investor.getByRole('tabpanel').getByRole('link', { name: 'Новое сообщение' }).first().click(FIRST_LOAD);
    await investor.getByRole('textbox', { name: 'Тема' }).fill(subject);
    await investor.getByRole('textbox', { name: 'Сообщение' }).fill('Когда будут первые предложения?');
    await investor.getByRole('button', { name: 'Отправить', exact: true }).click();
    await expect(investor).toHaveURL(new RegExp(`${view}/message/view/${uuid}$`));
    await investor.getByRole('link', { name: 'К заявке' }).click();

    // The manager finds it among the application threads and answers.
    const manager = await managerContext.newPage();
    await openCabinetAs(manager, await apiLogin(request, demo.manager), '/manage/messages?kind=ticket');
    await manager.getByRole('article').filter({ hasText: subject }).getByRole('link', { name: subject }).click(FIRST_LOAD);
    await manager.getByRole('textbox', { name: 'Message' }).fill('First offers come within two weeks.');
    await manager.getByRole('button', { name: 'Send reply' }).click();
    await expect(manager.getByTestId('thread-post')).toHaveCount(2);

    // The answer is unread: the application opens on its messages tab, the card is marked new.
    await investor.goto(view);
    const card = investor.getByRole('tabpanel').getByRole('article').filter({ hasText: subject });
    await expect(card.getByText('Новое', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: subject }).click();
    await expect(investor.getByTestId('thread-post').nth(1)).toContainText('Менеджер платформы');

    await manager.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(investor.getByTestId('thread-closed')).toContainText('Переписка закрыта');
    await expect(investor.getByRole('button', { name: 'Отправить ответ' })).toHaveCount(0);

    await investorContext.close();
    await managerContext.close();
  },
);

test('a manager writes to a company from its page in the back office, and the company finds the thread', async ({ page, request }) => {
  const subject = `Welcome call ${Date.now()}`;
  const startupToken = await apiLogin(request, demo.startup);
  const info = (await (await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${startupToken}` } })).json()) as { id: string };
  await openCabinetAs(page, await apiLogin(request, demo.manager), `/manage/companies/startup/${info.id}`);
  await page.getByRole('link', { name: 'Write to the company' }).click(FIRST_LOAD);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Shall we book a call this week?');
  await page.getByRole('button', { name: 'Send to the company' }).click();
  await expect(page.getByText('The message is sent to the company')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/manage/messages/${uuid}$`));
  await expect(page.getByTestId('thread-post')).toHaveCount(1);

  const { companyTasks } = (await (
    await request.get('/api/v1/company-task/list?take=50', { headers: { authorization: `Bearer ${startupToken}` } })
  ).json()) as { companyTasks: { title: string; unread: boolean; awaiting_reply: boolean }[] };
  expect(companyTasks.find((c) => c.title === subject)).toMatchObject({ unread: true, awaiting_reply: true });
});
