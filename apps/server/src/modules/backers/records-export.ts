import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import type { BackerRecordList } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { backerRecords, companies } from '../../db/schema/index.js';

/** Most rows one export answers; a company or a round holds far fewer, and `truncated` says when not. */
export const RECORDS_EXPORT_MAX = 10_000;

/**
 * A company's or a round's record, oldest first, for a manager to hand a supervisor: every
 * declaration, review, test, warning accepted, version acknowledged and revocation.
 */
export async function exportRecords(db: Db, q: { company_id?: string | undefined; crowdfund_id?: string | undefined }): Promise<BackerRecordList> {
  const rows = await db
    .select({ r: backerRecords, name: companies.name })
    .from(backerRecords)
    .leftJoin(companies, eq(companies.userId, backerRecords.companyId))
    .where(q.company_id ? eq(backerRecords.companyId, q.company_id) : eq(backerRecords.crowdfundId, q.crowdfund_id!))
    .orderBy(asc(backerRecords.createdAt), asc(backerRecords.id))
    .limit(RECORDS_EXPORT_MAX + 1);
  return {
    records: rows.slice(0, RECORDS_EXPORT_MAX).map(({ r, name }) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      company: { id: r.companyId, name },
      kind: r.kind,
      crowdfund_id: r.crowdfundId,
      backing_id: r.backingId,
      actor_id: r.actorId,
      data: r.data,
    })),
    truncated: rows.length > RECORDS_EXPORT_MAX,
  };
}

/** The same rows as CSV: one line per fact, its details as JSON in the last column. */
export function recordsCsv(list: BackerRecordList): string {
  const header = ['created_at', 'company_id', 'company_name', 'kind', 'crowdfund_id', 'backing_id', 'actor_id', 'data'];
  const lines = list.records.map((r) => [
    r.created_at,
    r.company.id,
    r.company.name ?? '',
    r.kind,
    r.crowdfund_id ?? '',
    r.backing_id ?? '',
    r.actor_id ?? '',
    JSON.stringify(r.data),
  ]);
  return stringify([header, ...lines]);
}
