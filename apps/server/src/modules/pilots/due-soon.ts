import { and, eq, inArray, isNull } from 'drizzle-orm';
import { decisionDueSoon } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { pilotRuns } from '../../db/schema/index.js';

/**
 * The pilots of a page whose run waits for a decision due within the week, in one query by the
 * runs' unique pilot key. `startupId` narrows it to the runs of that startup: a run is its owner's
 * and its startup's business, never another applicant's.
 */
export async function dueSoonPilots(db: Db, pilotIds: readonly string[], today: string, startupId?: string): Promise<Set<string>> {
  if (!pilotIds.length) return new Set();
  const runs = await db
    .select({ pilotId: pilotRuns.pilotId, decisionDate: pilotRuns.decisionDate })
    .from(pilotRuns)
    .where(and(inArray(pilotRuns.pilotId, [...pilotIds]), isNull(pilotRuns.outcome), startupId ? eq(pilotRuns.startupId, startupId) : undefined));
  return new Set(runs.filter((run) => decisionDueSoon(run.decisionDate, false, today)).map((run) => run.pilotId));
}
