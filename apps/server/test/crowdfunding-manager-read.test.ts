import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerBackerListSchema, managerRoundListSchema } from '@platform/contract';
import { bearer, type TestApp, startTestApp } from './harness.js';
import { account, addBacker, createRound, dayFromToday } from './crowdfunding-read-fixtures.js';

type Account = Awaited<ReturnType<typeof account>>;
let t: TestApp;
let manager: Account;
let investor: Account;
let startup: Account;
const rounds: Record<string, Awaited<ReturnType<typeof createRound>>> = {};
const waiting: string[] = [];
const t0 = Date.parse('2026-02-01T00:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

beforeAll(async () => {
  t = await startTestApp();
  manager = await account(t, 'manager');
  investor = await account(t, 'investor', 'First Fund');
  startup = await account(t, 'startup', 'Queue Startup');
  const corporate = await account(t, 'corporate', 'Corp One');
  const second = await account(t, 'investor', 'Second Fund');
  rounds.active = await createRound(t, startup.id, { max: 50_000, current: 20_000, backers: 1, createdAt: at(1) });
  rounds.expired = await createRound(t, startup.id, { createdAt: at(2), expire: dayFromToday(-3) });
  rounds.finished = await createRound(t, startup.id, { status: 'finished', createdAt: at(3) });
  rounds.declined = await createRound(t, startup.id, { status: 'decline', declineReason: 'Too early', createdAt: at(4) });
  rounds.fresh = await createRound(t, startup.id, { status: 'new', max: 10_000, createdAt: at(5) });
  await addBacker(t, rounds.active.id, corporate, { status: 'active', investmentAmount: 20_000, createdAt: at(10) });
  waiting.push((await addBacker(t, rounds.active.id, second, { amount: 3_000, createdAt: at(11) })).id);
  waiting.push((await addBacker(t, rounds.active.id, investor, { createdAt: at(12) })).id);
  await addBacker(t, rounds.expired.id, investor, { status: 'reject', createdAt: at(13) });
  waiting.push((await addBacker(t, rounds.fresh.id, investor, { amount: 500, createdAt: at(14) })).id);
});
afterAll(() => t.close());

const get = (url: string, who: Account = manager) => t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const roundList = async (query = '') => {
  const res = await get(`/api/v1/manager/crowdfunding${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return managerRoundListSchema.parse(res.json());
};
const idsOf = (r: { rounds: { id: string }[] }) => r.rounds.map((x) => Object.keys(rounds).find((k) => rounds[k]!.id === x.id));

describe("the manager's crowdfunding queues", () => {
  it('lists rounds of every status, newest first, with the backers waiting and the application', async () => {
    const all = await roundList();
    expect(all.total).toBe(5);
    expect(idsOf(all)).toEqual(['fresh', 'declined', 'finished', 'expired', 'active']);
    const active = all.rounds.find((r) => r.id === rounds.active!.id)!;
    expect(active).toMatchObject({
      status: 'active',
      new_backers: 2,
      ticket_id: rounds.active!.ticketId,
      startup_id: startup.id,
      startup_name: 'Queue Startup',
      current_investments: 20_000,
    });
    expect(active.value_of_investments.percent).toBe(40);
    expect(all.rounds.find((r) => r.id === rounds.fresh!.id)).toMatchObject({ status: 'new', new_backers: 1 });
    expect(all.rounds.find((r) => r.id === rounds.declined!.id)).toMatchObject({ status: 'decline', decline_reason: 'Too early', new_backers: 0 });
    expect(all.rounds.find((r) => r.id === rounds.expired!.id)).toMatchObject({ status: 'finished', days_left: 0, new_backers: 0 });
  });

  it('filters by status as readers see it, and pages', async () => {
    expect(idsOf(await roundList('?status=new'))).toEqual(['fresh']);
    expect(idsOf(await roundList('?status=active'))).toEqual(['active']);
    expect(idsOf(await roundList('?status=finished'))).toEqual(['finished', 'expired']);
    expect(idsOf(await roundList('?status=decline'))).toEqual(['declined']);
    const page = await roundList('?take=2&skip=2');
    expect(idsOf(page)).toEqual(['finished', 'expired']);
    expect(page.total).toBe(5);
    expect((await get('/api/v1/manager/crowdfunding?status=gone')).statusCode).toBe(400);
    expect((await get('/api/v1/manager/crowdfunding?take=0')).statusCode).toBe(400);
  });

  it('lists the backers waiting across rounds, oldest first, with what each round still lacks', async () => {
    const res = await get('/api/v1/manager/crowdfunding/backers');
    expect(res.statusCode, res.body).toBe(200);
    const list = managerBackerListSchema.parse(res.json());
    expect(list.total).toBe(3);
    expect(list.backers.map((b) => b.id)).toEqual(waiting);
    expect(list.backers[0]).toMatchObject({
      status: 'new',
      amount: 3_000,
      founder: { company_name: 'Second Fund' },
      crowdfunding: { id: rounds.active!.id, startup_name: 'Queue Startup', remaining: 30_000 },
    });
    expect(list.backers[2]).toMatchObject({ crowdfunding: { id: rounds.fresh!.id, remaining: 10_000 }, founder: { id: investor.id } });
    const page = managerBackerListSchema.parse((await get('/api/v1/manager/crowdfunding/backers?take=1&skip=1')).json());
    expect(page).toMatchObject({ total: 3, backers: [{ id: waiting[1] }] });
  });

  it('refuses everyone but managers', async () => {
    for (const who of [investor, startup]) {
      expect((await get('/api/v1/manager/crowdfunding', who)).statusCode).toBe(403);
      expect((await get('/api/v1/manager/crowdfunding/backers', who)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/manager/crowdfunding' })).statusCode).toBe(401);
  });
});
