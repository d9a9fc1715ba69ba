import { and, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { nextReportDue, REPORT_INTERVAL_MONTHS, REPORT_LATE_DAYS, utcToday } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, crowdfunds } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { recordTimeline } from '../timeline/index.js';
import { roundEntries } from './round-entries.js';
import { recordRoomEvent, type RoomStep } from './events/index.js';

/** Rounds marked per transaction: a backlog (a server away for days) goes in several. */
const BATCH = 200;

/** The UTC date `days` before `today` (yyyy-MM-dd). */
const daysBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The first due date of a round that ends with confirmed backers: `REPORT_INTERVAL_MONTHS` after its last day (month ends clamp). */
export const firstReportDueSql = sql`(${crowdfunds.expire} + make_interval(months => ${REPORT_INTERVAL_MONTHS}::int))::date`;

/** Each marked round's entry on its startup's timeline, the platform as the actor, in one insert. */
async function recordReportingEntries(tx: Tx, state: 'reminded' | 'late', rows: { id: string; startupId: string; due: string | null }[]): Promise<void> {
  if (!rows.length) return;
  const names = await tx
    .select({ id: companies.userId, name: companies.name })
    .from(companies)
    .where(inArray(companies.userId, [...new Set(rows.map((r) => r.startupId))]));
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  const entries = rows.flatMap((r) =>
    roundEntries({ kind: 'round.reporting', roundId: r.id, actorId: null, data: { state, due: r.due ?? '' } }, [r.startupId], nameOf.get(r.startupId) ?? null),
  );
  await recordTimeline(tx, entries);
}

/**
 * One reporting mark over the rounds whose condition holds, in batches: each batch locks its rounds
 * (`SKIP LOCKED`, so a second process takes others), sets the mark to the due date it is for and
 * records, in the same transaction, the event of each round it marked. A mark is set once per due
 * date, so each reminder and each late notice goes out once however many processes run the job.
 */
async function markRounds(db: Db, kind: 'report_due' | 'report_late', due: SQL): Promise<number> {
  const mark = kind === 'report_due' ? crowdfunds.reportRemindedFor : crowdfunds.reportLateFor;
  const open = and(isNotNull(crowdfunds.reportDue), due, sql`${mark} is distinct from ${crowdfunds.reportDue}`);
  let total = 0;
  for (;;) {
    const marked = await db.transaction(async (tx) => {
      const locked = tx
        .select({ id: crowdfunds.id })
        .from(crowdfunds)
        .where(open)
        .orderBy(crowdfunds.reportDue, crowdfunds.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const set = kind === 'report_due' ? { reportRemindedFor: sql`${crowdfunds.reportDue}` } : { reportLateFor: sql`${crowdfunds.reportDue}` };
      const rows = await tx
        .update(crowdfunds)
        .set(set)
        .where(and(inArray(crowdfunds.id, locked), open))
        .returning({ id: crowdfunds.id, startupId: crowdfunds.startupId, due: crowdfunds.reportDue });
      for (const r of rows) await recordRoomEvent(tx, 'crowdfunding.room', { kind, roundId: r.id, startupId: r.startupId, due: r.due! } satisfies RoomStep);
      await recordReportingEntries(tx, kind === 'report_due' ? 'reminded' : 'late', rows);
      return rows.length;
    });
    total += marked;
    if (marked < BATCH) return total;
  }
}

/**
 * The reporting clock at `now` (UTC dates): rounds finished with confirmed backers get their first
 * due date; the startup is reminded from a due date on (while the report is not yet late), and
 * told it is late from `REPORT_LATE_DAYS` after it, each once per due date. A report posted moves
 * the due date (`advanceReportDue`), so its marks no longer match and the next quarter starts over.
 * The number of reminders and late notices recorded.
 */
export async function runRoundReporting(db: Db, now: Date = new Date()): Promise<number> {
  const today = utcToday(now);
  const lateFrom = daysBefore(today, REPORT_LATE_DAYS);
  // Rounds a manager closed, or ended before the ending job set their due date, get it here.
  await db
    .update(crowdfunds)
    .set({ reportDue: firstReportDueSql })
    .where(and(eq(crowdfunds.status, 'finished'), gt(crowdfunds.backersCount, 0), isNull(crowdfunds.reportDue)));
  // A report already late is told late, not reminded of first: one letter rather than two at once.
  const reminded = await markRounds(db, 'report_due', and(lte(crowdfunds.reportDue, today), gt(crowdfunds.reportDue, lateFrom))!);
  const late = await markRounds(db, 'report_late', lte(crowdfunds.reportDue, lateFrom)!);
  return reminded + late;
}

/**
 * A quarterly report posted on a round, in its transaction (the round's row locked by the caller):
 * the next due date becomes the first quarterly date after today, never earlier than the current
 * one. 400 on `kind` when the round has no reporting.
 */
export async function advanceReportDue(tx: Tx, round: { id: string; expire: string; reportDue: string | null }, now: Date = new Date()): Promise<void> {
  if (!round.reportDue) throw badRequest({ kind: 'report_not_expected' });
  const next = nextReportDue(round.expire, utcToday(now));
  if (next > round.reportDue) await tx.update(crowdfunds).set({ reportDue: next }).where(eq(crowdfunds.id, round.id));
}
