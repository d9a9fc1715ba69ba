import { and, asc, gt, gte, inArray } from 'drizzle-orm';
import {
  DEFAULT_WEEKLY_HOURS,
  MEETING_HOURS_MAX,
  addDays,
  isTimeZone,
  localDate,
  workCalendarItems,
  type DateOverride,
  type Meeting,
  type WorkCalendarItem,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { expertCalendarOverrides, expertWorkCalendars, meetings } from '../../db/schema/index.js';
import { meetingRows } from './meeting-queries.js';

export type ExpertCalendarView = { work_calendars: WorkCalendarItem[]; meets: Meeting[] };

/**
 * The work calendars and the meetings that have not ended of a page of one company's internal
 * experts: three queries for the whole page, whatever its size (calendars, overrides, meetings by
 * `expert_id = any(...)`), never one per expert. An expert without a saved calendar has the default
 * hours in the company's zone, as `loadCalendar` gives.
 */
export async function calendarsOf(
  db: Db,
  expertIds: readonly string[],
  companyZone: string,
  answerer?: string,
  now = new Date(),
): Promise<Map<string, ExpertCalendarView>> {
  const views = new Map<string, ExpertCalendarView>();
  if (!expertIds.length) return views;
  const ids = [...expertIds];
  // Today differs by zone by at most a day either side of UTC's; each expert's own today filters below.
  const earliest = addDays(now.toISOString().slice(0, 10), -1);
  const [stored, overrides, meets] = await Promise.all([
    db.select().from(expertWorkCalendars).where(inArray(expertWorkCalendars.expertId, ids)),
    db
      .select()
      .from(expertCalendarOverrides)
      .where(and(inArray(expertCalendarOverrides.expertId, ids), gte(expertCalendarOverrides.date, earliest)))
      .orderBy(asc(expertCalendarOverrides.date)),
    // A meeting lasts at most MEETING_HOURS_MAX: one not ended started after now minus that, a bound on the (expert, start) index.
    meetingRows(
      db,
      and(inArray(meetings.internalExpertId, ids), gt(meetings.startsAt, new Date(now.getTime() - MEETING_HOURS_MAX * 3_600_000)), gt(meetings.endsAt, now)),
      answerer,
    ),
  ]);
  const calendarOf = new Map(stored.map((c) => [c.expertId, c]));
  const overridesOf = new Map<string, DateOverride[]>();
  for (const o of overrides) overridesOf.set(o.expertId, [...(overridesOf.get(o.expertId) ?? []), { date: o.date, time: o.time }]);
  const meetsOf = new Map<string, Meeting[]>();
  for (const m of meets) meetsOf.set(m.internal_expert.id, [...(meetsOf.get(m.internal_expert.id) ?? []), m]);
  const fallbackZone = isTimeZone(companyZone) ? companyZone : 'UTC';
  for (const id of ids) {
    const saved = calendarOf.get(id);
    const calendar = { timeZone: saved?.timeZone ?? fallbackZone, weekly: saved?.weekly ?? DEFAULT_WEEKLY_HOURS, overrides: overridesOf.get(id) ?? [] };
    views.set(id, { work_calendars: workCalendarItems(calendar, localDate(now, calendar.timeZone)), meets: meetsOf.get(id) ?? [] });
  }
  return views;
}
