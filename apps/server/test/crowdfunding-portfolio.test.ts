import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioSchema, type BackerStatus, type Portfolio } from '@platform/contract';
import { crowdfundBackers, crowdfundUpdates, crowdfunds } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';
import { DAY_MS } from './fixtures/dates.js';

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call } = kit;
const a: Record<string, Account> = {};
const r: Record<string, string> = {};
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

beforeAll(async () => {
  t = await startTestApp();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
  a.other = await kit.account('startup', 'Second Startup');
  a.fund = await kit.account('investor', 'Bluewater Ventures');
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.expert = await kit.account('expert', 'Clearview');
  const db = t.database.db;
  r.pending = (await rounds.insertRound(a.founder!.id, { currentInvestments: 250_000 })).id;
  r.confirmed = (await rounds.insertRound(a.other!.id, { expire: kit.inDays(-2) })).id;
  r.declined = (await rounds.insertRound(a.founder!.id)).id;
  r.cancelled = (await rounds.insertRound(a.founder!.id)).id;
  r.empty = (await rounds.insertRound(a.other!.id, { closeNoticedAt: new Date(), plannedExpire: kit.inDays(60) })).id;
  r.unbacked = (await rounds.insertRound(a.founder!.id)).id;
  const row = (crowdfundId: string, status: BackerStatus, days: number, money: Partial<typeof crowdfundBackers.$inferInsert> = {}) => ({
    crowdfundId,
    backerId: a.fund!.id,
    role: 'investor' as const,
    status,
    createdAt: ago(days),
    ...money,
  });
  await db.insert(crowdfundBackers).values([
    row(r.pending, 'new', 5, { amount: 20_000, reconfirmBy: kit.inDays(4) }),
    row(r.confirmed, 'active', 4, { amount: 40_000, investmentAmount: 50_000, dateOfInvestment: kit.inDays(-3) }),
    row(r.declined, 'reject', 3, { amount: 10_000 }),
    row(r.cancelled, 'cancel', 2, { amount: 5_000, cancelledAt: ago(1) }),
    row(r.empty, 'new', 1),
    // Another company's backing: never in the fund's portfolio.
    { crowdfundId: r.pending, backerId: a.corp!.id, role: 'corporate', status: 'active', investmentAmount: 70_000, createdAt: ago(7) },
  ]);
  // One update before the fund joined the round, two after: two unread.
  await db.insert(crowdfundUpdates).values([
    { crowdfundId: r.pending, authorId: a.founder!.id, text: 'Before you joined.', createdAt: ago(6) },
    { crowdfundId: r.pending, authorId: a.founder!.id, text: 'First news.', createdAt: ago(2) },
    { crowdfundId: r.pending, authorId: a.founder!.id, text: 'Second news.', createdAt: ago(1) },
  ]);
});
afterAll(() => t.close());

const portfolio = async (query = '', who = a.fund) => {
  const res = await call('GET', `/api/v1/foundation/portfolio${query}`, who?.token);
  expect(res.statusCode, res.body).toBe(200);
  return portfolioSchema.parse(res.json()) as Portfolio;
};
const readUpdates = (id: string, who = a.fund) => call('POST', `/api/v1/foundation/crowdfunding/${id}/updates/read`, who?.token);

