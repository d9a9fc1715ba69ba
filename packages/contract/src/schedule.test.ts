import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEKLY_HOURS,
  entriesToSlots,
  expandCalendar,
  fixedOffsetZone,
  localDate,
  localInstant,
  localWeek,
  scheduleTimeZoneSchema,
  timeRangeSchema,
  weeklyHoursSchema,
  workCalendarItems,
  type WeeklyHours,
  type WorkCalendar,
} from './schedule.js';
import { workCalendarBodySchema, workCalendarQuerySchema } from './schedule-calls.js';
import { fieldCodeText } from './field-codes.js';

const nineToFive = [{ from: '09:00', to: '17:00' }];
const everyDay: WeeklyHours = { 1: nineToFive, 2: nineToFive, 3: nineToFive, 4: nineToFive, 5: nineToFive, 6: nineToFive, 7: nineToFive };
const calendar = (timeZone: string, weekly: WeeklyHours = everyDay, overrides: WorkCalendar['overrides'] = []): WorkCalendar => ({
  timeZone,
  weekly,
  overrides,
});
const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
/** Slots keyed by their local date, for readable expectations. */
const slotsByDate = (c: WorkCalendar, from: string, to: string) => {
  const entries = expandCalendar(c, range(from, to));
  return Object.fromEntries(entries.map((e) => [e.date, entriesToSlots([e]).map((s) => `${s.timestampz_from} ${s.timestampz_to}`)]));
};
/** The refusals' texts as an English reader reads them (the schemas give codes, worded by the catalogue). */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => fieldCodeText(i.message, 'en') ?? i.message);

