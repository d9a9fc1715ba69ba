import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/prepare.js';
import { startTestApp, type TestApp } from './harness.js';

/*
 * The demo data tells one story a new user can follow: nobody acts before signing up, nothing is
 * answered before it arrives, no offer predates its application, no commitment asks for more than
 * is left, no backer joins a round before it opens. Each check lists the rows that break its
 * rule, so a failure names them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The seed as the server runs it on start with the demo asked for.
  expect(await prepareDatabase(t.database, { seedDemo: true })).toEqual({ seeded: true });
});
afterAll(() => t.close());

async function rows(query: SQL): Promise<unknown[]> {
  const result = await t.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).map((r) => ({ ...(r as object) }));
}

describe('the demo seed', () => {
  it('has every account sign up before its last sign-in and activity, and before anything it did', async () => {
    expect(
      await rows(
        sql`select email, created_at, last_sign_in_at,
          last_active_at from users where created_at > last_sign_in_at or created_at > last_active_at or last_sign_in_at > last_active_at limit 5`,
      ),
    ).toEqual([]);
    expect(
      await rows(sql`
        select u.email, u.created_at, a.what, a.at from users u join (
          select owner_id as user_id, 'ticket' as what, created_at as at from tickets
          union all select actor_id, 'ticket step', created_at from ticket_history
          union all select company_id, 'offered', created_at from offers
          union all select created_by, 'offer made', created_at from offers
          union all select startup_id, 'round', created_at from crowdfunds
          union all select moderated_by, 'round moderated', moderated_at from crowdfunds
          union all select backer_id, 'backing', created_at from crowdfund_backers
          union all select author_id, 'round update', created_at from crowdfund_updates
          union all select company_id, 'thread', created_at from threads
          union all select author_id, 'post', created_at from thread_posts
          union all select owner_id, 'pilot', created_at from pilots
          union all select startup_id, 'pilot application', created_at from pilot_applications
          union all select company_id, 'internal expert', created_at from internal_experts
          union all select created_by, 'meeting', created_at from meetings
          union all select actor_id, 'audit', created_at from audit_log
          union all select company_id, 'timeline', created_at from company_events
        ) a on a.user_id = u.id
        where a.at < u.created_at
        limit 5`),
    ).toEqual([]);
  });

  it('has every expert ticket answered by a date after it was received', async () => {
    const found = await rows(
      sql`select id, created_at, expire from tickets where type = 'expert_duedill' and (expire is null or expire < (created_at at time zone 'UTC')::date)`,
    );
    expect(found).toEqual([]);
    expect(await rows(sql`select count(*)::int as n from tickets where type = 'expert_duedill'`)).toEqual([{ n: expect.any(Number) }]);
  });

  it('has offers attached after their application was filed and while the manager searched, before it moved on', async () => {
    expect(
      await rows(sql`
        select o.id, o.created_at, t.created_at as filed, s.at as searching, w.at as waiting
        from offers o join tickets t on t.id = o.ticket_id
        left join lateral (select min(created_at) as at from ticket_history h where h.ticket_id = t.id and h.to_status = 'searching') s on true
        left join lateral (select min(created_at) as at from ticket_history h where h.ticket_id = t.id and h.to_status = 'waiting_confirm') w on true
        where o.created_at < t.created_at or o.created_at < s.at or o.created_at > w.at or o.created_at > now()
        limit 5`),
    ).toEqual([]);
    expect(await rows(sql`select count(*)::int as n from offers`)).not.toEqual([{ n: 0 }]);
  });

  it('keeps commitments within what is left to raise, and confirmed sums within the maximum', async () => {
    expect(
      await rows(sql`
        select b.id, b.amount, c.investment_max - c.current_investments as left_to_raise
        from crowdfund_backers b join crowdfunds c on c.id = b.crowdfund_id
        where b.status = 'new' and b.amount > c.investment_max - c.current_investments
        limit 5`),
    ).toEqual([]);
    expect(await rows(sql`select id, current_investments, investment_max from crowdfunds where current_investments > investment_max`)).toEqual([]);
    expect(
      await rows(sql`
        select b.id, b.amount, c.min_ticket from crowdfund_backers b join crowdfunds c on c.id = b.crowdfund_id
        where b.amount < c.min_ticket or b.investment_amount < c.min_ticket limit 5`),
    ).toEqual([]);
  });

  it('has backers join after their round opened, and no later than now', async () => {
    expect(
      await rows(sql`
        select b.id, b.status, b.created_at, c.created_at as round_created, c.moderated_at
        from crowdfund_backers b join crowdfunds c on c.id = b.crowdfund_id
        where b.created_at < c.created_at or b.created_at < c.moderated_at or b.created_at > now() or b.decided_at < b.created_at
        limit 5`),
    ).toEqual([]);
    expect(await rows(sql`select count(*)::int as n from crowdfund_backers where status = 'new'`)).not.toEqual([{ n: 0 }]);
  });

  it('gives every round that has run a minimum ticket no more than its maximum', async () => {
    expect(await rows(sql`select id, status, min_ticket from crowdfunds where status in ('active', 'finished') and min_ticket is null`)).toEqual([]);
    expect(await rows(sql`select id, min_ticket, investment_max from crowdfunds where min_ticket > investment_max`)).toEqual([]);
    expect(await rows(sql`select count(*)::int as n from crowdfunds where status = 'active'`)).not.toEqual([{ n: 0 }]);
  });
});
