import { z } from 'zod';
import { DATE_YEAR_MIN, dateSchema, idSchema } from './common.js';
import { meetingSchema } from './meetings.js';
import {
  CALENDAR_RANGE_MAX_DAYS,
  OVERRIDES_MAX,
  calendarEntrySchema,
  dayRangesSchema,
  hasIntersection,
  intersectingMessage,
  isoWeekday,
  isoWeekdays,
  overridesSchema,
  scheduleTimeZoneSchema,
  weekdayNames,
  type IsoWeekday,
  type TimeRange,
  type WeeklyHours,
} from './schedule.js';
import { fieldCode } from './field-codes.js';

/*
 * The work calendar's calls (spec part 1, section 7): reading an expert's calendar with its meetings,
 * and saving it. Apart from `schedule.ts` because the answer carries meetings, and meetings check
 * their time against the calendar's slots.
 */

export const expertIdParamsSchema = z.object({ expertId: idSchema });

/** An instant with its offset, in the years a local date can be written for in any zone. */
const instantSchema = z.iso.datetime({ offset: true, error: fieldCode('iso_datetime') }).refine(
  (v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= DATE_YEAR_MIN && year <= 9998;
  },
  fieldCode('date_year_range', { from: DATE_YEAR_MIN, to: 9998 }),
);
/** `GET /api/v1/expert/work_calendar/{expertId}`: an instant range, at most six weeks long. */
export const workCalendarQuerySchema = z.object({ timestampz_from: instantSchema, timestampz_to: instantSchema }).superRefine((q, ctx) => {
  const from = Date.parse(q.timestampz_from);
  const to = Date.parse(q.timestampz_to);
  if (!(from < to)) ctx.addIssue({ code: 'custom', message: fieldCode('range_from_after_to'), path: ['timestampz_to'] });
  else if (to - from > CALENDAR_RANGE_MAX_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', message: fieldCode('range_too_long', { weeks: CALENDAR_RANGE_MAX_DAYS / 7 }), path: ['timestampz_to'] });
});

export const weeklyHoursResponseSchema = z.object(
  Object.fromEntries(isoWeekdays.map((d) => [d, z.array(z.object({ from: z.string(), to: z.string() }))])) as Record<
    IsoWeekday,
    z.ZodArray<z.ZodObject<{ from: z.ZodString; to: z.ZodString }>>
  >,
);

export const workCalendarSchema = z.object({
  calendar: z.array(calendarEntrySchema).describe("Every local date of the expert's zone the range touches"),
  meets: z.array(meetingSchema).describe("The expert's meetings that share time with the range, by start time"),
  settings: z.object({
    timezone: z.string(),
    weekly: weeklyHoursResponseSchema.describe('ISO weekday (Monday = 1) to its ranges; an empty list is a day off'),
    overrides: z.array(z.object({ date: z.string(), time: z.array(z.object({ from: z.string(), to: z.string() })) })).describe('Date overrides from today on'),
  }),
});
export type WorkCalendarAnswer = z.infer<typeof workCalendarSchema>;

/**
 * One entry of a save as the spec's screen sends it: without `date` it is a weekday of the weekly
 * template; with `date` it changes that date only (an override), and `day_of_week` must be the date's.
 */
export const weeklyEntryBodySchema = z.object({
  time: dayRangesSchema,
  date: dateSchema().nullable().optional(),
  day_of_week: z.number(fieldCode('choose_weekday')).int(fieldCode('choose_weekday')).min(1, fieldCode('choose_weekday')).max(7, fieldCode('choose_weekday')),
  timezone: scheduleTimeZoneSchema,
});

/**
 * `POST /api/v1/expert/work_calendar/{expertId}`. The undated entries of `calendar` replace the
 * weekly template (a weekday left out or without ranges is off); a `calendar` of dated entries only
 * leaves the template as it is. Each dated entry sets that date's hours, other dates untouched.
 * Every entry carries the same zone, which becomes the expert's. `overrides` (ours), when present,
 * replaces the overrides from today on before the dated entries apply.
 */
export const workCalendarBodySchema = z
  .object({ calendar: z.array(weeklyEntryBodySchema).max(7 + OVERRIDES_MAX), overrides: overridesSchema.optional() })
  .superRefine((body, ctx) => {
    const weekdays = new Set<number>();
    const dates = new Set((body.overrides ?? []).map((o) => o.date));
    body.calendar.forEach((entry, i) => {
      const day = entry.date ?? weekdayNames[entry.day_of_week as IsoWeekday] ?? String(entry.day_of_week);
      if (entry.date) {
        if (dates.has(entry.date)) ctx.addIssue({ code: 'custom', message: fieldCode('date_repeated', { date: entry.date }), path: ['calendar', i, 'date'] });
        dates.add(entry.date);
        const weekday = isoWeekday(entry.date);
        if (weekdayNames[weekday] && weekday !== entry.day_of_week)
          ctx.addIssue({
            code: 'custom',
            message: fieldCode('date_not_weekday', { weekday: weekdayNames[weekday], date: entry.date }),
            path: ['calendar', i, 'day_of_week'],
          });
      } else {
        if (weekdays.has(entry.day_of_week))
          ctx.addIssue({ code: 'custom', message: fieldCode('date_repeated', { date: day }), path: ['calendar', i, 'day_of_week'] });
        weekdays.add(entry.day_of_week);
      }
      if (hasIntersection(entry.time)) ctx.addIssue({ code: 'custom', message: intersectingMessage(day), path: ['calendar', i, 'time'] });
      if (entry.timezone !== body.calendar[0]!.timezone)
        ctx.addIssue({ code: 'custom', message: fieldCode('one_time_zone'), path: ['calendar', i, 'timezone'] });
    });
  });
export type WorkCalendarBody = z.infer<typeof workCalendarBodySchema>;

/** The weekly template a save's `calendar` stands for. */
export function weeklyFromEntries(entries: readonly { day_of_week: number; time: readonly TimeRange[] }[]): WeeklyHours {
  const weekly: WeeklyHours = { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] };
  for (const e of entries) weekly[e.day_of_week as IsoWeekday] = e.time.map((r) => ({ from: r.from, to: r.to }));
  return weekly;
}