describe('the portfolio', () => {
  it('lists every backing of the caller newest first, with its round and the sums over the whole portfolio', async () => {
    const all = await portfolio();
    expect(all.total).toBe(5);
    expect(all.backings.map((b) => [b.round.id, b.status])).toEqual([
      [r.empty, 'pending'],
      [r.cancelled, 'cancelled'],
      [r.declined, 'declined'],
      [r.confirmed, 'confirmed'],
      [r.pending, 'pending'],
    ]);
    // Committed: the pending 20 000, the confirmed 50 000 (its confirmed amount, not the 40 000 committed), the empty commitment 0.
    expect(all.totals).toEqual({ committed: 70_000, confirmed: 50_000 });
    const byRound = Object.fromEntries(all.backings.map((b) => [b.round.id, b]));
    expect(byRound[r.pending]).toMatchObject({
      amount: 20_000,
      unread_updates: 2,
      reconfirm_by: kit.inDays(4),
      date_of_investment: null,
      round: {
        startup_name: 'Nordlight Robotics',
        startup_logo: null,
        status: 'active',
        days_left: 30,
        current_investments: 250_000,
        value_of_investments: { min: 100_000, max: 1_000_000, percent: 25 },
        closing_early: false,
      },
    });
    expect(byRound[r.confirmed]).toMatchObject({ amount: 50_000, date_of_investment: kit.inDays(-3), round: { status: 'finished', days_left: 0 } });
    expect(byRound[r.empty]).toMatchObject({
      amount: null,
      unread_updates: 0,
      reconfirm_by: null,
      round: { closing_early: true, startup_name: 'Second Startup' },
    });
  });

  it('filters by status and pages in SQL, the sums staying the whole portfolio’s', async () => {
    for (const [status, ids] of [
      ['pending', [r.empty, r.pending]],
      ['confirmed', [r.confirmed]],
      ['declined', [r.declined]],
      ['cancelled', [r.cancelled]],
    ] as const) {
      const page = await portfolio(`?status=${status}`);
      expect(
        page.backings.map((b) => b.round.id),
        status,
      ).toEqual(ids);
      expect(page.backings.every((b) => b.status === status)).toBe(true);
      expect(page.total).toBe(ids.length);
      expect(page.totals).toEqual({ committed: 70_000, confirmed: 50_000 });
    }
    const second = await portfolio('?take=2&skip=2');
    expect(second.backings.map((b) => b.round.id)).toEqual([r.declined, r.confirmed]);
    expect(second.total).toBe(5);
    expect((await portfolio('?status=pending&take=1&skip=1')).backings.map((b) => b.round.id)).toEqual([r.pending]);
  });

  it('is the caller’s own: another backer reads its own, an empty one nothing', async () => {
    expect(await portfolio('', a.corp)).toMatchObject({ total: 1, totals: { committed: 70_000, confirmed: 70_000 } });
    expect((await portfolio('', a.corp)).backings[0]).toMatchObject({ status: 'confirmed', amount: 70_000, unread_updates: 3 });
    const newcomer = await kit.account('investor', 'Newcomer Fund');
    expect(await portfolio('', newcomer)).toEqual({ backings: [], total: 0, totals: { committed: 0, confirmed: 0 } });
  });

  it('is for investors and corporates only, and refuses a bad query', async () => {
    for (const who of [a.founder, a.manager, a.expert]) expect((await call('GET', '/api/v1/foundation/portfolio', who!.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/foundation/portfolio')).statusCode).toBe(401);
    for (const q of ['?status=new', '?status=active', '?take=0', '?skip=-1', '?take=abc'])
      expect((await call('GET', `/api/v1/foundation/portfolio${q}`, a.fund!.token)).statusCode, q).toBe(400);
  });
});

describe('unread updates', () => {
  it('are read when the backer opens them, and newer ones count again', async () => {
    const unread = async (who = a.fund) => (await portfolio('?status=pending', who)).backings.find((b) => b.round.id === r.pending)?.unread_updates;
    expect(await unread()).toBe(2);
    expect((await readUpdates(r.pending)).json()).toEqual({ ok: true });
    expect(await unread()).toBe(0);
    // The other backer of the round keeps its own count.
    expect((await portfolio('', a.corp)).backings[0]!.unread_updates).toBe(3);
    const res = await call('POST', `/api/v1/startup/crowdfunding/${r.pending}/updates`, a.founder!.token, { text: 'A third piece of news.', files: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await unread()).toBe(1);
  });

  it('are marked read only on the caller’s own backing', async () => {
    expect((await readUpdates(r.unbacked)).statusCode).toBe(404);
    expect((await readUpdates(randomUUID())).statusCode).toBe(404);
    expect((await readUpdates('not-a-round')).statusCode).toBe(400);
    for (const who of [a.founder, a.manager, a.expert]) expect((await readUpdates(r.pending, who)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/foundation/crowdfunding/${r.pending}/updates/read`)).statusCode).toBe(401);
    const [corp] = await t.database.db.select().from(crowdfundBackers).where(eq(crowdfundBackers.backerId, a.corp!.id));
    expect(corp!.updatesReadAt).toBeNull();
  });
});

describe('the marks of backed rounds', () => {
  const list = async (who?: Account, role = 'investor') => {
    const res = await call('POST', `/api/v1/${who ? role : 'public'}/crowdfunding_dashboard_list?take=50`, who?.token, {});
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(res.json<{ crowdfunds: { id: string; backing: string | null }[] }>().crowdfunds.map((c) => [c.id, c.backing]));
  };

  it('show the caller’s own backing status on the list, and nothing to others', async () => {
    const fund = await list(a.fund);
    expect([fund[r.pending], fund[r.confirmed], fund[r.declined], fund[r.cancelled], fund[r.empty], fund[r.unbacked]]).toEqual([
      'new',
      'active',
      'reject',
      'cancel',
      'new',
      null,
    ]);
    const corp = await list(a.corp, 'corporate');
    expect(corp[r.pending]).toBe('active');
    expect(corp[r.confirmed]).toBeNull();
    for (const marks of [await list(a.founder, 'startup'), await list()]) expect(Object.values(marks).every((m) => m === null)).toBe(true);
  });

  it('show on the round view as the caller’s backer status', async () => {
    const card = await call('GET', `/api/v1/investor/crowdfunding_card/${r.pending}`, a.fund!.token);
    expect(card.json()).toMatchObject({ backer_status: { name: 'new' }, early_close: null });
    const closing = await call('GET', `/api/v1/investor/crowdfunding_card/${r.empty}`, a.fund!.token);
    expect(closing.json()).toMatchObject({ early_close: { planned_expire: kit.inDays(60) } });
    const [stored] = await t.database.db.select().from(crowdfunds).where(eq(crowdfunds.id, r.empty));
    expect(stored!.closeNoticedAt).not.toBeNull();
  });
});
