import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice, FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { text, type Language } from './support/texts.js';
import { bookThroughApi, expertTicketAtWork, firstFreeHour, freeWeekday } from './support/meetings.js';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Letters only: a name unique to this run. */
function uniqueName(): string {
  return `Sched${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
}

/** The `yyyy-MM-dd` date `days` after today in UTC. */
function utcDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday, Tuesday and Wednesday of next week, in UTC. */
function nextWeek(): { monday: string; tuesday: string; wednesday: string } {
  const weekday = (new Date().getUTCDay() + 6) % 7; // Monday = 0
  return { monday: utcDate(7 - weekday), tuesday: utcDate(8 - weekday), wednesday: utcDate(9 - weekday) };
}

/** An internal expert of the demo company made for this journey only, working in UTC with the default hours (or none). */
async function journeyExpert(request: APIRequestContext, token: string, name: string, days = [1, 2, 3, 4, 5]): Promise<string> {
  const handbooks = (await (await request.get('/api/v2/handbooks', { headers: auth(token) })).json()) as { industries: { id: number | string }[] };
  const created = await request.post('/api/v1/expert/internal-expert', {
    headers: auth(token),
    data: { name, surname: 'Hopper', expert_in: [handbooks.industries[0]!.id] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day_of_week: day, time: days.includes(day) ? [{ from: '09:00', to: '17:00' }] : [], timezone: 'UTC' }));
  const saved = await request.post(`/api/v1/expert/work_calendar/${id}`, { headers: auth(token), data: { calendar: week, overrides: [] } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return id;
}

const slotOf = (page: Page, date: string) => page.locator(`.fc-timegrid-col[data-date="${date}"]`).getByTestId('schedule-slot');

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the demo expert sets an internal expert’s weekly hours and a day off, and reads the week in another zone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, demo.expert);
  const name = uniqueName();
  const expertId = await journeyExpert(request, token, name);
  try {
    const { monday, tuesday } = nextWeek();

    // From the expert list to the expert's schedule, in the expert's own zone.
    await openCabinetAs(page, token, '/cabinet/expert-list');
    await page.getByRole('textbox', { name: 'Search by name' }).fill(name);
    await expect(page.getByTestId('expert-row')).toHaveCount(1, FIRST_LOAD);
    await page.getByRole('link', { name: `Schedule of ${name} Hopper` }).click();
    await expect(page).toHaveURL(new RegExp(`/cabinet/schedule\\?expertId=${expertId}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('region', { name: `Schedule of ${name} Hopper` })).toBeVisible(FIRST_LOAD);

    // Next week, so the day off is never in the past.
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(slotOf(page, monday)).toHaveText('Available 09:00 AM–05:00 PM');
    await expect(slotOf(page, tuesday)).toHaveText('Available 09:00 AM–05:00 PM');

    // Monday 10 AM–6 PM and next Tuesday off.
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Schedule settings' });
    await expect(settings.getByRole('combobox', { name: "Expert's time zone" })).toHaveValue('GMT+00:00 UTC');
    await choose(page, settings, 'Monday: from, range 1', '10:00 AM');
    await choose(page, settings, 'Monday: to, range 1', '06:00 PM');
    await settings.getByRole('button', { name: 'Add a date' }).click();
    const override = settings.getByTestId('schedule-override');
    const [y, m, d] = tuesday.split('-');
    const dateBox = override.getByRole('textbox', { name: 'Date' });
    await dateBox.fill(`${d}.${m}.${y}`);
    await dateBox.blur();
    await expect(override.getByRole('checkbox', { name: 'Unavailable all day' })).toBeChecked();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toBeHidden();
    await expect(page.getByText('The schedule is saved')).toBeVisible();
    await expect(slotOf(page, monday)).toHaveText('Available 10:00 AM–06:00 PM');
    await expect(slotOf(page, tuesday)).toHaveCount(0);

    // In Kolkata (GMT+05:30) the same hours read 3:30–11:30 PM; the zone is in the URL, and back returns to UTC.
    await page.getByRole('combobox', { name: 'Time zone', exact: true }).click();
    await page.getByRole('combobox', { name: 'Time zone', exact: true }).fill('Kolkata');
    await page.getByRole('option', { name: 'GMT+05:30 Asia/Kolkata' }).click();
    await expect(page).toHaveURL(/zone=Asia%2FKolkata/);
    await expect(slotOf(page, monday)).toHaveText('Available 03:30 PM–11:30 PM');
    await page.goBack();
    await expect(slotOf(page, monday)).toHaveText('Available 10:00 AM–06:00 PM');
  } finally {
    // The list keeps its search for the account: forget it, so other journeys open the whole list.
    await request.put('/api/v1/user/preferences/expert_filter', { headers: auth(token), data: { value: null } });
    await request.delete(`/api/v1/expert/internal-expert/${expertId}`, { headers: auth(token) });
  }
});

