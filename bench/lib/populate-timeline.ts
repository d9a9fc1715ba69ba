/**
 * Company timelines for the company timeline case, written set-based (one `INSERT … SELECT
 * generate_series` per part): 5,000 entries on the demo startup's timeline (on top of what the demo
 * seed derived) and 300,000 spread over every other company, each over the last two years, of
 * every kind, one in fifty a manager's internal note. The deep page starts after the 4,000th
 * newest entry of the demo startup.
 */
import { sql } from 'drizzle-orm';
import { encodeTimelineCursor, timelineKinds } from '@platform/contract';
import type { Database } from '../../apps/server/dist/db/client.js';

type Log = (line: string) => void;

export type TimelineWorkload = {
  companyId: string;
  /** Entries on the company's timeline, the demo seed's included, and on all timelines. */
  entries: number;
  total: number;
  /** The `before` cursor of the deep page, and how many newer entries it skips. */
  deepCursor: string;
  deepSkips: number;
};

export const TIMELINE_OWN = 5_000;
export const TIMELINE_OTHERS = 300_000;
const DEEP_SKIPS = 4_000;

const kinds = sql.raw(`array[${timelineKinds.map((k) => `'${k}'`).join(',')}]::text[]`);

/**
 * `count` generated entries, numbered `g`: on the timeline of `companyId`, or with `spread`, of the
 * other companies in turn.
 */
function entries(companyId: string, count: number, seedOffset: number, spread: boolean) {
  const company = spread ? sql`c.ids[1 + ((g::bigint * 2654435761) % cardinality(c.ids))::int]` : sql`${companyId}::uuid`;
  return sql`
    insert into company_events (company_id, kind, actor_id, subject_type, subject_id, title, data, internal, created_at)
    select ${company}, k.kind, null,
           case when k.kind like 'pilot%' then 'pilot' when k.kind like 'round%' or k.kind like 'backing%' then 'round' when k.kind like 'ticket%'
             or k.kind like 'offer%' then 'ticket' when k.kind like 'thread%' then 'thread' else 'account' end,
           gen_random_uuid(), 'Generated step ' || g, jsonb_build_object('n', g, 'from', 'registred', 'to', 'searching'),
           k.kind = 'note' and g % 50 = 0,
           now() - make_interval(secs => ((g::bigint * 7919 + ${seedOffset}) % (2 * 365 * 86400))::double precision + (g % 1000) / 1000.0)
    from (select array_agg(user_id order by user_id) as ids from companies where user_id <> ${companyId}) c
    cross join generate_series(1, ${count}) g
    cross join lateral (select (${kinds})[1 + (g * 31 + ${seedOffset}) % ${timelineKinds.length}] as kind) k`;
}

export async function populateTimeline(database: Database, companyId: string, log: Log): Promise<TimelineWorkload> {
  const started = Date.now();
  await database.db.execute(entries(companyId, TIMELINE_OWN, 17, false));
  await database.db.execute(entries(companyId, TIMELINE_OTHERS, 5, true));
  const [own] = await database.query('select count(*)::int as n from company_events where company_id = $1', [companyId]);
  const [all] = await database.query('select count(*)::int as n from company_events');
  const [deep] = (await database.query(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from company_events
     where company_id = $1 order by created_at desc, id desc offset $2 limit 1`,
    [companyId, DEEP_SKIPS - 1],
  )) as { at: string; id: string }[];
  if (!deep) throw new Error('the company timeline holds fewer entries than the deep page skips');
  log(`  company timelines: ${Number(all?.n ?? 0).toLocaleString('en-US')} entries (${Math.round((Date.now() - started) / 1000)} s)`);
  return { companyId, entries: Number(own?.n ?? 0), total: Number(all?.n ?? 0), deepCursor: encodeTimelineCursor(deep.at, deep.id), deepSkips: DEEP_SKIPS };
}
