/**
 * What the fan-out case reads back from the real server's database once its updates are done: how
 * long the events took from their transaction to delivered, and whether the other events (a
 * question asked alongside each update) were held up by the updates' letters, which a job writes
 * in batches after the update's event is delivered.
 */
import pg from 'pg';

export type PipelineFigures = {
  /** The updates' events, from their transaction to dispatched (pushes out, timeline written, letters' job queued), ms. */
  updates: { p50: number; max: number };
  /** The questions asked alongside, the same span, ms; null when none were asked. */
  others: { p50: number; max: number; count: number; duringLetters: number } | null;
  /** The updates' letters jobs, from queued to completed, ms; null when no update needed one. */
  letters: { p50: number; max: number; count: number } | null;
};

type Row = Record<string, string | number | null>;

const num = (v: unknown) => (v === null || v === undefined ? Number.NaN : Number(v));

/**
 * Reads the figures, leaving out the first `warmup` events of each kind (the discarded updates and
 * their questions). An event is counted "during letters" when it was recorded while a letters job
 * was running, between its start and its completion.
 */
export async function pipelineFigures(url: string, warmup: number): Promise<PipelineFigures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const spans = (type: string) =>
      client.query<Row>(
        `select percentile_disc(0.5) within group (order by ms) as p50, max(ms) as max, count(*) as count,
                count(*) filter (where during) as during
         from (select extract(epoch from e.dispatched_at - e.created_at) * 1000 as ms,
                      exists (select 1 from pgboss.job j where j.name = 'events.letters'
                              and e.created_at between j.started_on and coalesce(j.completed_on, now())) as during
               from domain_events e where e.type = $1 and e.dispatched_at is not null order by e.id offset $2) as d`,
        [type, warmup],
      );
    const [updates, others, letters] = await Promise.all([
      spans('crowdfunding.step'),
      spans('crowdfunding.question'),
      client.query<Row>(
        `select percentile_disc(0.5) within group (order by ms) as p50, max(ms) as max, count(*) as count
         from (select extract(epoch from completed_on - created_on) * 1000 as ms from pgboss.job
               where name = 'events.letters' and completed_on is not null order by created_on offset $1) as d`,
        [warmup],
      ),
    ]);
    const u = updates.rows[0] ?? {};
    const o = others.rows[0] ?? {};
    const l = letters.rows[0] ?? {};
    return {
      updates: { p50: num(u.p50), max: num(u.max) },
      others: num(o.count) > 0 ? { p50: num(o.p50), max: num(o.max), count: num(o.count), duringLetters: num(o.during) } : null,
      letters: num(l.count) > 0 ? { p50: num(l.p50), max: num(l.max), count: num(l.count) } : null,
    };
  } finally {
    await client.end();
  }
}
