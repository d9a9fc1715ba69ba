import { z } from 'zod';
import {
  DAY_END,
  SCHEDULE_STEP_MINUTES,
  dayRangesSchema,
  hasIntersection,
  intersectingMessage,
  isoWeekdays,
  overridesSchema,
  scheduleTimeZoneSchema,
  weekdayNames,
  type IsoWeekday,
  type TimeRange,
  type WorkCalendarAnswer,
  type WorkCalendarBody,
} from '@platform/contract';

/*
 * The settings form holds the weekdays as a list (Monday first) rather than the contract's
 * weekday-keyed object, so react-hook-form's paths stay `days.0.time.1.to`; the pieces are the
 * contract's own schemas and the body is the contract's.
 */

export const settingsFormSchema = z.object({
  timezone: scheduleTimeZoneSchema,
  days: z
    .array(z.object({ time: dayRangesSchema }))
    .length(7)
    .superRefine((days, ctx) => {
      days.forEach((day, i) => {
        if (hasIntersection(day.time)) ctx.addIssue({ code: 'custom', message: intersectingMessage(weekdayNames[(i + 1) as IsoWeekday]), path: [i, 'time'] });
      });
    }),
  overrides: overridesSchema,
});
export type SettingsForm = z.infer<typeof settingsFormSchema>;

/** The form's values from the stored settings. */
export function settingsFormValues(settings: WorkCalendarAnswer['settings']): SettingsForm {
  return {
    timezone: settings.timezone,
    days: isoWeekdays.map((d) => ({ time: settings.weekly[d].map((r) => ({ from: r.from, to: r.to })) })),
    overrides: settings.overrides.map((o) => ({ date: o.date, time: o.time.map((r) => ({ from: r.from, to: r.to })) })),
  };
}

/** The save's body: every weekday with the chosen zone, and the overrides from today on. */
export function settingsBody(values: SettingsForm): WorkCalendarBody {
  return {
    calendar: values.days.map((day, i) => ({ day_of_week: i + 1, time: day.time, timezone: values.timezone })),
    overrides: [...values.overrides].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}

/** The form field a server error path names (`calendar.2.time` is `days.2.time`). */
export function formFieldOfServerPath(path: string): string | null {
  const calendar = /^calendar\.(\d+)\.(time|timezone|day_of_week)(\..*)?$/.exec(path);
  if (calendar) return calendar[2] === 'timezone' ? 'timezone' : calendar[2] === 'time' ? `days.${calendar[1]}.time${calendar[3] ?? ''}` : null;
  if (/^overrides(\.\d+(\.(date|time)(\..*)?)?)?$/.test(path)) return path;
  return null;
}

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const hhmm = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** Start options: every half hour of the day. */
export const startOptions: string[] = Array.from({ length: (24 * 60) / SCHEDULE_STEP_MINUTES }, (_, i) => hhmm(i * SCHEDULE_STEP_MINUTES));
/** End options: every half hour after midnight, and 23:59 for the end of the day. */
export const endOptions: string[] = [...startOptions.slice(1), DAY_END];

/** The range a new one of a day starts with: after the day's last, or 09:00–17:00 on an empty day. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange | null {
  if (ranges.length === 0) return { from: '09:00', to: '17:00' };
  const lastEnd = Math.max(...ranges.map((r) => (r.to === DAY_END ? 24 * 60 : minutes(r.to))));
  if (lastEnd + SCHEDULE_STEP_MINUTES >= 24 * 60) return null;
  const from = lastEnd;
  const to = Math.min(from + 60, 24 * 60);
  return { from: hhmm(from), to: to >= 24 * 60 ? DAY_END : hhmm(to) };
}
