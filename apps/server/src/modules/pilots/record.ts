import { and, eq, inArray, sql } from 'drizzle-orm';
import { utcToday, type PilotRecord } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, pilotRuns, pilots, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { expertReadsClientNow } from '../tickets/index.js';
import { pilotPolicy } from './policy.js';

type OwnerRole = 'corporate' | 'investor';

export const emptyRecord: PilotRecord = { pilots_started: 0, decided_on_time_percent: null, converted_percent: null, median_days_to_decision: null };

const utcDate = (column: typeof pilotRuns.outcomeAt | typeof pilotRuns.createdAt) => sql`(${column} at time zone 'UTC')::date`;
const percent = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : null);

/**
 * The names and pilot track records of these owners on `today` (UTC yyyy-MM-dd), from recorded
 * data only, in one grouped query: each owner's company, its pilots through
 * `pilots_owner_created_idx` and each pilot's run through its unique key. An owner without runs
 * has the empty record.
 */
export async function pilotRecords(db: Db, ownerIds: readonly string[], today: string): Promise<Map<string, { name: string; record: PilotRecord }>> {
  if (!ownerIds.length) return new Map();
  const decided = sql`${pilotRuns.outcome} is not null`;
  const rows = await db
    .select({
      ownerId: companies.userId,
      name: companies.name,
      started: sql<number>`count(${pilotRuns.id})`.mapWith(Number),
      due: sql<number>`count(*) filter (where ${decided} or ${pilotRuns.decisionDate} < ${today}::date)`.mapWith(Number),
      onTime: sql<number>`count(*) filter (where ${decided} and ${utcDate(pilotRuns.outcomeAt)} <= ${pilotRuns.decisionDate})`.mapWith(Number),
      decided: sql<number>`count(${pilotRuns.outcome})`.mapWith(Number),
      converted: sql<number>`count(*) filter (where ${pilotRuns.outcome} = 'commercial_contract')`.mapWith(Number),
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${utcDate(pilotRuns.outcomeAt)} - ${utcDate(pilotRuns.createdAt)})`,
    })
    .from(companies)
    .leftJoin(pilots, eq(pilots.ownerId, companies.userId))
    .leftJoin(pilotRuns, eq(pilotRuns.pilotId, pilots.id))
    .where(inArray(companies.userId, [...ownerIds]))
    .groupBy(companies.userId, companies.name);
  return new Map(
    rows.map((r) => [
      r.ownerId,
      {
        name: r.name,
        record: {
          pilots_started: r.started,
          decided_on_time_percent: percent(r.onTime, r.due),
          converted_percent: percent(r.converted, r.decided),
          // percentile_cont skips the undecided runs (their day count is null). Whole days: a half
          // day between two runs claims a precision a handful of pilots lacks.
          median_days_to_decision: r.median === null ? null : Math.round(Number(r.median)),
        },
      },
    ]),
  );
}

/**
 * A corporate's or investor's track record, for whoever may open its profile: startups, managers,
 * the expert company while it works for it, and the company itself. An unknown id, or the id of
 * an account of another role, is not found.
 */
export async function pilotRecordOf(db: Db, reader: AuthUser, role: OwnerRole, companyId: string): Promise<PilotRecord> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, companyId), eq(users.role, role)))
    .limit(1);
  if (!owner) throw notFound();
  const serving = pilotPolicy.recordNeedsServing(reader) && (await expertReadsClientNow(db, reader.id, companyId));
  if (!pilotPolicy.readRecord(reader, { id: companyId }, serving)) throw forbidden();
  return (await pilotRecords(db, [companyId], utcToday())).get(companyId)?.record ?? emptyRecord;
}
