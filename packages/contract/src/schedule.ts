import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { isIanaTimeZone } from './basics.js';
import { dateSchema, textSchema } from './common.js';
import { fieldCode } from './field-codes.js';

/*
 * The expert's work calendar (spec part 1, sections 3, 5 and 7): a weekly template of local hours in
 * the expert's zone (an IANA name or a fixed offset), with date overrides. Hours are local wall-clock times, so 09:00–17:00 stays
 * 09:00–17:00 on both sides of a daylight-saving change; the instants are computed per date.
 */

/** ISO weekday numbers, Monday = 1; the week starts on Monday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];
export const weekdayNames: Record<IsoWeekday, string> = { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' };

/** Times step by half an hour; `23:59` ends a range at the end of the day. */
export const SCHEDULE_STEP_MINUTES = 30;
export const DAY_END = '23:59';
/** A day holds at most one range per half hour. */
export const DAY_RANGES_MAX = (24 * 60) / SCHEDULE_STEP_MINUTES;
/** The longest range the work calendar answers for, in days (the screen shows one week). */
export const CALENDAR_RANGE_MAX_DAYS = 42;
/** Date overrides one save may carry. */
export const OVERRIDES_MAX = 400;

const gridTime = /^(?:[01]\d|2[0-3]):(?:00|30)$/;
/** A range's start: `HH:mm` on the half-hour grid. */
export const slotStartSchema = textSchema().regex(gridTime, fieldCode('half_hour_grid_hint'));
/** A range's end: on the half-hour grid, or `23:59` for the end of the day. */
export const slotEndSchema = textSchema().refine((v) => gridTime.test(v) || v === DAY_END, fieldCode('half_hour_grid_or_end'));

export const timeRangeSchema = z
  .object({ from: slotStartSchema, to: slotEndSchema })
  .refine((r) => r.from < r.to, { message: fieldCode('from_after_to'), path: ['to'] });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** Whether two ranges of one day share time (ranges that only touch, 09:00–12:00 and 12:00–13:00, do not). */
export function hasIntersection(ranges: readonly TimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return sorted.some((r, i) => i > 0 && sorted[i - 1]!.to > r.from);
}
export const intersectingMessage = (day: string) => fieldCode('day_slots_intersect', { day });

/** One day's ranges: each valid, none sharing time with another. */
export const dayRangesSchema = z.array(timeRangeSchema).max(DAY_RANGES_MAX);

/** Offsets a fixed zone may have: the world's zones run from GMT-12:00 to GMT+14:00, at whole quarter hours. */
const OFFSET_MIN_MINUTES = -12 * 60;
const OFFSET_MAX_MINUTES = 14 * 60;
const offsetZone = /^(?:GMT|UTC)?([+-])(\d{1,2})(?::?([0-5]\d))?$/i;

/**
 * A fixed offset (`+03:00`, `GMT+03:00`, `UTC-05:30`, `+0530`) in its one spelling, `+03:00`, which
 * `@date-fns/tz` reads as a zone without daylight saving and browsers' `Intl` accept; null when the
 * value is not an offset or lies outside GMT-12:00 to GMT+14:00.
 */