test('an expert without hours is offered the settings, and a day’s intersecting ranges are refused before saving', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request, demo.expert);
  const name = uniqueName();
  const expertId = await journeyExpert(request, token, name, []);
  try {
    const { monday, wednesday } = nextWeek();
    await openCabinetAs(page, token, `/cabinet/schedule?expertId=${expertId}&date=${monday}`);
    const empty = page.getByRole('dialog', { name: 'No schedule for this week' });
    await expect(empty).toBeVisible(FIRST_LOAD);
    await empty.getByRole('button', { name: 'Open settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Schedule settings' });
    const wednesdayRow = settings.getByTestId('weekday-3');
    await expect(wednesdayRow).toContainText('Unavailable');
    await wednesdayRow.getByRole('button', { name: 'Add a time range to Wednesday' }).click();
    await wednesdayRow.getByRole('button', { name: 'Add a time range to Wednesday' }).click();
    await expect(wednesdayRow.getByTestId('schedule-range')).toHaveCount(2);
    await choose(page, wednesdayRow, 'Wednesday: from, range 2', '04:00 PM');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(wednesdayRow.getByText('Wednesday has intersecting slots')).toBeVisible();
    await wednesdayRow.getByRole('button', { name: 'Remove range 2 of Wednesday' }).click();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toBeHidden();
    await expect(empty).toBeHidden();
    await expect(slotOf(page, wednesday)).toHaveText('Available 09:00 AM–05:00 PM');
  } finally {
    await request.delete(`/api/v1/expert/internal-expert/${expertId}`, { headers: auth(token) });
  }
});

/** How each language writes a time of day, the same on the grid, its working hours and the settings. */
const clock: Record<Language, { nine: string; two: string; day: string; hours: RegExp }> = {
  en: { nine: '09:00 AM', two: '02:00 PM', day: '09:00 AM–05:00 PM', hours: /^\d{2}:\d{2} (AM|PM)$/ },
  ru: { nine: '09:00', two: '14:00', day: '09:00–17:00', hours: /^\d{2}:\d{2}$/ },
};

