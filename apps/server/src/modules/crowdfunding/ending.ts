import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { backerStatuses } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { crowdfunds } from '../../db/schema/index.js';
import { utcTodaySql } from './presenter.js';
import { firstReportDueSql } from './reporting.js';
import { recordRoundStep } from './events/index.js';

/** Rounds ended per transaction: a backlog (a server away for days) goes in several. */
const BATCH = 200;

/**
 * Ends the active rounds whose last day (UTC) has passed. Reads show them finished from midnight
 * on (`effectiveStatusSql`); this makes it a step, as a manager's close is: the row becomes
 * `finished`, the startup and the backers get it on their timelines, the startup its letter, open
 * pages their push. A round moves only from `active`, under its row's lock, so two runs at once
 * end it once. The number ended.
 */
export async function endExpiredRounds(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const ended = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: crowdfunds.id })
        .from(crowdfunds)
        .where(and(eq(crowdfunds.status, 'active'), lt(crowdfunds.expire, utcTodaySql)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(crowdfunds)
        // Ended with confirmed backers, it owes them quarterly reports from here on.
        .set({
          status: 'finished',
          updatedAt: new Date(),
          reportDue: sql`case when ${crowdfunds.backersCount} > 0 then ${firstReportDueSql} else ${crowdfunds.reportDue} end`,
        })
        .where(and(inArray(crowdfunds.id, due), eq(crowdfunds.status, 'active')))
        .returning({ id: crowdfunds.id, startupId: crowdfunds.startupId });
      for (const r of rows) {
        await recordRoundStep(tx, {
          kind: 'round.status',
          roundId: r.id,
          startupId: r.startupId,
          companyIds: [r.startupId],
          // A cancelled backing is out of the round: its backer hears no more of it.
          backers: backerStatuses.filter((s) => s !== 'cancel'),
          actorId: null,
          data: { from: 'active', to: 'finished', reason: null },
        });
      }
      return rows.length;
    });
    total += ended;
    if (ended < BATCH) return total;
  }
}
