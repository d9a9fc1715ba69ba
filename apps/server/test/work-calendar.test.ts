import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  formatCalendarDay,
  handbooksSchema,
  internalExpertListSchema,
  localDate,
  localWeek,
  workCalendarSchema,
  type Handbooks,
  type WorkCalendarAnswer,
} from '@platform/contract';
import { expertCalendarOverrides, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp, caller } from './harness.js';
import { comingWeekday, fixClock } from './fixtures/dates.js';

// Today, the week and a meeting's end start from one instant, a Wednesday at 10:00 UTC: no day turns over mid-test.
fixClock(() => comingWeekday(3));
let t: TestApp;
let hb: Handbooks;
let expertToken: string;
let rivalToken: string;
let managerToken: string;
let startupToken: string;
let investorToken: string;
let maria: string;
let ivan: string;
let rivalExpert: string;

const call = caller(() => t);
const addExpert = async (token: string, name: string, surname: string) => {
  const res = await call('POST', '/api/v1/expert/internal-expert', token, { name, surname, expert_in: [hb.industries[0]!.id] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};
const calendarUrl = (expertId: string, from: string, to: string) =>
  `/api/v1/expert/work_calendar/${expertId}?timestampz_from=${encodeURIComponent(from)}&timestampz_to=${encodeURIComponent(to)}`;
const read = async (expertId: string, from: string, to: string, token = expertToken): Promise<WorkCalendarAnswer> => {
  const res = await call('GET', calendarUrl(expertId, from, to), token);
  expect(res.statusCode, res.body).toBe(200);
  return workCalendarSchema.parse(res.json());
};
const save = (expertId: string, body: unknown, token: string | null = expertToken) => call('POST', `/api/v1/expert/work_calendar/${expertId}`, token, body);
const day = (day_of_week: number, time: { from: string; to: string }[], timezone = 'Europe/Berlin') => ({ time, date: null, day_of_week, timezone });
const errorsOf = (res: { json: <T>() => T }) => Object.values(res.json<{ errors?: Record<string, string> }>().errors ?? {});

beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  const expert = await createUser(t, { role: 'expert', name: 'Clearview' });
  await t.database.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, expert.id));
  expertToken = await login(t, expert.email, expert.password);
  const rival = await createUser(t, { role: 'expert', name: 'Rival DD' });
  rivalToken = await login(t, rival.email, rival.password);
  const manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
  const startup = await createUser(t, { role: 'startup' });
  startupToken = await login(t, startup.email, startup.password);
  const investor = await createUser(t, { role: 'investor' });
  investorToken = await login(t, investor.email, investor.password);
  maria = await addExpert(expertToken, 'Maria', 'Lopez');
  ivan = await addExpert(expertToken, 'Ivan', 'Orlov');
  rivalExpert = await addExpert(rivalToken, 'Zoe', 'Adams');
});
afterAll(() => t.close());

describe('the expert selector', () => {
  it("lists the company's own experts, name ascending by default", async () => {
    const res = await call('GET', '/api/v1/expert/list?take=1000&skip=0', expertToken);
    expect(res.statusCode, res.body).toBe(200);
    const body = internalExpertListSchema.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.experts.map((e) => e.name)).toEqual(['Ivan', 'Maria']);
    expect(internalExpertListSchema.parse((await call('GET', '/api/v1/expert/list', rivalToken)).json()).experts.map((e) => e.name)).toEqual(['Zoe']);
    expect((await call('GET', '/api/v1/expert/list?take=1001', expertToken)).statusCode).toBe(400);
    for (const token of [managerToken, startupToken, investorToken]) expect((await call('GET', '/api/v1/expert/list', token)).statusCode).toBe(403);
  });
});