describe('expanding the work calendar', () => {
  it('gives every local date the range touches, with its weekday and zone', () => {
    // 2026-03-23T12:00Z is 13:00 on Monday in Berlin; 2026-03-24T00:30Z is 01:30 on Tuesday.
    const entries = expandCalendar(calendar('Europe/Berlin', DEFAULT_WEEKLY_HOURS), range('2026-03-23T12:00:00Z', '2026-03-24T00:30:00Z'));
    expect(entries).toEqual([
      { date: '2026-03-23', day_of_week: 1, time: nineToFive, timezone: 'Europe/Berlin' },
      { date: '2026-03-24', day_of_week: 2, time: nineToFive, timezone: 'Europe/Berlin' },
    ]);
    // The same instants are still Monday in New York.
    expect(expandCalendar(calendar('America/New_York'), range('2026-03-23T12:00:00Z', '2026-03-24T00:30:00Z')).map((e) => e.date)).toEqual(['2026-03-23']);
    expect(expandCalendar(calendar('UTC'), range('2026-03-23T00:00:00Z', '2026-03-23T00:00:00Z'))).toEqual([]);
  });

  it('keeps Saturday and Sunday off by default and starts the week on Monday', () => {
    const entries = expandCalendar(calendar('UTC', DEFAULT_WEEKLY_HOURS), range('2026-03-23T00:00:00Z', '2026-03-30T00:00:00Z'));
    expect(entries.map((e) => [e.day_of_week, e.time.length])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 0],
      [7, 0],
    ]);
    expect(localWeek(new Date('2026-03-29T12:00:00Z'), 'UTC')).toEqual(range('2026-03-23T00:00:00Z', '2026-03-30T00:00:00Z'));
    // Sunday 23:30 UTC is already Monday in Berlin (summer time): its week starts that Monday.
    expect(localWeek(new Date('2026-03-29T23:30:00Z'), 'Europe/Berlin')).toEqual(range('2026-03-29T22:00:00Z', '2026-04-05T22:00:00Z'));
  });

  it('keeps 09:00–17:00 local across both daylight-saving changes in Berlin', () => {
    // Summer time starts on Sunday 2026-03-29; the week runs from Monday 00:00 (+01:00).
    const march = slotsByDate(calendar('Europe/Berlin'), '2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z');
    expect(Object.keys(march)).toHaveLength(7);
    expect(march['2026-03-28']).toEqual(['2026-03-28T08:00:00.000Z 2026-03-28T16:00:00.000Z']);
    expect(march['2026-03-29']).toEqual(['2026-03-29T07:00:00.000Z 2026-03-29T15:00:00.000Z']);
    // Winter time returns on Sunday 2026-10-25.
    const october = slotsByDate(calendar('Europe/Berlin'), '2026-10-18T22:00:00Z', '2026-10-25T23:00:00Z');
    expect(Object.keys(october)).toHaveLength(7);
    expect(october['2026-10-24']).toEqual(['2026-10-24T07:00:00.000Z 2026-10-24T15:00:00.000Z']);
    expect(october['2026-10-25']).toEqual(['2026-10-25T08:00:00.000Z 2026-10-25T16:00:00.000Z']);
    // A range over the changing hour itself keeps its local ends: 00:00–05:00 is four hours on 29 March.
    const night = entriesToSlots(
      expandCalendar(calendar('Europe/Berlin', { ...everyDay, 7: [{ from: '00:00', to: '05:00' }] }), range('2026-03-29T00:00:00Z', '2026-03-29T01:00:00Z')),
    );
    expect(night).toEqual([{ timestampz_from: '2026-03-28T23:00:00.000Z', timestampz_to: '2026-03-29T03:00:00.000Z' }]);
  });

  it('keeps 09:00–17:00 local across both daylight-saving changes in New York', () => {
    // Daylight time starts on Sunday 2026-03-08 and ends on Sunday 2026-11-01.
    const march = slotsByDate(calendar('America/New_York', DEFAULT_WEEKLY_HOURS), '2026-03-02T05:00:00Z', '2026-03-14T04:00:00Z');
    expect(march['2026-03-06']).toEqual(['2026-03-06T14:00:00.000Z 2026-03-06T22:00:00.000Z']);
    expect(march['2026-03-07']).toEqual([]);
    expect(march['2026-03-09']).toEqual(['2026-03-09T13:00:00.000Z 2026-03-09T21:00:00.000Z']);
    const november = slotsByDate(calendar('America/New_York', DEFAULT_WEEKLY_HOURS), '2026-10-26T04:00:00Z', '2026-11-07T05:00:00Z');
    expect(november['2026-10-30']).toEqual(['2026-10-30T13:00:00.000Z 2026-10-30T21:00:00.000Z']);
    expect(november['2026-11-02']).toEqual(['2026-11-02T14:00:00.000Z 2026-11-02T22:00:00.000Z']);
  });

  it('reads half-hour offsets (Asia/Kolkata) and ends a day at 23:59 local', () => {
    const weekly = {
      ...everyDay,
      3: [
        { from: '09:00', to: '12:00' },
        { from: '20:00', to: '23:59' },
      ],
    };
    const slots = slotsByDate(calendar('Asia/Kolkata', weekly), '2026-03-24T18:30:00Z', '2026-03-25T18:30:00Z');
    expect(slots).toEqual({
      '2026-03-25': ['2026-03-25T03:30:00.000Z 2026-03-25T06:30:00.000Z', '2026-03-25T14:30:00.000Z 2026-03-25T18:29:00.000Z'],
    });
  });

  it('lets a date override the weekday: a day off or other hours', () => {
    const overrides = [
      { date: '2026-03-24', time: [] },
      { date: '2026-03-28', time: [{ from: '10:00', to: '12:30' }] },
    ];
    const entries = expandCalendar(calendar('Europe/Berlin', DEFAULT_WEEKLY_HOURS, overrides), range('2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z'));
    const byDate = Object.fromEntries(entries.map((e) => [e.date, e.time]));
    expect(byDate['2026-03-23']).toEqual(nineToFive);
    expect(byDate['2026-03-24']).toEqual([]);
    expect(byDate['2026-03-28']).toEqual([{ from: '10:00', to: '12:30' }]);
    expect(entriesToSlots(entries.filter((e) => e.date === '2026-03-28'))).toEqual([
      { timestampz_from: '2026-03-28T09:00:00.000Z', timestampz_to: '2026-03-28T11:30:00.000Z' },
    ]);
  });
});

