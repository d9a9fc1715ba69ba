import { sql } from 'drizzle-orm';
import type { CompanyCounts } from '@platform/contract';
import type { Db } from '../../db/client.js';

const zero: CompanyCounts = { applications: 0, rounds: 0, pilots: 0, threads: 0 };

/**
 * What is open for each company, in one statement: applications not finished or cancelled,
 * crowdfunding rounds it runs or backs that are not over, pilots it publishes or applied to that
 * are not archived, and its threads waiting for a manager. Each count is an index read per company.
 */
export async function countsOf(db: Db, companyIds: readonly string[]): Promise<Map<string, CompanyCounts>> {
  const out = new Map<string, CompanyCounts>();
  if (companyIds.length === 0) return out;
  const ids = sql.join(
    companyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  type Row = { id: string; applications: number; rounds: number; pilots: number; threads: number };
  // Both drivers answer a plain statement with `{ rows }`.
  const result = (await db.execute(sql`
    select c.id,
      (select count(*)::int from tickets t
        where t.owner_id = c.id and t.status not in ('success', 'cancelled', 'due_success', 'due_cancel')) as applications,
      (select count(*)::int from crowdfunds f
        where f.startup_id = c.id and f.status in ('new', 'active'))
      + (select count(*)::int from crowdfund_backers b join crowdfunds f on f.id = b.crowdfund_id
        where b.backer_id = c.id and b.status not in ('reject', 'cancel') and f.status in ('new', 'active')) as rounds,
      (select count(*)::int from pilots p
        where p.owner_id = c.id and p.status <> 'archive')
      + (select count(*)::int from pilot_applications a join pilots p on p.id = a.pilot_id
        where a.startup_id = c.id and p.status <> 'archive') as pilots,
      (select count(*)::int from threads th
        where th.company_id = c.id and th.waiting_since is not null and not th.closed) as threads
    from unnest(array[${ids}]) as c(id)`)) as unknown as { rows: Row[] };
  for (const row of result.rows) out.set(row.id, { applications: row.applications, rounds: row.rounds, pilots: row.pilots, threads: row.threads });
  for (const id of companyIds) if (!out.has(id)) out.set(id, zero);
  return out;
}