describe('the work calendar', () => {
  it("defaults to Monday–Friday 09:00–17:00 in the company's zone", async () => {
    // The week of 23 March 2026 in Kolkata (+05:30).
    const body = await read(ivan, '2026-03-23T00:00:00+05:30', '2026-03-30T00:00:00+05:30');
    expect(body.meets).toEqual([]);
    expect(body.settings.timezone).toBe('Asia/Kolkata');
    expect(body.settings.weekly).toEqual({
      1: [{ from: '09:00', to: '17:00' }],
      2: [{ from: '09:00', to: '17:00' }],
      3: [{ from: '09:00', to: '17:00' }],
      4: [{ from: '09:00', to: '17:00' }],
      5: [{ from: '09:00', to: '17:00' }],
      6: [],
      7: [],
    });
    expect(body.settings.overrides).toEqual([]);
    expect(body.calendar.map((e) => [e.date, e.day_of_week, e.time.length, e.timezone])).toEqual([
      ['2026-03-23', 1, 1, 'Asia/Kolkata'],
      ['2026-03-24', 2, 1, 'Asia/Kolkata'],
      ['2026-03-25', 3, 1, 'Asia/Kolkata'],
      ['2026-03-26', 4, 1, 'Asia/Kolkata'],
      ['2026-03-27', 5, 1, 'Asia/Kolkata'],
      ['2026-03-28', 6, 0, 'Asia/Kolkata'],
      ['2026-03-29', 7, 0, 'Asia/Kolkata'],
    ]);
  });

  it('saves a week and reads it back in a daylight-saving week', async () => {
    const calendar = [
      day(1, [
        { from: '13:00', to: '17:00' },
        { from: '09:00', to: '12:00' },
      ]),
      day(3, [{ from: '09:00', to: '17:00' }]),
      day(5, []),
      day(7, [{ from: '20:00', to: '23:59' }]),
    ];
    const res = await save(maria, { calendar });
    expect(res.statusCode, res.body).toBe(200);
    const saved = workCalendarSchema.parse(res.json());
    // The answer covers the current week in the expert's new zone.
    const week = localWeek(new Date(), 'Europe/Berlin');
    expect(saved.calendar.map((e) => e.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(localDate(week.from, 'Europe/Berlin'), n)));
    expect(saved.settings.timezone).toBe('Europe/Berlin');
    expect(saved.settings.weekly).toEqual({
      1: calendar[0]!.time,
      2: [],
      3: [{ from: '09:00', to: '17:00' }],
      4: [],
      5: [],
      6: [],
      7: [{ from: '20:00', to: '23:59' }],
    });

    // Summer time starts on Sunday 29 March 2026 in Berlin: the week's Monday is +01:00, its Sunday +02:00.
    const body = await read(maria, '2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z');
    expect(body.calendar).toHaveLength(7);
    expect(body.calendar[0]).toEqual({ date: '2026-03-23', day_of_week: 1, time: calendar[0]!.time, timezone: 'Europe/Berlin' });
    expect(body.calendar[6]).toEqual({ date: '2026-03-29', day_of_week: 7, time: [{ from: '20:00', to: '23:59' }], timezone: 'Europe/Berlin' });
    expect(body.calendar.filter((e) => e.time.length).map((e) => e.date)).toEqual(['2026-03-23', '2026-03-25', '2026-03-29']);
    // The same template in the range as a New York client asks for it: Monday 00:00 EDT.
    const fromNewYork = await read(maria, '2026-03-23T00:00:00-04:00', '2026-03-30T00:00:00-04:00', managerToken);
    expect(fromNewYork.calendar.map((e) => e.date)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
  });

  it('keeps date overrides, replacing them from today on', async () => {
    const today = localDate(new Date(), 'Europe/Berlin');
    const yesterday = addDays(today, -1);
    const allWeek = [1, 2, 3, 4, 5, 6, 7].map((d) => day(d, [{ from: '09:00', to: '17:00' }]));
    await t.database.db.insert(expertCalendarOverrides).values({ expertId: maria, date: yesterday, time: [{ from: '08:00', to: '09:00' }] });
    const first = await save(maria, {
      calendar: allWeek,
      overrides: [
        { date: addDays(today, 2), time: [] },
        { date: addDays(today, 3), time: [{ from: '10:00', to: '11:30' }] },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(workCalendarSchema.parse(first.json()).settings.overrides).toEqual([
      { date: addDays(today, 2), time: [] },
      { date: addDays(today, 3), time: [{ from: '10:00', to: '11:30' }] },
    ]);
    const span = (from: string, days: number) => {
      const start = new Date(`${from}T00:00:00Z`);
      return [new Date(start.getTime() - 86_400_000).toISOString(), new Date(start.getTime() + days * 86_400_000).toISOString()] as const;
    };
    const hours = async () => Object.fromEntries((await read(maria, ...span(yesterday, 6))).calendar.map((e) => [e.date, e.time]));
    let byDate = await hours();
    expect(byDate[yesterday]).toEqual([{ from: '08:00', to: '09:00' }]);
    expect(byDate[addDays(today, 2)]).toEqual([]);
    expect(byDate[addDays(today, 3)]).toEqual([{ from: '10:00', to: '11:30' }]);
    expect(byDate[addDays(today, 4)]).toEqual([{ from: '09:00', to: '17:00' }]);

    // A save without `overrides` keeps them; one with them replaces those from today on only.
    expect((await save(maria, { calendar: allWeek })).statusCode).toBe(200);
    expect((await read(maria, ...span(today, 1))).settings.overrides).toHaveLength(2);
    const second = await save(maria, { calendar: allWeek, overrides: [{ date: addDays(today, 4), time: [{ from: '12:00', to: '13:00' }] }] });
    expect(second.statusCode, second.body).toBe(200);
    expect(workCalendarSchema.parse(second.json()).settings.overrides).toEqual([{ date: addDays(today, 4), time: [{ from: '12:00', to: '13:00' }] }]);
    byDate = await hours();
    expect(byDate[yesterday]).toEqual([{ from: '08:00', to: '09:00' }]);
    expect(byDate[addDays(today, 4)]).toEqual([{ from: '12:00', to: '13:00' }]);
    expect(byDate[addDays(today, 2)]).toEqual([{ from: '09:00', to: '17:00' }]);
  });

  it('refuses bad ranges and bad calendars with a clear message, saving nothing', async () => {
    const before = await read(maria, '2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z');
    const long = await call('GET', calendarUrl(maria, '2026-03-01T00:00:00Z', '2026-04-13T00:00:00Z'), expertToken);
    expect(long.statusCode).toBe(400);
    expect(errorsOf(long)).toEqual(['The range may span at most 6 weeks']);
    const backwards = await call('GET', calendarUrl(maria, '2026-03-30T00:00:00Z', '2026-03-23T00:00:00Z'), expertToken);
    expect(backwards.statusCode).toBe(400);
    expect(errorsOf(backwards)).toEqual(['timestampz_from must be earlier than timestampz_to']);
    expect((await call('GET', `/api/v1/expert/work_calendar/${maria}`, expertToken)).statusCode).toBe(400);
    expect((await call('GET', calendarUrl(maria, 'yesterday', '2026-03-23T00:00:00Z'), expertToken)).statusCode).toBe(400);
    expect((await call('GET', calendarUrl(maria, '0000-01-01T00:00:00+14:00', '0000-01-02T00:00:00Z'), expertToken)).statusCode).toBe(400);

    const today = localDate(new Date(), 'Europe/Berlin');
    for (const [body, message] of [
      [
        {
          calendar: [
            day(1, [
              { from: '09:00', to: '12:00' },
              { from: '11:00', to: '13:00' },
            ]),
            day(4, [
              { from: '09:00', to: '17:00' },
              { from: '16:30', to: '18:00' },
            ]),
          ],
        },
        ['Monday has intersecting slots', 'Thursday has intersecting slots'],
      ],
      [{ calendar: [day(1, [{ from: '09:15', to: '12:00' }])] }, ['Choose a time on the half-hour grid (HH:00 or HH:30)']],
      [{ calendar: [day(1, [{ from: '12:00', to: '12:00' }])] }, ['From must be earlier than to']],
      [{ calendar: [day(1, [{ from: '09:00', to: '17:00' }], 'Mars/Olympus')] }, ['Choose a time zone from the list']],
      [{ calendar: [day(1, [{ from: '09:00', to: '17:00' }]), day(2, [{ from: '09:00', to: '17:00' }], 'UTC')] }, ['Every day must carry the same time zone']],
      [
        {
          calendar: [day(1, [])],
          overrides: [
            {
              date: addDays(today, 1),
              time: [
                { from: '09:00', to: '10:00' },
                { from: '09:30', to: '10:30' },
              ],
            },
          ],
        },
        [`${addDays(today, 1)} has intersecting slots`],
      ],
      [
        { calendar: [day(1, [])], overrides: [{ date: addDays(today, -2), time: [] }] },
        [`This date is in the past: only dates from ${formatCalendarDay(today, 'en')} on can be changed`],
      ],
    ] as const) {
      const res = await save(maria, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res)).toEqual(message);
    }
    const past = await save(maria, {
      calendar: [day(1, [])],
      overrides: [
        { date: addDays(today, 1), time: [] },
        { date: addDays(today, -1), time: [] },
      ],
    });
    expect(past.json()).toMatchObject({ field_codes: { 'overrides.1.date': 'date_in_past' }, params: { today } });
    expect((await save(maria, { overrides: [] })).statusCode).toBe(400);
    expect(await read(maria, '2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z')).toEqual(before);
  });

  it('lets an expert company reach only its own experts, managers read any, nobody else', async () => {
    const from = '2026-03-23T00:00:00Z';
    const to = '2026-03-30T00:00:00Z';
    const body = { calendar: [day(2, [{ from: '09:00', to: '10:00' }])] };
    expect((await call('GET', calendarUrl(maria, from, to), rivalToken)).statusCode).toBe(404);
    expect((await save(maria, body, rivalToken)).statusCode).toBe(404);
    expect((await call('GET', calendarUrl(rivalExpert, from, to), expertToken)).statusCode).toBe(404);
    expect((await call('GET', calendarUrl(rivalExpert, from, to), rivalToken)).statusCode).toBe(200);
    expect((await call('GET', calendarUrl('00000000-0000-4000-8000-000000000000', from, to), managerToken)).statusCode).toBe(404);
    expect((await call('GET', calendarUrl('not-an-id', from, to), expertToken)).statusCode).toBe(400);
    expect((await call('GET', calendarUrl(rivalExpert, from, to), managerToken)).statusCode).toBe(200);
    expect((await save(maria, body, managerToken)).statusCode).toBe(403);
    for (const token of [startupToken, investorToken]) {
      expect((await call('GET', calendarUrl(maria, from, to), token)).statusCode).toBe(403);
      expect((await save(maria, body, token)).statusCode).toBe(403);
    }
    expect((await call('GET', calendarUrl(maria, from, to), null)).statusCode).toBe(401);
    expect((await save(maria, body, null)).statusCode).toBe(401);
    // Removing the expert removes the calendar.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/expert/internal-expert/${maria}`, headers: bearer(expertToken) })).statusCode).toBe(200);
    expect((await call('GET', calendarUrl(maria, from, to), expertToken)).statusCode).toBe(404);
  });
});
