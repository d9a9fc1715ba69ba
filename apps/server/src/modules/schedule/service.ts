import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  DEFAULT_WEEKLY_HOURS,
  expandCalendar,
  isTimeZone,
  localDate,
  localWeek,
  weeklyFromEntries,
  type DateOverride,
  type FieldCodes,
  type Role,
  type WorkCalendar,
  type WorkCalendarAnswer,
  type WorkCalendarBody,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { expertCalendarOverrides, expertWorkCalendars, internalExperts, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { meetingsInRange } from './meeting-queries.js';
import { calendarPolicy } from './policy.js';

/** The stored calendar, or the default hours in the company's zone. */
export async function loadCalendar(q: Db | Tx, expertId: string, companyId: string): Promise<WorkCalendar> {
  const [[stored], overrides] = await Promise.all([
    q.select().from(expertWorkCalendars).where(eq(expertWorkCalendars.expertId, expertId)).limit(1),
    q
      .select({ date: expertCalendarOverrides.date, time: expertCalendarOverrides.time })
      .from(expertCalendarOverrides)
      .where(eq(expertCalendarOverrides.expertId, expertId))
      .orderBy(asc(expertCalendarOverrides.date)),
  ]);
  if (stored) return { timeZone: stored.timeZone, weekly: stored.weekly, overrides };
  const [company] = await q.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, companyId)).limit(1);
  const timeZone = company?.timeZone && isTimeZone(company.timeZone) ? company.timeZone : 'UTC';
  return { timeZone, weekly: DEFAULT_WEEKLY_HOURS, overrides };
}

export type ScheduleCaller = { id: string; role: Role };

/**
 * Internal experts' work calendars. An expert company reads and writes its own experts' calendars
 * (another company's expert is not found); managers read any, to book meetings.
 */
export function createScheduleService(db: Db) {
  /** The expert's company when the caller may see the expert; locks the expert's row for a save. */
  async function findExpert(q: Db | Tx, who: ScheduleCaller, expertId: string, forUpdate = false) {
    if (!calendarPolicy.read(who)) throw forbidden();
    const scope = calendarPolicy.ownExpertsOnly(who)
      ? and(eq(internalExperts.id, expertId), eq(internalExperts.companyId, who.id))
      : eq(internalExperts.id, expertId);
    const query = q.select({ companyId: internalExperts.companyId }).from(internalExperts).where(scope).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }

  async function answer(
    who: ScheduleCaller,
    calendar: WorkCalendar,
    expertId: string,
    range: { from: Date; to: Date },
    now: Date,
  ): Promise<WorkCalendarAnswer> {
    const today = localDate(now, calendar.timeZone);
    return {
      calendar: expandCalendar(calendar, range),
      meets: await meetingsInRange(db, expertId, range, calendarPolicy.answersMeetings(who) ? who.id : undefined),
      settings: { timezone: calendar.timeZone, weekly: calendar.weekly, overrides: calendar.overrides.filter((o) => o.date >= today) },
    };
  }

  return {
    async read(who: ScheduleCaller, expertId: string, range: { from: Date; to: Date }, now = new Date()): Promise<WorkCalendarAnswer> {
      const { companyId } = await findExpert(db, who, expertId);
      return answer(who, await loadCalendar(db, expertId, companyId), expertId, range, now);
    },

    /**
     * The undated entries replace the weekly template (dated entries alone leave it); `overrides`,
     * when sent, replaces the overrides from today on; each dated entry then sets its date's hours.
     * Answers for the current week.
     */
    async save(who: ScheduleCaller, expertId: string, body: WorkCalendarBody, now = new Date()): Promise<WorkCalendarAnswer> {
      if (!calendarPolicy.edit(who)) throw forbidden();
      const undated = body.calendar.filter((e) => !e.date);
      const dated = body.calendar.flatMap((e, i) => (e.date ? [{ index: i, date: e.date, time: e.time.map((r) => ({ from: r.from, to: r.to })) }] : []));
      const calendar = await db.transaction(async (tx) => {
        const { companyId } = await findExpert(tx, who, expertId, true);
        const current = await loadCalendar(tx, expertId, companyId);
        const timeZone = body.calendar[0]?.timezone ?? current.timeZone;
        const weekly = undated.length || !body.calendar.length ? weeklyFromEntries(undated) : current.weekly;
        const today = localDate(now, timeZone);
        const past: FieldCodes = {};
        body.overrides?.forEach((o, i) => {
          if (o.date < today) past[`overrides.${i}.date`] = 'date_in_past';
        });
        for (const d of dated) if (d.date < today) past[`calendar.${d.index}.date`] = 'date_in_past';
        if (Object.keys(past).length) throw badRequest(past, { today });
        let overrides: readonly DateOverride[] = current.overrides;
        if (body.overrides) {
          await tx.delete(expertCalendarOverrides).where(and(eq(expertCalendarOverrides.expertId, expertId), gte(expertCalendarOverrides.date, today)));
          overrides = [
            ...current.overrides.filter((o) => o.date < today),
            ...body.overrides.map((o) => ({ date: o.date, time: o.time.map((r) => ({ from: r.from, to: r.to })) })),
          ];
          if (body.overrides.length) await tx.insert(expertCalendarOverrides).values(body.overrides.map((o) => ({ expertId, date: o.date, time: o.time })));
        }
        if (dated.length) {
          await tx.delete(expertCalendarOverrides).where(
            and(
              eq(expertCalendarOverrides.expertId, expertId),
              inArray(
                expertCalendarOverrides.date,
                dated.map((d) => d.date),
              ),
            ),
          );
          await tx.insert(expertCalendarOverrides).values(dated.map((d) => ({ expertId, date: d.date, time: d.time })));
          const changed = new Set(dated.map((d) => d.date));
          overrides = [...overrides.filter((o) => !changed.has(o.date)), ...dated.map((d) => ({ date: d.date, time: d.time }))];
        }
        await tx
          .insert(expertWorkCalendars)
          .values({ expertId, timeZone, weekly })
          .onConflictDoUpdate({ target: expertWorkCalendars.expertId, set: { timeZone, weekly, updatedAt: now } });
        return { timeZone, weekly, overrides: [...overrides].sort((a, b) => (a.date < b.date ? -1 : 1)) };
      });
      return answer(who, calendar, expertId, localWeek(now, calendar.timeZone), now);
    },
  };
}
