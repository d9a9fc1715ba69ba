import { and, eq, gt, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { DECISION_REMINDER_DAYS, daysOverdue, utcToday } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { pilotRuns, pilots, users } from '../../db/schema/index.js';
import { postPlatformNotice } from '../messages/index.js';
import { recordPilotEvent, type ClockStep } from './events.js';
import { overdueNotice } from './letters.js';
import { companyName } from './presenter.js';

/** Runs marked per transaction: a backlog (a server away for days) goes in several. */
const BATCH = 200;
const [WEEK, DAY] = DECISION_REMINDER_DAYS;

/** The UTC date `days` after `today` (yyyy-MM-dd). */
function plusDays(today: string, days: number): string {
  return new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
}

type Mark = 'remindedWeekAt' | 'remindedDayAt' | 'overdueAt';

/**
 * One of the clock's marks over the runs still waiting for their decision, in batches: each batch
 * locks its runs (`SKIP LOCKED`, so a second process takes others), sets the mark where it is
 * still unset and records, in the same transaction, the event of each run it marked. A mark is set
 * once, so each reminder and each overdue notice goes out once however many processes run the clock.
 */
async function markRuns(db: Db, kind: ClockStep['kind'], mark: Mark, due: SQL | undefined, today: string, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const marked = await db.transaction(async (tx) => {
      const open = and(isNull(pilotRuns.outcome), isNull(pilotRuns[mark]), due);
      const locked = tx
        .select({ id: pilotRuns.id })
        .from(pilotRuns)
        .where(open)
        .orderBy(pilotRuns.decisionDate, pilotRuns.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(pilotRuns)
        .set({ [mark]: now })
        .where(and(inArray(pilotRuns.id, locked), open))
        .returning({
          id: pilotRuns.id,
          pilotId: pilotRuns.pilotId,
          startupId: pilotRuns.startupId,
          decisionDate: pilotRuns.decisionDate,
          decisionOwner: pilotRuns.decisionOwner,
        });
      for (const run of rows) await recordClockStep(tx, kind, run, today);
      return rows.length;
    });
    total += marked;
    if (marked < BATCH) return total;
  }
}

type MarkedRun = { id: string; pilotId: string; startupId: string; decisionDate: string; decisionOwner: string };

/** The clock's event for one run; an overdue run also opens (or continues) the managers' thread with its owner. */
async function recordClockStep(tx: Tx, kind: ClockStep['kind'], run: MarkedRun, today: string): Promise<void> {
  const [pilot] = await tx
    .select({ id: pilots.id, name: pilots.name, ownerId: pilots.ownerId, language: users.language })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.ownerId))
    .where(eq(pilots.id, run.pilotId))
    .limit(1);
  if (!pilot) return;
  const days = daysOverdue(run.decisionDate, today);
  let threadId: string | null = null;
  if (kind === 'overdue') {
    const startup = await companyName(tx, run.startupId);
    const notice = overdueNotice(pilot.language, { pilot: pilot.name, startup, date: run.decisionDate, days, owner: run.decisionOwner });
    threadId = await postPlatformNotice(tx, { companyId: pilot.ownerId, ...notice });
  }
  await recordPilotEvent(tx, 'pilots.clock', {
    kind,
    runId: run.id,
    pilot: { id: pilot.id, name: pilot.name, ownerId: pilot.ownerId },
    startupId: run.startupId,
    decisionDate: run.decisionDate,
    decisionOwner: run.decisionOwner,
    days,
    threadId,
  });
}

/**
 * The pilot decision clock at `now` (UTC dates): the owner's reminder a week before a running
 * pilot's decision date (while it is more than a day away), the reminder a day before (the day
 * before and the date itself), and the overdue notice from the day after it with no outcome.
 * The number of marks set.
 */
export async function runDecisionClock(db: Db, now: Date = new Date()): Promise<number> {
  const today = utcToday(now);
  const week = and(lte(pilotRuns.decisionDate, plusDays(today, WEEK)), gt(pilotRuns.decisionDate, plusDays(today, DAY)));
  const day = and(gte(pilotRuns.decisionDate, today), lte(pilotRuns.decisionDate, plusDays(today, DAY)));
  const overdue = lt(pilotRuns.decisionDate, today);
  let total = 0;
  total += await markRuns(db, 'week', 'remindedWeekAt', week, today, now);
  total += await markRuns(db, 'day', 'remindedDayAt', day, today, now);
  total += await markRuns(db, 'overdue', 'overdueAt', overdue, today, now);
  return total;
}
