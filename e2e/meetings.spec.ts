import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Meeting } from '@platform/contract';
import { expect, test } from './support/test.js';
import { uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { NEW_SCREEN } from './support/applications.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { bookThroughApi, expertTicketAtWork, firstFreeHour, freeWeekday } from './support/meetings.js';
import { PageWalk, walkSettings } from './support/page-walk.js';

/**
 * A meeting from three sides, each in a browser context of its own: the manager books it on an
 * expert ticket at work, inside the internal expert's free time; the demo expert company sees it
 * arrive, is refused a decline with too short a reason, then accepts; the client sees it accepted.
 * The client is a startup of this journey's own and the meeting lies weeks ahead on a random
 * weekday, so journeys running beside this one on the demo database are not disturbed.
 */

test.use({ viewport: { width: 1280, height: 1000 } });

/** Waits until a calendar invite has been mailed to an address. */
async function mailedInvite(request: APIRequestContext, managerToken: string, email: string): Promise<void> {
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${managerToken}` } });
      const { mails } = (await res.json()) as { mails: { ics: string | null }[] };
      return mails.find((m) => m.ics)?.ics ?? '';
    })
    .toContain('BEGIN:VCALENDAR');
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

test('a manager books a meeting in free time, the expert declines too briefly then accepts, and the client sees it accepted', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const clientEmail = uniqueEmail(test.info(), 'meetings-client');
  const setup = await expertTicketAtWork(request, clientEmail);
  const managerToken = await apiLogin(request, demo.manager);
  const day = await freeWeekday(request, managerToken, setup.expertId, [4, 8]);
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
  const booked = page.waitForResponse(
    (answer) => answer.url().endsWith(`/expert-tickets/${setup.expertTicket}/meetings`) && answer.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Book' }).click();
  const bookedAnswer = await booked;
  expect(bookedAnswer.status()).toBe(200);
  const meeting = (await bookedAnswer.json()) as Meeting;
  await expect(page.getByText(`“${name}” is booked.`)).toBeVisible();
  const managerCard = page.getByRole('listitem', { name });

  // The client is mailed an invite a calendar program reads: a request for this meeting, in UTC.
  await mailedInvite(request, managerToken, clientEmail);
  const outbox = await page.context().newPage();
  await outbox.goto(`/manage/outbox?to=${encodeURIComponent(clientEmail)}`);
  const download = outbox.waitForEvent('download');
  await outbox.getByTestId('outbox-invite').first().click(FIRST_LOAD);
  const invite = new ICAL.Component(ICAL.parse(await readFile((await (await download).path())!, 'utf8')));
  await outbox.close();
  expect(invite.getFirstPropertyValue('method')).toBe('REQUEST');
  const event = new ICAL.Event(invite.getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe(name);
  expect(event.startDate.toJSDate().toISOString()).toBe(meeting.timestampz_range.timestampz_from);
  expect(event.endDate.toJSDate().toISOString()).toBe(meeting.timestampz_range.timestampz_to);
  expect(event.uid).toMatch(new RegExp(`^meeting-${meeting.id}@`));
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
  // The reason stops at the contract's 50 characters, and its counter says so.
  await expect(decline.getByTestId('length-counter')).toHaveText('4/50');
  await decline.getByRole('textbox', { name: 'Reason' }).fill('Away at a conference for the whole of that week, sorry');
  await expect(decline.getByRole('textbox', { name: 'Reason' })).toHaveValue('Away at a conference for the whole of that week, s');
  await expect(decline.getByTestId('length-counter')).toHaveText('50/50');
  await decline.getByRole('button', { name: 'Cancel' }).click();
  await expect(decline).toBeHidden();
  await expect(card.getByTestId('meeting-chip')).toHaveText('Waiting for confirmation');
  await card.getByRole('button', { name: `Accept ${name}` }).click();
  await expect(expert.getByText(`You accepted “${name}”.`)).toBeVisible();
  await expect(card.getByTestId('meeting-chip')).toHaveText('Accepted');

  // The expert's schedule shows it in that week, accepted, with its card.
  const [dd, mm, yyyy] = day.split('.');
  await expert.goto(`/cabinet/schedule?expertId=${setup.expertId}&date=${yyyy}-${mm}-${dd}`);
  const onCalendar = expert.getByTestId('schedule-meeting').filter({ hasText: name });
  await expect(onCalendar).toHaveAttribute('data-state', 'accepted', FIRST_LOAD);
  // The calendar writes its times as the booking dialog did.
  await expect(onCalendar.locator('.fc-event-time')).toHaveText(/^\d{2}:\d{2} (AM|PM)–\d{2}:\d{2} (AM|PM)$/);
  await onCalendar.click();
  const eventCard = expert.getByTestId('meeting-card');
  await expect(eventCard).toContainText('Accepted');
  await expect(eventCard).toContainText('Scope, access and the first interviews');

  // The manager's list follows; the client sees the meeting accepted on its application.
  await expect(managerCard.getByTestId('meeting-chip')).toHaveText('Accepted');
  const client = await openAs(browser, baseURL!, setup.clientToken, `/cabinet/applications/view/startup_duedill/${setup.clientTicket}?tab=meetings`);
  const clientCard = client.getByRole('listitem', { name });
  await expect(clientCard.getByTestId('meeting-chip')).toHaveText('Accepted', FIRST_LOAD);
  await expect(clientCard.getByTestId('meeting-when')).toBeVisible();
  await expect(clientCard.getByRole('button')).toHaveCount(0);
});

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const { language, viewport } of walkSettings) {
  test(`the meeting screens pass axe in ${language} at ${viewport.width} px`, async ({ request, browser, baseURL }) => {
    test.setTimeout(180_000);
    const setup = await expertTicketAtWork(request, uniqueEmail(test.info(), `meetings-axe-${language}`));
    const managerToken = await apiLogin(request, demo.manager);
    const day = await freeWeekday(request, managerToken, setup.expertId, language === 'en' ? [8, 12] : [12, 16]);
    const stamp = Date.now().toString(36);
    await bookThroughApi(request, setup.expertTicket, `Waiting ${stamp}`, await firstFreeHour(request, managerToken, setup.expertId, day));
    const declined = await bookThroughApi(request, setup.expertTicket, `Declined ${stamp}`, await firstFreeHour(request, managerToken, setup.expertId, day));
    const answered = await request.patch(`/api/v1/expert/work_calendar/meet/accept/${declined.id}`, {
      headers: { authorization: `Bearer ${setup.expertToken}` },
      data: { accept: false, reason: 'Out of office that week' },
    });
    expect(answered.ok()).toBe(true);

    const walkAs = async (token: string, path: string) => {
      const context = await browser.newContext({ baseURL, viewport });
      await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL! }]);
      const walk = new PageWalk(await context.newPage(), language);
      await walk.start(path, token);
      return walk;
    };

    const expert = await walkAs(setup.expertToken, `/cabinet/applications/view/expert_duedill/${setup.expertTicket}?tab=meetings`);
    await expert.check('expert meetings tab with meetings', { ready: expert.page.getByTestId('meeting-reason') });
    await expect(expert.page.getByTestId('meeting-card')).toHaveCount(2);
    await expectNoSidewaysScroll(expert.page);
    await expert.checkOpen('expert decline dialog', async () => {
      await expert.page.getByRole('button', { name: expert.t('meetings.declineOf', { name: `Waiting ${stamp}` }) }).click();
      const dialog = expert.page.getByRole('dialog', { name: expert.t('meetings.decline.title') });
      await expect(dialog.getByTestId('length-counter')).toHaveText('0/50');
      return dialog;
    });

    const client = await walkAs(setup.clientToken, `/cabinet/applications/view/startup_duedill/${setup.clientTicket}?tab=meetings`);
    await client.check('client meetings tab with meetings', { ready: client.page.getByTestId('meeting-reason') });
    await expect(client.page.getByTestId('meeting-card')).toHaveCount(2);
    await expectNoSidewaysScroll(client.page);

    const manager = await walkAs(managerToken, `/manage/tickets/${setup.expertTicket}`);
    await manager.check('manager meetings with meetings', { ready: manager.page.getByTestId('meeting-reason') });
    await expectNoSidewaysScroll(manager.page);
    await manager.checkOpen('booking dialog with the times of a day', async () => {
      await manager.page.getByTestId('meeting-book').click();
      const dialog = manager.page.getByRole('dialog', { name: manager.t('meetings.form.bookTitle') });
      await dialog.getByRole('textbox', { name: manager.t('meetings.form.date') }).fill(day);
      await dialog.getByRole('textbox', { name: manager.t('meetings.form.date') }).press('Tab');
      await dialog.getByRole('combobox', { name: manager.t('meetings.form.start') }).click();
      // Times read as the schedule writes them: "09:00 AM" in English, "09:00" in Russian.
      for (const option of await manager.page.getByRole('option').allTextContents())
        expect(option).toMatch(language === 'en' ? /^\d{2}:\d{2} (AM|PM)$/ : /^\d{2}:\d{2}$/);
      await manager.page.getByRole('option').first().click();
      await expect(dialog.getByRole('combobox', { name: manager.t('meetings.form.end') })).toBeEnabled();
      return dialog;
    });
    await manager.checkOpen('change dialog', async () => {
      await manager.page.getByRole('button', { name: manager.t('meetings.manager.changeOf', { name: `Waiting ${stamp}` }) }).click();
      const dialog = manager.page.getByRole('dialog', { name: manager.t('meetings.form.changeTitle') });
      await expect(dialog.getByRole('combobox', { name: manager.t('meetings.form.start') })).not.toHaveValue('');
      return dialog;
    });
    await manager.checkOpen('cancel confirmation', async () => {
      await manager.page.getByRole('button', { name: manager.t('meetings.manager.cancelOf', { name: `Waiting ${stamp}` }) }).click();
      return manager.page.getByRole('dialog', { name: manager.t('meetings.manager.cancelTitle') });
    });
    await expectNoSeriousViolations(manager.page, 'manager meetings, after the dialogs');
  });
}
