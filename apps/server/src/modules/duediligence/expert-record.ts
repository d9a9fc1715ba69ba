import { sql } from 'drizzle-orm';
import type { ExpertRecord } from '@platform/contract';
import type { Db } from '../../db/client.js';

const empty: ExpertRecord = { median_days_to_report: null, approved_first_time_percent: null, meetings_declined: 0 };

/**
 * The record of each listed expert company, in one query: the median days from its "interesting"
 * answer to the report's approval, the share of its approved reports that never went back for
 * changes (a `due_change_req` step in the ticket's history), and the meetings it declined. A report
 * whose approval was later revoked still counts: the record measures how the work went.
 */
export async function expertRecords(db: Db, companyIds: string[]): Promise<Map<string, ExpertRecord>> {
  const records = new Map<string, ExpertRecord>();
  if (companyIds.length === 0) return records;
  const ids = sql.join(
    companyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    with listed(id) as (select unnest(array[${ids}])),
    approved as (
      select t.owner_id,
        extract(epoch from r.approved_at - d.answered_at) / 86400 as days,
        exists (select 1 from ticket_history h where h.ticket_id = t.id and h.to_status = 'due_change_req') as changed
      from tickets t
      join expert_duedills d on d.ticket_id = t.id
      join reports r on r.ticket_id = t.id
      where t.type = 'expert_duedill' and t.owner_id in (select id from listed) and r.approved_at is not null and d.answered_at is not null
    ),
    declined as (
      select t.owner_id, count(*)::int as n
      from meetings m join tickets t on t.id = m.ticket_id
      where m.accepted = false and t.owner_id in (select id from listed)
      group by t.owner_id
    )
    select l.id,
      (select percentile_cont(0.5) within group (order by a.days) from approved a where a.owner_id = l.id) as median_days,
      (select count(*)::int from approved a where a.owner_id = l.id) as approved_n,
      (select count(*)::int from approved a where a.owner_id = l.id and not a.changed) as first_time_n,
      coalesce((select n from declined x where x.owner_id = l.id), 0) as declined_n
    from listed l
  `)) as unknown as { rows: { id: string; median_days: number | string | null; approved_n: number; first_time_n: number; declined_n: number }[] };
  for (const r of rows) {
    const approved = Number(r.approved_n);
    records.set(r.id, {
      median_days_to_report: r.median_days === null ? null : Math.round(Number(r.median_days) * 10) / 10,
      approved_first_time_percent: approved === 0 ? null : Math.round((100 * Number(r.first_time_n)) / approved),
      meetings_declined: Number(r.declined_n),
    });
  }
  return records;
}

export const recordOf = (records: Map<string, ExpertRecord>, id: string): ExpertRecord => records.get(id) ?? empty;
