import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, startupListSchema, type Handbooks } from '@platform/contract';
import { companies, startupProfiles, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let hb: Handbooks;
let investorToken: string;
let startupToken: string;
let expertToken: string;

const rows = [
  { name: 'Alpha Grid', score: 4.5, fund: 2_000_000, industry: 0, region: 0 },
  { name: 'Beta Bio', score: 2.1, fund: 150_000, industry: 1, region: 1 },
  { name: 'Gamma Robotics', score: 3.8, fund: null, industry: 0, region: 1 },
  { name: 'Delta Farms', score: null, fund: 50_000, industry: 2, region: 0 },
  { name: 'Epsilon 100% Pure', score: 3.0, fund: 900_000, industry: 1, region: 2 },
];

beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  for (const r of rows) {
    const u = await createUser(t, { role: 'startup', name: r.name });
    await t.database.db
      .update(companies)
      .set({ industries: [hb.industries[r.industry]!.id], regions: [hb.regions[r.region]!.id], rounds: [hb.rounds[1]!.id] })
      .where(eq(companies.userId, u.id));
    await t.database.db.insert(startupProfiles).values({ userId: u.id, intemaScore: r.score, lastFundAmount: r.fund });
  }
  const blocked = await createUser(t, { role: 'startup', name: 'Alpha Blocked' });
  await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
  for (const [role, set] of [
    ['investor', (v: string) => (investorToken = v)],
    ['startup', (v: string) => (startupToken = v)],
    ['expert', (v: string) => (expertToken = v)],
  ] as const) {
    const u = await createUser(t, { role, name: `${role} viewer` });
    set(await login(t, u.email, u.password));
  }
});
afterAll(() => t.close());