for (const language of ['en', 'ru'] as const) {
  test(`the schedule writes every time one way in ${language}: grid, working hours and settings`, async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const token = await apiLogin(request, demo.expert);
    const expertId = await journeyExpert(request, token, uniqueName());
    const { context, page } = await cabinetDevice(browser, baseURL!, token, language);
    try {
      const { monday } = nextWeek();
      await page.goto(`/cabinet/schedule?expertId=${expertId}&date=${monday}&zone=UTC`);
      const want = clock[language];
      await expect(slotOf(page, monday)).toHaveText(text(language, 'schedule.available', { range: want.day }), FIRST_LOAD);
      const label = (time: string) => page.locator(`.fc-timegrid-slot-label[data-time="${time}"] .fc-timegrid-slot-label-cushion`);
      await expect(label('14:00:00')).toHaveText(want.two);
      await expect(label('09:00:00')).toHaveText(want.nine);
      await expectNoSeriousViolations(page, `schedule in ${language}`);

      await page.getByRole('button', { name: text(language, 'schedule.settings') }).click();
      const settings = page.getByRole('dialog', { name: text(language, 'schedule.form.title') });
      const mondayFrom = settings.getByRole('combobox', {
        name: text(language, 'schedule.form.fromOf', { day: text(language, 'schedule.weekdays.1'), number: '1' }),
        exact: true,
      });
      await expect(mondayFrom).toHaveValue(want.nine);
      await mondayFrom.click();
      const options = await page.getByRole('option').allTextContents();
      expect(options.length).toBe(48);
      for (const option of options) expect(option).toMatch(want.hours);
      await page.getByRole('option', { name: want.nine, exact: true }).click();
      await expectNoSeriousViolations(page, `schedule settings in ${language}`);
    } finally {
      await context.close();
      await request.delete(`/api/v1/expert/internal-expert/${expertId}`, { headers: auth(token) });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('at 390 px the schedule shows one day, steps a day at a time and fits the screen', async ({ page, request }) => {
    const { monday, tuesday } = nextWeek();
    await openCabinetAs(page, await apiLogin(request, demo.expert), `/cabinet/schedule?date=${monday}`);
    // Without an expert in the URL the first one is chosen and put there.
    await expect(page).toHaveURL(/expertId=[0-9a-f-]{36}/, FIRST_LOAD);
    const calendar = page.getByTestId('schedule-calendar');
    await expect(calendar).toBeVisible(FIRST_LOAD);
    await expect(calendar.locator('.fc-timegrid-col[data-date]')).toHaveCount(1);
    await expect(calendar.locator(`.fc-timegrid-col[data-date="${monday}"]`)).toBeVisible();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${tuesday}`));
    await expect(calendar.locator(`.fc-timegrid-col[data-date="${tuesday}"]`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A link to an expert the company does not have opens its first expert instead.
    await page.goto(`/cabinet/schedule?expertId=00000000-0000-4000-8000-000000000000&date=${monday}`);
    await expect(page).toHaveURL(/expertId=(?!00000000-0000-4000-8000-000000000000)[0-9a-f-]{36}/, FIRST_LOAD);
    await expect(calendar.locator(`.fc-timegrid-col[data-date="${monday}"]`)).toBeVisible();
  });
});

test('the week marks today and the current time, and an hour-long meeting shows its whole title, in English and Russian', async ({ page, request }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const work = await expertTicketAtWork(request, `schedule-${stamp}@example.test`);
  // Weeks after those the meetings journeys book in (4 to 16), so the hours are never raced for,
  // and an hour no meeting shares, so the title has the column's whole width.
  const day = await freeWeekday(request, work.expertToken, work.expertId, [17, 20]);
  const hour = await firstFreeHour(request, work.expertToken, work.expertId, day, true);
  const title = `Kick-off with the founding team ${stamp}`;
  await bookThroughApi(request, work.expertTicket, title, hour);
  const today = new Date().toISOString().slice(0, 10);

  await openCabinetAs(page, work.expertToken, `/cabinet/schedule?expertId=${work.expertId}&zone=UTC`);
  for (const language of ['en', 'ru'] as const) {
    if (language === 'ru') {
      await page.evaluate(() => localStorage.setItem('current_language', 'ru'));
      await page.goto(`/cabinet/schedule?expertId=${work.expertId}&zone=UTC`);
    }
    // Today: its column and its heading stand out, and a line marks the current time in it.
    const calendar = page.getByTestId('schedule-calendar');
    await expect(calendar.locator('.fc-col-header-cell[aria-current="date"]')).toHaveAttribute('data-date', today, FIRST_LOAD);
    const todayColumn = calendar.locator(`.fc-timegrid-col[data-date="${today}"]`);
    await expect(todayColumn.locator('.fc-timegrid-now-indicator-line')).toBeVisible();
    const background = (date: string) => calendar.locator(`.fc-timegrid-col[data-date="${date}"]`).evaluate((el) => getComputedStyle(el).backgroundColor);
    const other = await calendar.locator(`.fc-timegrid-col[data-date]:not([data-date="${today}"])`).first().getAttribute('data-date');
    expect(await background(today)).not.toBe(await background(other!));
    await expectNoSeriousViolations(page, `schedule, this week (${language})`);

    // The hour-long meeting's week: its title whole inside the meeting, and on hover.
    await page.goto(`/cabinet/schedule?expertId=${work.expertId}&zone=UTC&date=${hour.from.toISOString().slice(0, 10)}`);
    const meeting = calendar.getByTestId('schedule-meeting').filter({ hasText: stamp });
    await expect(meeting.locator('.fc-event-title')).toHaveText(title, FIRST_LOAD);
    await expect(meeting).toHaveAttribute('title', title);
    // Where the title's letters are drawn, against the meeting's box that clips them, once the
    // calendar has settled its layout (fonts and the column widths arrive after the first paint).
    const fits = () =>
      meeting.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const letters = document.createRange();
        letters.selectNodeContents(el.querySelector('.fc-event-title')!);
        const drawn = letters.getBoundingClientRect();
        return drawn.height > 0 && drawn.top >= box.top - 1 && drawn.bottom <= box.bottom + 1 && drawn.right <= box.right + 1;
      });
    await expect.poll(fits, { message: 'the title fits inside the meeting', timeout: 5_000 }).toBe(true);
    // Lines break between words, never inside one: each word's letters stand on a single line.
    const splitWords = () =>
      meeting.evaluate((el) => {
        const text = el.querySelector('.fc-event-title')!.firstChild!;
        return [...(text.textContent ?? '').matchAll(/[\p{L}\p{N}]+/gu)].flatMap((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1 ? [word[0]] : [];
        });
      });
    await expect.poll(splitWords, { message: 'no word of the title is split across lines', timeout: 5_000 }).toEqual([]);
    await expectNoSeriousViolations(page, `schedule, a meeting's week (${language})`);
  }
});
