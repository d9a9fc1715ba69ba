/**
 * What the investor reads of the rounds after joining them, for the portfolio, questions and
 * backers' room cases, written set-based on the generated rounds (populate-crowdfunding.ts) with a
 * fixed random seed:
 * - the demo investor backs 2,000 of them (confirmed, waiting, declined or cancelled), and every
 *   visible round has two updates, so the portfolio counts unread ones;
 * - 100,000 questions from the generated investors and corporates, 5,000 of them (and its share
 *   of the rest) on one active round (the questions case's), half answered;
 * - 100,000 room posts on finished rounds, 5,000 of them (and its share of the rest) on one
 *   finished round the demo investor backs, confirmed (the room case's).
 * The rounds' sums are then summed again from their confirmed backers.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/dist/db/client.js';
import { sumConfirmedBackers } from './populate-crowdfunding.js';

type Log = (line: string) => void;

export type CrowdfundingReadsWorkload = {
  /** The demo investor's backings. */
  backings: number;
  questions: { roundId: string; onRound: number; total: number };
  room: { roundId: string; onRound: number; total: number };
};

const PORTFOLIO = 2_000;
const QUESTIONS = 100_000;
const POSTS = 100_000;
const ON_ROUND = 5_000;

/** An active round (or a finished one with confirmed backers) of an active startup, the first by id. */
async function pickRound(database: Database, finished: boolean): Promise<string> {
  const [row] = await database.query(
    `select c.id from crowdfunds c join users u on u.id = c.startup_id
     where u.status = 'active' and ${finished ? "c.status = 'finished' and c.backers_count > 0" : "c.status = 'active' and c.expire >= current_date"}
     order by c.id limit 1`,
    [],
  );
  if (!row) throw new Error(`the generated data holds no ${finished ? 'finished round with backers' : 'running round'} of an active startup`);
  return String(row.id);
}

export async function populateCrowdfundingReads(database: Database, investorId: string, log: Log): Promise<CrowdfundingReadsWorkload> {
  const started = Date.now();
  const questionRound = await pickRound(database, false);
  const roomRound = await pickRound(database, true);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.17)`);
    await tx.execute(sql`
      insert into crowdfund_backers (crowdfund_id, backer_id, role, status, amount, investment_amount, date_of_investment, cancelled_at, created_at)
      select c.id, ${investorId}, 'investor',
             case when v.r < 0.6 then 'active' when v.r < 0.85 then 'new' when v.r < 0.95 then 'reject' else 'cancel' end,
             greatest(1, c.investment_max / 40),
             case when v.r < 0.6 then greatest(1, c.investment_max / 50) else null end,
             case when v.r < 0.6 then v.created::date + 3 else null end,
             case when v.r >= 0.95 then v.created + interval '5 days' else null end,
             v.created
      from (select id, investment_max from crowdfunds where status in ('active', 'finished') order by id limit ${PORTFOLIO}) as c
      cross join lateral (select random() + 0 * c.investment_max as r, now() - (random() * interval '300 days') as created) as v
      on conflict (crowdfund_id, backer_id) do nothing
    `);
    // The room's reader is a confirmed backer of its round.
    await tx.execute(sql`
      insert into crowdfund_backers (crowdfund_id, backer_id, role, status, amount, investment_amount, date_of_investment, created_at)
      values (${roomRound}, ${investorId}, 'investor', 'active', 1000, 1000, current_date - 200, now() - interval '200 days')
      on conflict (crowdfund_id, backer_id) do update set status = 'active', investment_amount = 1000, cancelled_at = null
    `);
    await tx.execute(sql`
      insert into crowdfund_updates (crowdfund_id, author_id, text, created_at)
      select c.id, c.startup_id, 'The prototype passed its field test; the next batch ships next month.', now() - (random() * interval '200 days')
      from crowdfunds c cross join generate_series(1, 2)
      where c.status in ('active', 'finished')
    `);
    await tx.execute(sql`
      with f as (select array_agg(user_id order by user_id) as ids from companies where role in ('investor', 'corporate')),
      r as (select array_agg(id order by id) as ids from crowdfunds where status in ('active', 'finished')),
      g as (
        select case when n < ${ON_ROUND} then ${questionRound}::uuid else r.ids[1 + (n % array_length(r.ids, 1))] end as round,
               f.ids[1 + (n % array_length(f.ids, 1))] as asker, random() as a, now() - (random() * interval '120 days') as created
        from generate_series(0, ${QUESTIONS}::integer - 1) as n, f, r
      )
      insert into crowdfund_questions (crowdfund_id, asker_id, text, answer, answered_at, created_at)
      select round, asker, 'What share of the round goes to hiring, and when does the first customer pay?',
             case when a < 0.5 then 'Forty percent goes to hiring; the first customer pays in the second quarter.' else null end,
             case when a < 0.5 then created + interval '1 day' else null end, created
      from g
    `);
    await tx.execute(sql`
      with r as (select array_agg(id order by id) as ids, array_agg(startup_id order by id) as owners from crowdfunds where status = 'finished')
      insert into crowdfund_room_posts (crowdfund_id, author_id, text, created_at)
      select case when n < ${ON_ROUND} then ${roomRound}::uuid else r.ids[1 + (n % array_length(r.ids, 1))] end,
             case when n < ${ON_ROUND} and n % 2 = 1 then ${investorId}::uuid else r.owners[1 + (n % array_length(r.ids, 1))] end,
             'The quarter closed above plan; the board meets backers online next week.', now() - (random() * interval '200 days')
      from generate_series(0, ${POSTS}::integer - 1) as n, r
    `);
    await sumConfirmedBackers(tx);
  });
  const [counts] = await database.query(
    `select (select count(*) from crowdfund_backers where backer_id = $1)::integer as backings,
            (select count(*) from crowdfund_questions)::integer as questions,
            (select count(*) from crowdfund_room_posts)::integer as posts,
            (select count(*) from crowdfund_questions where crowdfund_id = $2)::integer as on_question_round,
            (select count(*) from crowdfund_room_posts where crowdfund_id = $3)::integer as on_room_round`,
    [investorId, questionRound, roomRound],
  );
  const out: CrowdfundingReadsWorkload = {
    backings: Number(counts?.backings ?? 0),
    questions: { roundId: questionRound, onRound: Number(counts?.on_question_round ?? 0), total: Number(counts?.questions ?? 0) },
    room: { roundId: roomRound, onRound: Number(counts?.on_room_round ?? 0), total: Number(counts?.posts ?? 0) },
  };
  log(
    `  crowdfunding reads: ${out.backings.toLocaleString('en-US')} backings of the demo investor, ${out.questions.total.toLocaleString('en-US')} questions, ` +
      `${out.room.total.toLocaleString('en-US')} room posts (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  return out;
}