export function fixedOffsetZone(value: string): string | null {
  const m = offsetZone.exec(value.trim());
  if (!m) return null;
  const minutes = Number(m[3] ?? '0');
  const total = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + minutes);
  if (minutes % 15 !== 0 || total < OFFSET_MIN_MINUTES || total > OFFSET_MAX_MINUTES) return null;
  const abs = Math.abs(total);
  return `${total < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The work calendar's zone: an IANA name the runtime knows (`Europe/Berlin`, `UTC`), or a fixed
 * offset as the spec's zone list writes it (`+03:00`, `GMT+03:00`), kept as `+03:00`. Offsets are
 * read by our own rule, not by `Intl`, so every Node version reads them alike.
 */
export const scheduleTimeZoneSchema = textSchema()
  .max(64)
  .refine((zone) => fixedOffsetZone(zone) !== null || isIanaTimeZone(zone), fieldCode('choose_time_zone'))
  .transform((zone) => fixedOffsetZone(zone) ?? zone);

const weekdayShape = Object.fromEntries(isoWeekdays.map((d) => [d, dayRangesSchema])) as Record<IsoWeekday, typeof dayRangesSchema>;
/** The weekly template: every ISO weekday with its ranges (an empty list is a day off). */
export const weeklyHoursSchema = z.object(weekdayShape).superRefine((weekly, ctx) => {
  for (const day of isoWeekdays)
    if (hasIntersection(weekly[day])) ctx.addIssue({ code: 'custom', message: intersectingMessage(weekdayNames[day]), path: [day] });
});
export type WeeklyHours = Record<IsoWeekday, TimeRange[]>;

/** Monday to Friday 09:00–17:00, Saturday and Sunday off: an expert's hours until the company sets them. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  1: [{ from: '09:00', to: '17:00' }],
  2: [{ from: '09:00', to: '17:00' }],
  3: [{ from: '09:00', to: '17:00' }],
  4: [{ from: '09:00', to: '17:00' }],
  5: [{ from: '09:00', to: '17:00' }],
  6: [],
  7: [],
};

/** A date's own hours in place of the weekly ones; no ranges is a day off. */
export const dateOverrideSchema = z.object({ date: dateSchema(), time: dayRangesSchema });
export type DateOverride = z.infer<typeof dateOverrideSchema>;

export const overridesSchema = z
  .array(dateOverrideSchema)
  .max(OVERRIDES_MAX)
  .superRefine((overrides, ctx) => {
    const seen = new Set<string>();
    overrides.forEach((o, i) => {
      if (seen.has(o.date)) ctx.addIssue({ code: 'custom', message: fieldCode('date_repeated', { date: o.date }), path: [i, 'date'] });
      seen.add(o.date);
      if (hasIntersection(o.time)) ctx.addIssue({ code: 'custom', message: intersectingMessage(o.date), path: [i, 'time'] });
    });
  });

/** What the expansion reads: the zone, the weekly template and the date overrides. */
export type WorkCalendar = { timeZone: string; weekly: WeeklyHours; overrides: readonly DateOverride[] };

/** Work calendar entry (spec section 3): one local date's ranges in the expert's zone. */
export const calendarEntrySchema = z.object({
  date: z.string().describe('yyyy-MM-dd, local to the expert'),
  day_of_week: z.number().int().min(1).max(7).describe('ISO weekday, Monday = 1'),
  time: z.array(z.object({ from: z.string(), to: z.string() })),
  timezone: z.string(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** Slot (spec section 3): an instant range, ISO UTC strings. */
export const slotSchema = z.object({ timestampz_from: z.string(), timestampz_to: z.string() });
export type Slot = z.infer<typeof slotSchema>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** The local date (`yyyy-MM-dd`) of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return isoDate(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

/** ISO weekday of a calendar date (zone-free arithmetic). */
export function isoWeekday(date: string): IsoWeekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

/** The calendar date `days` after `date` (zone-free arithmetic). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The instant a local date and time stand for in a zone. */
export function localInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** The local week (Monday 00:00 to the next Monday 00:00) holding an instant, as instants. */
export function localWeek(instant: Date, timeZone: string): { from: Date; to: Date } {
  const today = localDate(instant, timeZone);
  const monday = addDays(today, 1 - isoWeekday(today));
  return { from: localInstant(monday, '00:00', timeZone), to: localInstant(addDays(monday, 7), '00:00', timeZone) };
}

/**
 * The entries of every local date of the calendar's zone that the instant range [from, to) touches:
 * the date's override when it has one, else its weekday's ranges; days off carry no ranges.
 */
export function expandCalendar(calendar: WorkCalendar, range: { from: Date; to: Date }): CalendarEntry[] {
  if (!(range.from.getTime() < range.to.getTime())) return [];
  const overrides = new Map(calendar.overrides.map((o) => [o.date, o.time]));
  const last = localDate(new Date(range.to.getTime() - 1), calendar.timeZone);
  const entries: CalendarEntry[] = [];
  for (let date = localDate(range.from, calendar.timeZone); date <= last; date = addDays(date, 1)) {
    const day_of_week = isoWeekday(date);
    const time = overrides.get(date) ?? calendar.weekly[day_of_week];
    entries.push({ date, day_of_week, time: time.map((r) => ({ from: r.from, to: r.to })), timezone: calendar.timeZone });
  }
  return entries;
}

/**
 * The instant slots of entries, in ISO UTC. A range's ends are read in the entry's zone on its date,
 * so `23:59` is 23:59 local; a range that falls wholly into a daylight-saving gap yields nothing.
 */
export function entriesToSlots(entries: readonly CalendarEntry[]): Slot[] {
  const slots: Slot[] = [];
  for (const entry of entries) {
    for (const r of entry.time) {
      const from = localInstant(entry.date, r.from, entry.timezone);
      const to = localInstant(entry.date, r.to, entry.timezone);
      if (from < to) slots.push({ timestampz_from: from.toISOString(), timestampz_to: to.toISOString() });
    }
  }
  return slots;
}

/**
 * A calendar as the internal-expert list carries it (`work_calendars`, spec part 2, section 3): the
 * seven weekdays of the template (`date` null) and then the overrides from `today` on, each in the
 * calendar's zone.
 */
export const workCalendarItemSchema = calendarEntrySchema.extend({
  date: z.string().nullable().describe('yyyy-MM-dd for an override, null for a weekday of the template'),
});
export type WorkCalendarItem = z.infer<typeof workCalendarItemSchema>;

export function workCalendarItems(calendar: WorkCalendar, today: string): WorkCalendarItem[] {
  const copy = (ranges: readonly TimeRange[]) => ranges.map((r) => ({ from: r.from, to: r.to }));
  return [
    ...isoWeekdays.map((day_of_week) => ({ date: null, day_of_week, time: copy(calendar.weekly[day_of_week]), timezone: calendar.timeZone })),
    ...calendar.overrides
      .filter((o) => o.date >= today)
      .map((o) => ({ date: o.date, day_of_week: isoWeekday(o.date), time: copy(o.time), timezone: calendar.timeZone })),
  ];
}
