/**
 * Crowdfunding rounds and their backers for the crowdfunding list case, written set-based (one
 * `INSERT … SELECT generate_series` per table) with a fixed random seed: each round comes with its
 * startup investment application, spread over the generated startups, in a funding round of the
 * handbook; most are active (a third of those past their last day), some finished, under moderation or declined. Backers are
 * spread over the active and finished rounds and the generated investors and corporates, at most one per company and round; the
 * rounds' `current_investments` and `backers_count` then sum their active backers, as confirming
 * a backer keeps them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/dist/db/client.js';

type Log = (line: string) => void;

export type CrowdfundingWorkload = {
  /** The funding round the case filters by, and how many visible rounds of active startups it holds. */
  round: number;
  inRound: number;
  rounds: number;
  backers: number;
};

/** Each round's `current_investments` and `backers_count` summed from its confirmed backers, as confirming a backer keeps them. */
export async function sumConfirmedBackers(tx: Pick<Database['db'], 'execute'>): Promise<void> {
  await tx.execute(sql`
    update crowdfunds set current_investments = a.total, backers_count = a.n
    from (select crowdfund_id, sum(investment_amount)::bigint as total, count(*)::integer as n from crowdfund_backers where status = 'active'
      group by crowdfund_id) as a
    where a.crowdfund_id = crowdfunds.id
  `);
}

export async function populateCrowdfunding(
  database: Database,
  sizes: { crowdfunds: number; backers: number },
  rounds: number[],
  filterRound: number,
  log: Log,
): Promise<CrowdfundingWorkload> {
  const started = Date.now();
  const roundIds = sql.raw(`array[${rounds.map((r) => Math.trunc(r)).join(',')}]::integer[]`);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    // The applications and their rounds in one statement; the rounds' statuses: 80 in 100 active,
    // 8 finished, 6 under moderation, 6 declined; expiring from 60 days ago to 120 days ahead.
    await tx.execute(sql`
      with s as (select array_agg(user_id order by user_id) as ids from companies where role = 'startup'),
      g as (
        select s.ids[1 + (n % array_length(s.ids, 1))] as owner, now() - (random() * interval '365 days') as created
        from generate_series(1, ${sizes.crowdfunds}::integer) as n, s
      ),
      t as (
        insert into tickets (type, owner_id, status, form, crowdfunding, created_at, updated_at)
        select 'startup_investment', owner, 'searching', '{}'::jsonb, true, created, created from g
        returning id, owner_id, created_at
      ),
      numbered as (select t.*, row_number() over (order by t.id) as k from t)
      insert into crowdfunds (ticket_id, startup_id, status, investment_min, investment_max, min_ticket, conditions_of_deal, expire, round_id,
        decline_reason, created_at, updated_at)
      select numbered.id, numbered.owner_id,
             case when v.r < 0.80 then 'active' when v.r < 0.88 then 'finished' when v.r < 0.94 then 'new' else 'decline' end,
             v.lo, v.lo * v.times, case when v.r2 < 0.5 then v.lo / 10 else null end,
             'Preferred shares at the round price; pro rata rights for backers over the minimum ticket.',
             (current_date - 60 + (v.r2 * 180)::integer),
             (${roundIds})[1 + (numbered.k % ${rounds.length})],
             case when v.r >= 0.94 then 'The numbers of the application do not add up.' else null end,
             numbered.created_at, numbered.created_at
      from numbered
      -- Correlated with the row (k), so the random values are drawn for each round.
      cross join lateral (select random() + 0 * numbered.k as r, random() + 0 * numbered.k as r2,
                                 (1 + floor(random() * 100 + 0 * numbered.k))::bigint * 1000 as lo,
                                 (2 + floor(random() * 20 + 0 * numbered.k))::bigint as times) as v
    `);
    // Backers: round k takes its j-th backer from the companies list at (j + 7k), so a round never
    // gets a company twice while it has fewer backers than there are companies (else one is skipped).
    await tx.execute(sql`
      with c as (select array_agg(id order by id) as ids from crowdfunds where status in ('active', 'finished')),
      f as (select array_agg(user_id order by user_id) as ids, array_agg(role order by user_id) as roles from companies
             where role in ('investor', 'corporate')),
      g as (
        select c.ids[1 + (n % array_length(c.ids, 1))] as crowdfund, f.ids[1 + ((n / array_length(c.ids, 1)) + 7 * (n % array_length(c.ids, 1)))
          % array_length(f.ids, 1)] as backer,
               f.roles[1 + ((n / array_length(c.ids, 1)) + 7 * (n % array_length(c.ids, 1))) % array_length(f.ids, 1)] as role,
               random() as r, now() - (random() * interval '300 days') as created
        from generate_series(0, ${sizes.backers}::integer - 1) as n, c, f
      )
      insert into crowdfund_backers (crowdfund_id, backer_id, role, status, amount, investment_amount, date_of_investment, created_at)
      select g.crowdfund, g.backer, g.role,
             case when g.r < 0.7 then 'active' when g.r < 0.9 then 'new' else 'reject' end,
             case when g.r < 0.5 then greatest(1, cf.investment_max / 40) else null end,
             case when g.r < 0.7 then 1 + floor(random() * greatest(1, cf.investment_max / 20))::bigint else null end,
             case when g.r < 0.7 then g.created::date + 3 else null end,
             g.created
      from g join crowdfunds cf on cf.id = g.crowdfund
      where g.backer is not null
      on conflict (crowdfund_id, backer_id) do nothing
    `);
    await sumConfirmedBackers(tx);
  });
  const [inRound] = await database.query(
    `select count(*)::integer as n from crowdfunds c join users u on u.id = c.startup_id
     where c.status in ('active', 'finished') and u.status = 'active' and c.round_id = $1`,
    [filterRound],
  );
  const [made] = await database.query(
    'select (select count(*) from crowdfunds)::integer as rounds, (select count(*) from crowdfund_backers)::integer as backers',
    [],
  );
  const out = { round: filterRound, inRound: Number(inRound?.n ?? 0), rounds: Number(made?.rounds ?? 0), backers: Number(made?.backers ?? 0) };
  log(
    `  crowdfunding: ${out.rounds.toLocaleString('en-US')} rounds, ${out.backers.toLocaleString('en-US')} backers ` +
      `(${Math.round((Date.now() - started) / 1000)} s)`,
  );
  return out;
}