const list = async (body: object, query = '', token = investorToken) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/foundation/startups/list${query}`, headers: bearer(token), payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return startupListSchema.parse(res.json());
};
const names = (r: { startups: { company: string }[] }) => r.startups.map((s) => s.company);

describe('startups list', () => {
  it('lists active startups, newest first, with a total, leaving out blocked ones and other roles', async () => {
    const all = await list({});
    expect(all.total).toBe(6); // five above and the startup viewer
    expect(names(all)[0]).toBe('startup viewer');
    expect(names(all)).not.toContain('Alpha Blocked');
  });

  it('pages with take and skip without overlap', async () => {
    const first = await list({}, '?take=2&skip=0&order_by=company&order_dir=asc');
    const second = await list({}, '?take=2&skip=2&order_by=company&order_dir=asc');
    expect(names(first)).toEqual(['Alpha Grid', 'Beta Bio']);
    expect(names(second)).toEqual(['Delta Farms', 'Epsilon 100% Pure']);
    expect(second.total).toBe(6);
  });

  it('keeps the total on a page past the last one, filtered or not', async () => {
    expect(await list({}, '?take=2&skip=6&order_by=company&order_dir=asc')).toEqual({ startups: [], total: 6 });
    expect(await list({}, '?take=10&skip=50')).toEqual({ startups: [], total: 6 });
    expect(await list({ search: 'a', industries: [hb.industries[0]!.id] }, '?take=1&skip=1&order_by=company&order_dir=asc')).toMatchObject({ total: 2 });
    expect(await list({ search: 'a', industries: [hb.industries[0]!.id] }, '?take=1&skip=2')).toEqual({ startups: [], total: 2 });
    expect(await list({ search: 'no such startup' })).toEqual({ startups: [], total: 0 });
  });

  it('searches names as substrings, with wildcards taken literally', async () => {
    expect(names(await list({ search: 'robot' }))).toEqual(['Gamma Robotics']);
    expect(names(await list({ search: '100%' }))).toEqual(['Epsilon 100% Pure']);
    expect((await list({ search: '%' })).total).toBe(1);
  });

  it('filters by industries, regions and ranges together', async () => {
    expect(names(await list({ industries: [hb.industries[0]!.id] }, '?order_by=company&order_dir=asc'))).toEqual(['Alpha Grid', 'Gamma Robotics']);
    expect(names(await list({ industries: [hb.industries[0]!.id], regions: [hb.regions[1]!.id] }))).toEqual(['Gamma Robotics']);
    expect(names(await list({ intema_score: { min: 3, max: 4 } }, '?order_by=intema_score&order_dir=desc'))).toEqual(['Gamma Robotics', 'Epsilon 100% Pure']);
    expect(names(await list({ last_fund_amount: { min: 100_000 } }, '?order_by=last_fund_amount&order_dir=asc'))).toEqual([
      'Beta Bio',
      'Epsilon 100% Pure',
      'Alpha Grid',
    ]);
  });

  it('sorts empty values last in both directions', async () => {
    expect(names(await list({}, '?order_by=intema_score&order_dir=desc')).slice(0, 4)).toEqual([
      'Alpha Grid',
      'Gamma Robotics',
      'Epsilon 100% Pure',
      'Beta Bio',
    ]);
    expect(names(await list({}, '?order_by=intema_score&order_dir=asc')).slice(0, 4)).toEqual([
      'Beta Bio',
      'Epsilon 100% Pure',
      'Gamma Robotics',
      'Alpha Grid',
    ]);
  });

  it('pages by a profile figure through the startups without one, which follow in a stable order', async () => {
    // Four have a score; Delta Farms has none and the startup viewer has no profile row at all.
    for (const dir of ['desc', 'asc'] as const) {
      const whole = names(await list({}, `?order_by=intema_score&order_dir=${dir}&take=20`));
      expect(whole).toHaveLength(6);
      expect(whole.slice(4).sort()).toEqual(['Delta Farms', 'startup viewer']);
      const paged: string[] = [];
      for (let skip = 0; skip < 6; skip += 2) {
        const page = await list({}, `?order_by=intema_score&order_dir=${dir}&take=2&skip=${skip}`);
        expect(page.total).toBe(6);
        paged.push(...names(page));
      }
      expect(paged).toEqual(whole);
      // A page that starts among the scored and ends among the rest.
      expect(names(await list({}, `?order_by=intema_score&order_dir=${dir}&take=3&skip=3`))).toEqual(whole.slice(3));
    }
    // With a handbook filter the list takes its other path; the order is the same.
    const filtered = await list({ rounds: [hb.rounds[1]!.id] }, '?order_by=last_fund_amount&order_dir=desc');
    expect(names(filtered)).toEqual(['Alpha Grid', 'Epsilon 100% Pure', 'Beta Bio', 'Delta Farms', 'Gamma Robotics']);
    expect(names(await list({}, '?order_by=last_fund_amount&order_dir=desc&take=5')).slice(0, 4)).toEqual([
      'Alpha Grid',
      'Epsilon 100% Pure',
      'Beta Bio',
      'Delta Farms',
    ]);
  });

  it('refuses bad filters and other roles', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/foundation/startups/list',
      headers: bearer(investorToken),
      payload: { intema_score: { min: 4, max: 2 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { 'intema_score.max': "Max value can't be less than min" } });
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/v1/foundation/startups/list',
      headers: bearer(investorToken),
      payload: { search: 'x'.repeat(51) },
    });
    expect(long.statusCode).toBe(400);
    for (const token of [startupToken, expertToken]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/foundation/startups/list', headers: bearer(token), payload: {} })).statusCode).toBe(403);
    }
  });
});

describe('user preferences', () => {
  it('keeps a table setting per user and forgets it on null', async () => {
    const put = (token: string, value: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/preferences/startups_table', headers: bearer(token), payload: { value } });
    const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/preferences/startups_table', headers: bearer(token) });
    expect((await get(investorToken)).json()).toEqual({ value: null });
    const value = { hidden: ['mrr'], order: ['company', 'intema_score'] };
    expect((await put(investorToken, value)).statusCode).toBe(200);
    expect((await get(investorToken)).json()).toEqual({ value });
    expect((await get(startupToken)).json()).toEqual({ value: null });
    await put(investorToken, null);
    expect((await get(investorToken)).json()).toEqual({ value: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/preferences/secrets', headers: bearer(investorToken) })).statusCode).toBe(400);
    expect((await put(investorToken, { big: 'x'.repeat(17 * 1024) })).statusCode).toBe(400);
  });
});
