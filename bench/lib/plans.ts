import type { Database } from '../../apps/server/dist/db/client.js';

/** How the database runs one query of a case, read from EXPLAIN ANALYZE. */
export type QueryPlan = {
  caseId: string;
  title: string;
  /** Indexes the plan reads. */
  indexes: string[];
  /** Tables the plan reads in full. */
  seqScans: string[];
  executionMs: number | null;
  /** Time the planner took: paid again by every call that is not a prepared statement. */
  planningMs: number | null;
  text: string;
};

/** Pulls the index names, full scans and execution time out of a text plan. */
export function readPlan(text: string): Pick<QueryPlan, 'indexes' | 'seqScans' | 'executionMs' | 'planningMs'> {
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  for (const match of text.matchAll(/Index (?:Only )?Scan (?:Backward )?using (\S+)|Bitmap Index Scan on (\S+)/g)) indexes.add(match[1] ?? match[2]!);
  for (const match of text.matchAll(/Seq Scan on (\S+)/g)) seqScans.add(match[1]!);
  const time = /Execution Time: ([\d.]+) ms/.exec(text);
  const planning = /Planning Time: ([\d.]+) ms/.exec(text);
  return { indexes: [...indexes], seqScans: [...seqScans], executionMs: time ? Number(time[1]) : null, planningMs: planning ? Number(planning[1]) : null };
}

export async function planOf(database: Database, caseId: string, title: string, query: { sql: string; params: unknown[] }): Promise<QueryPlan> {
  // A first run warms the cache, so the plan's time is the steady one the benchmark sees.
  await database.query(query.sql, query.params);
  const rows = await database.query(`explain (analyze, buffers) ${query.sql}`, query.params);
  const text = rows.map((r) => String(Object.values(r)[0])).join('\n');
  return { caseId, title, ...readPlan(text), text };
}

/** Tables a list query must never read in full at this size. */
const LARGE_TABLES = new Set([
  'tickets',
  'companies',
  'users',
  'startup_profiles',
  'offers',
  'threads',
  'thread_posts',
  'expert_duedills',
  'meetings',
  'crowdfunds',
  'crowdfund_backers',
  'crowdfund_updates',
  'crowdfund_questions',
  'crowdfund_room_posts',
  'pilots',
  'pilot_applications',
  'company_events',
]);

/** One line per plan that reads a large table in full. */
export function planFailures(plans: QueryPlan[]): string[] {
  return plans.flatMap((p) => {
    const full = p.seqScans.filter((t) => LARGE_TABLES.has(t));
    return full.length > 0 ? [`${p.title}: ${full.join(', ')}`] : [];
  });
}

/** The plans of every phase: the indexes each query reads and its execution time. */
export function plansSummary(phases: { database: string; plans?: QueryPlan[]; generated?: { seconds: number } }[]): string {
  const lines: string[] = [];
  for (const phase of phases) {
    if (!phase.plans?.length) continue;
    lines.push(`Query plans on ${phase.database} (data generated in ${phase.generated?.seconds ?? '?'} s):`);
    for (const p of phase.plans) {
      const planning = p.planningMs === null ? '' : ` (planned in ${p.planningMs.toFixed(2)} ms)`;
      const time = p.executionMs === null ? '' : `, ${p.executionMs.toFixed(2)} ms${planning}`;
      const scans = p.seqScans.length ? `; full scans: ${p.seqScans.join(', ')}` : '';
      lines.push(`  ${p.title}: ${p.indexes.join(', ') || 'no index'}${scans}${time}`);
    }
  }
  return lines.join('\n');
}
