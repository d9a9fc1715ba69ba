import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDay, localDate } from '@platform/contract';
import { startTestApp, type TestApp } from './harness.js';
import { assignedTicket, at, booking, call, monday, world, type World } from './fixtures/meetings.js';
import { comingWeekday, fixClock } from './fixtures/dates.js';

/*
 * The internal experts and their work calendars exactly as a front end written to the spec calls
 * them (spec part 1, sections 3 and 7; part 2, section 3): raw JSON in, raw JSON out, the spec's
 * field names only.
 */

// Today, the week and a meeting's end start from one instant, a Wednesday at 10:00 UTC: no day turns over mid-test.
fixClock(() => comingWeekday(3));
let t: TestApp;
let w: World;
let expertTicket: string;
let bruno: string;

type Range = { from: string; to: string };
type Entry = { time: Range[]; date: string | null; day_of_week: number; timezone: string };
type Meet = { id: string; name: string; accepted: boolean | null; timestampz_range: { timestampz_from: string; timestampz_to: string } };
type ListedExpert = { id: string; name: string; surname: string; expert_in: number[]; work_calendars: Entry[]; meets: Meet[] };
type CalendarAnswer = { calendar: Entry[]; meets: Meet[] };

const nineToFive = [{ from: '09:00', to: '17:00' }];
const entry = (day_of_week: number, time: Range[], timezone: string, date: string | null = null) => ({ time, date, day_of_week, timezone });
const week = (timezone: string) => [1, 2, 3, 4, 5, 6, 7].map((d) => entry(d, d <= 5 ? nineToFive : [], timezone));
const save = (expertId: string, calendar: unknown[]) => call(w, 'POST', `/api/v1/expert/work_calendar/${expertId}`, w.tok.auditors!, { calendar });
const read = async (expertId: string, from: string, to: string): Promise<CalendarAnswer> => {
  const res = await call(
    w,
    'GET',
    `/api/v1/expert/work_calendar/${expertId}?timestampz_from=${encodeURIComponent(from)}&timestampz_to=${encodeURIComponent(to)}`,
    w.tok.auditors!,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CalendarAnswer>();
};
const listed = async (url: string, body?: object): Promise<ListedExpert[]> => {
  const res = await call(w, url.includes('internal-expert') ? 'POST' : 'GET', url, w.tok.auditors!, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ experts: ListedExpert[]; total: number }>().experts;
};
/** The instants of one local date's entry, as ISO UTC pairs. */
const slotsOn = (answer: CalendarAnswer, date: string) => answer.calendar.find((e) => e.date === date);
const errorsOf = (res: { json: <T>() => T }) => Object.values(res.json<{ errors?: Record<string, string> }>().errors ?? {});

beforeAll(async () => {
  t = await startTestApp();
  w = await world(t);
  const handbooks = (await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json<{ industries: { id: number }[] }>();
  const added = await call(w, 'POST', '/api/v1/expert/internal-expert', w.tok.auditors!, {
    name: 'Bruno',
    surname: 'Baker',
    expert_in: [handbooks.industries[0]!.id],
  });
  expect(added.statusCode, added.body).toBe(200);
  bruno = added.json<{ id: string }>().id;
  expertTicket = (await assignedTicket(w)).expert;
  const booked = await call(w, 'POST', `/api/v1/manager/expert-tickets/${expertTicket}/meetings`, w.tok.manager!, booking('10:00', '11:00'));
  expect(booked.statusCode, booked.body).toBe(200);
});
afterAll(() => t.close());

describe('the internal-expert lists', () => {
  it('carry each expert’s work calendar and meetings, as the spec’s list item does', async () => {
    const page = await listed('/api/v1/expert/internal-expert/list?take=5&skip=0&order_by=createdAt&order_dir=desc', { search: '' });
    const selector = await listed('/api/v1/expert/list?take=1000&skip=0&order_by=name&order_dir=asc');
    expect(selector.map((e) => e.name)).toEqual(['Anna', 'Bruno']);
    for (const experts of [page, selector]) {
      const anna = experts.find((e) => e.id === w.ids.analyst)!;
      const other = experts.find((e) => e.id === bruno)!;
      // No calendar saved: the default week in the company's zone (UTC), one entry per weekday.
      expect(anna.work_calendars).toEqual(week('UTC'));
      expect(anna.meets).toHaveLength(1);
      expect(anna.meets[0]).toMatchObject({ name: 'Kick-off', accepted: null, timestampz_range: { timestampz_from: at('10:00'), timestampz_to: at('11:00') } });
      expect(other.work_calendars).toEqual(week('UTC'));
      expect(other.meets).toEqual([]);
    }
  });

  it('show a saved week and its dated entries from today on', async () => {
    const today = localDate(new Date(), 'Asia/Tokyo');
    const calendar = [entry(1, [{ from: '10:00', to: '12:00' }], 'Asia/Tokyo'), entry(isoDay(addDays(today, 3)), [], 'Asia/Tokyo', addDays(today, 3))];
    const res = await save(bruno, calendar);
    expect(res.statusCode, res.body).toBe(200);
    const other = (await listed('/api/v1/expert/list?take=1000&skip=0')).find((e) => e.id === bruno)!;
    expect(other.work_calendars).toEqual([
      entry(1, [{ from: '10:00', to: '12:00' }], 'Asia/Tokyo'),
      ...[2, 3, 4, 5, 6, 7].map((d) => entry(d, [], 'Asia/Tokyo')),
      entry(isoDay(addDays(today, 3)), [], 'Asia/Tokyo', addDays(today, 3)),
    ]);
  });
});

/** ISO weekday (Monday = 1) of a yyyy-MM-dd date. */
function isoDay(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

describe('the work calendar’s zone', () => {
  it('takes an offset (+03:00 or GMT+03:00) as a fixed zone, and an IANA name', async () => {
    for (const [sent, kept] of [
      ['+03:00', '+03:00'],
      ['GMT+03:00', '+03:00'],
      ['Asia/Tokyo', 'Asia/Tokyo'],
    ] as const) {
      const res = await save(bruno, week(sent));
      expect(res.statusCode, `${sent}: ${res.body}`).toBe(200);
      expect(res.json<{ calendar: Entry[] }>().calendar.every((e) => e.timezone === kept)).toBe(true);
      // The week read in the zone's own offset holds exactly its seven local dates.
      const offset = kept === '+03:00' ? '+03:00' : '+09:00';
      const answer = await read(bruno, `${monday()}T00:00:00${offset}`, `${addDays(monday(), 7)}T00:00:00${offset}`);
      expect(slotsOn(answer, monday())).toEqual(entry(1, nineToFive, kept, monday()));
      expect(answer.calendar).toHaveLength(7);
      const listedCalendar = (await listed('/api/v1/expert/list')).find((e) => e.id === bruno)!.work_calendars;
      expect(listedCalendar.every((e) => e.timezone === kept)).toBe(true);
    }
    for (const zone of ['GMT+15:00', '+03:10', 'GMT+3:00:00', 'Mars/Olympus']) {
      const res = await save(bruno, week(zone));
      expect(res.statusCode, zone).toBe(400);
      // The auditors' account reads Russian: field errors come in the caller's account language.
      expect(errorsOf(res)).toContain('Выберите часовой пояс из списка');
    }
  });

  it('books meetings in a fixed-offset zone at its own hours', async () => {
    expect((await save(w.ids.analyst!, week('+03:00'))).statusCode).toBe(200);
    const next = addDays(monday(), 7);
    const book = (from: string, to: string) =>
      call(w, 'POST', `/api/v1/manager/expert-tickets/${expertTicket}/meetings`, w.tok.manager!, {
        ...booking('00:00', '00:30'),
        timestampz_from: at(from, next),
        timestampz_to: at(to, next),
      });
    // 09:00–17:00 at +03:00 is 06:00–14:00 UTC.
    expect((await book('14:00', '15:00')).statusCode).toBe(400);
    const inside = await book('06:00', '07:00');
    expect(inside.statusCode, inside.body).toBe(200);
  });
});

describe('a dated calendar entry', () => {
  it('changes that date only; the weekly template and the next week stay', async () => {
    const zone = '+03:00';
    const date = addDays(monday(), 14);
    expect((await save(w.ids.analyst!, week(zone))).statusCode).toBe(200);
    const res = await save(w.ids.analyst!, [entry(1, [{ from: '12:00', to: '14:00' }], zone, date)]);
    expect(res.statusCode, res.body).toBe(200);

    const span = (d: string) => [`${d}T00:00:00+03:00`, `${addDays(d, 7)}T00:00:00+03:00`] as const;
    const thatWeek = await read(w.ids.analyst!, ...span(date));
    expect(slotsOn(thatWeek, date)).toEqual(entry(1, [{ from: '12:00', to: '14:00' }], zone, date));
    expect(slotsOn(thatWeek, addDays(date, 1))).toEqual(entry(2, nineToFive, zone, addDays(date, 1)));
    const nextWeek = await read(w.ids.analyst!, ...span(addDays(date, 7)));
    expect(slotsOn(nextWeek, addDays(date, 7))).toEqual(entry(1, nineToFive, zone, addDays(date, 7)));
    const anna = (await listed('/api/v1/expert/list')).find((e) => e.id === w.ids.analyst)!;
    expect(anna.work_calendars.filter((e) => e.date === null)).toEqual(week(zone));
    expect(anna.work_calendars.filter((e) => e.date !== null)).toEqual([entry(1, [{ from: '12:00', to: '14:00' }], zone, date)]);

    // Booking reads the same calendar: 10:00 local is free on the next Monday only; 12:00 local (09:00 UTC) fits the dated hours.
    const book = (on: string, from: string, to: string) =>
      call(w, 'POST', `/api/v1/manager/expert-tickets/${expertTicket}/meetings`, w.tok.manager!, {
        ...booking('00:00', '00:30'),
        timestampz_from: at(from, on),
        timestampz_to: at(to, on),
      });
    expect((await book(date, '07:00', '08:00')).statusCode).toBe(400);
    expect((await book(date, '09:00', '10:00')).statusCode).toBe(200);
    expect((await book(addDays(date, 7), '07:00', '08:00')).statusCode).toBe(200);
  });

  it('refuses a past date, a weekday that is not the date’s, and a date given twice', async () => {
    const today = localDate(new Date(), 'UTC');
    const yesterday = addDays(today, -2);
    const future = addDays(monday(), 21);
    for (const [calendar, message] of [
      // In Russian, the auditors' account language.
      [[entry(isoDay(yesterday), [], 'UTC', yesterday)], `Эта дата уже прошла: изменить можно даты начиная с ${formatCalendarDay(today, 'ru')}`],
      [[entry(3, [], 'UTC', future)], `${future}: день недели — Понедельник`],
      [[entry(1, [], 'UTC', future), entry(1, nineToFive, 'UTC', future)], `${future}: указано больше одного раза`],
    ] as const) {
      const res = await save(bruno, [...calendar]);
      expect(res.statusCode, JSON.stringify(calendar)).toBe(400);
      expect(errorsOf(res)).toEqual([message]);
    }
  });
});