describe('the schedule rules', () => {
  it('takes half-hour grid times and 23:59 as an end only', () => {
    expect(timeRangeSchema.safeParse({ from: '00:00', to: '00:30' }).success).toBe(true);
    expect(timeRangeSchema.safeParse({ from: '22:30', to: '23:59' }).success).toBe(true);
    for (const [from, to] of [
      ['09:15', '10:00'],
      ['09:00', '10:45'],
      ['23:59', '23:59'],
      ['9:00', '10:00'],
      ['24:00', '24:30'],
      ['09:00', '24:00'],
    ]) {
      expect(timeRangeSchema.safeParse({ from, to }).success, `${from}–${to}`).toBe(false);
    }
  });

  it('refuses a range whose start is not before its end', () => {
    expect(firstMessage(timeRangeSchema.safeParse({ from: '10:00', to: '10:00' }))).toEqual(['From must be earlier than to']);
    expect(firstMessage(timeRangeSchema.safeParse({ from: '12:00', to: '10:00' }))).toEqual(['From must be earlier than to']);
  });

  it('refuses intersecting ranges of a day, naming the day, and lets ranges touch', () => {
    const weekly = {
      ...DEFAULT_WEEKLY_HOURS,
      1: [
        { from: '09:00', to: '12:00' },
        { from: '11:30', to: '13:00' },
      ],
      3: [
        { from: '09:00', to: '12:00' },
        { from: '12:00', to: '13:00' },
      ],
    };
    expect(firstMessage(weeklyHoursSchema.safeParse(weekly))).toEqual(['Monday has intersecting slots']);
    const body = {
      calendar: [
        {
          time: [
            { from: '09:00', to: '17:00' },
            { from: '10:00', to: '11:00' },
          ],
          date: null,
          day_of_week: 1,
          timezone: 'Europe/Berlin',
        },
        {
          time: [
            { from: '09:00', to: '12:00' },
            { from: '12:00', to: '13:00' },
          ],
          date: null,
          day_of_week: 2,
          timezone: 'Europe/Berlin',
        },
        {
          time: [
            { from: '14:00', to: '16:00' },
            { from: '09:00', to: '14:30' },
          ],
          date: null,
          day_of_week: 5,
          timezone: 'Europe/Berlin',
        },
      ],
      overrides: [
        {
          date: '2026-03-24',
          time: [
            { from: '09:00', to: '10:00' },
            { from: '09:30', to: '11:00' },
          ],
        },
      ],
    };
    expect(firstMessage(workCalendarBodySchema.safeParse(body))).toEqual([
      '2026-03-24 has intersecting slots',
      'Monday has intersecting slots',
      'Friday has intersecting slots',
    ]);
  });

  it('takes a fixed offset in any of its spellings and keeps it as +HH:MM', () => {
    for (const [sent, kept] of [
      ['+03:00', '+03:00'],
      ['GMT+03:00', '+03:00'],
      ['UTC-05:30', '-05:30'],
      ['+0545', '+05:45'],
      ['GMT-12:00', '-12:00'],
      ['+14:00', '+14:00'],
      ['gmt+3', '+03:00'],
    ] as const) {
      expect(fixedOffsetZone(sent), sent).toBe(kept);
      expect(scheduleTimeZoneSchema.parse(sent), sent).toBe(kept);
    }
    expect(scheduleTimeZoneSchema.parse('Europe/Berlin')).toBe('Europe/Berlin');
    for (const zone of ['GMT-12:30', '+14:15', '+03:10', 'Europe/Berlin', 'GMT']) expect(fixedOffsetZone(zone), zone).toBeNull();
    // A fixed zone has no daylight saving: Monday 09:00 at +03:00 is 06:00 UTC in winter and in summer.
    expect(localInstant('2026-01-05', '09:00', '+03:00').toISOString()).toBe('2026-01-05T06:00:00.000Z');
    expect(localInstant('2026-07-06', '09:00', '+03:00').toISOString()).toBe('2026-07-06T06:00:00.000Z');
    expect(localDate(new Date('2026-07-05T22:00:00Z'), '+03:00')).toBe('2026-07-06');
  });

  it('reads a dated entry as that date only, its weekday checked', () => {
    const entry = (date: string | null, day_of_week: number) => ({ time: nineToFive, date, day_of_week, timezone: 'UTC' });
    expect(workCalendarBodySchema.safeParse({ calendar: [entry(null, 1), entry('2026-03-23', 1)] }).success).toBe(true);
    expect(firstMessage(workCalendarBodySchema.safeParse({ calendar: [entry('2026-03-23', 2)] }))).toEqual(['2026-03-23 is a Monday']);
    expect(firstMessage(workCalendarBodySchema.safeParse({ calendar: [entry('2026-03-23', 1)], overrides: [{ date: '2026-03-23', time: [] }] }))).toEqual([
      '2026-03-23 appears more than once',
    ]);
  });

  it('lists a calendar as the weekly template and the overrides from today on', () => {
    const items = workCalendarItems(
      {
        timeZone: '+03:00',
        weekly: DEFAULT_WEEKLY_HOURS,
        overrides: [
          { date: '2026-03-20', time: [] },
          { date: '2026-03-25', time: [] },
        ],
      },
      '2026-03-23',
    );
    expect(items.map((i) => [i.date, i.day_of_week, i.time.length, i.timezone])).toEqual([
      [null, 1, 1, '+03:00'],
      [null, 2, 1, '+03:00'],
      [null, 3, 1, '+03:00'],
      [null, 4, 1, '+03:00'],
      [null, 5, 1, '+03:00'],
      [null, 6, 0, '+03:00'],
      [null, 7, 0, '+03:00'],
      ['2026-03-25', 3, 0, '+03:00'],
    ]);
  });

  it('refuses unknown zones, mixed zones and repeated days', () => {
    expect(scheduleTimeZoneSchema.safeParse('Asia/Kolkata').success).toBe(true);
    expect(scheduleTimeZoneSchema.safeParse('UTC').success).toBe(true);
    for (const zone of ['Mars/Olympus', 'GMT+15:00', '+05:10', '', 'Europe/Berlin\u0000'])
      expect(scheduleTimeZoneSchema.safeParse(zone).success, zone).toBe(false);
    const day = (day_of_week: number, timezone: string) => ({ time: nineToFive, date: null, day_of_week, timezone });
    expect(firstMessage(workCalendarBodySchema.safeParse({ calendar: [day(1, 'Europe/Berlin'), day(2, 'UTC')] }))).toEqual([
      'Every day must carry the same time zone',
    ]);
    expect(firstMessage(workCalendarBodySchema.safeParse({ calendar: [day(1, 'UTC'), day(1, 'UTC')] }))).toEqual(['Monday appears more than once']);
    expect(workCalendarBodySchema.safeParse({ calendar: [day(8, 'UTC')] }).success).toBe(false);
    expect(workCalendarBodySchema.safeParse({ calendar: [] }).success).toBe(true);
  });

  it('limits the asked range to six weeks, from before to', () => {
    const q = (from: string, to: string) => workCalendarQuerySchema.safeParse({ timestampz_from: from, timestampz_to: to });
    expect(q('2026-03-23T00:00:00+01:00', '2026-03-30T00:00:00+02:00').success).toBe(true);
    expect(q('2026-03-01T00:00:00Z', '2026-04-12T00:00:00Z').success).toBe(true);
    expect(firstMessage(q('2026-03-01T00:00:00Z', '2026-04-12T00:00:01Z'))).toEqual(['The range may span at most 6 weeks']);
    expect(firstMessage(q('2026-03-30T00:00:00Z', '2026-03-23T00:00:00Z'))).toEqual(['timestampz_from must be earlier than timestampz_to']);
    expect(q('2026-03-30', '2026-04-01').success).toBe(false);
    expect(firstMessage(q('0000-01-01T00:00:00+14:00', '0000-01-02T00:00:00Z'))).toEqual([
      'Give a date from the year 1900 to 9998',
      'Give a date from the year 1900 to 9998',
    ]);
    expect(q('9999-12-30T00:00:00Z', '9999-12-31T00:00:00Z').success).toBe(false);
  });
});
