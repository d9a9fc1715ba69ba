import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crowdfundingListSchema,
  crowdfundingSortOrder,
  daysLeft,
  effectiveRoundStatus,
  raisedPercent,
  utcToday,
  type CrowdfundingListItem,
} from '@platform/contract';
import { companies, files, startupProfiles, users } from '../src/db/schema/index.js';
import { caller, type TestApp, startTestApp } from './harness.js';
import { account, createRound, dayFromToday, hideSection } from './crowdfunding-read-fixtures.js';

let t: TestApp;
let investor: string;
let startup: string;
let corporate: string;
let expert: string;
const ids: Record<string, string> = {};
const t0 = Date.parse('2026-01-01T00:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

beforeAll(async () => {
  t = await startTestApp();
  const alpha = await account(t, 'startup', 'Alpha Solar');
  const beta = await account(t, 'startup', 'Beta 100% Bio');
  const gamma = await account(t, 'startup', 'Gamma Grid');
  const blocked = await account(t, 'startup', 'Alpha Blocked');
  const [logo] = await t.database.db
    .insert(files)
    .values({ ownerId: alpha.id, purpose: 'logo', name: 'alpha.png', mime: 'image/png', size: 1234, storageKey: 'k' })
    .returning();
  await t.database.db.update(companies).set({ logoFileId: logo!.id }).where(eq(companies.userId, alpha.id));
  await t.database.db.insert(startupProfiles).values({ userId: alpha.id, productDescription: 'Solar roofs for farms' });
  ids.alpha = (await createRound(t, alpha.id, { min: 1_000, max: 100_000, current: 50_000, backers: 3, roundId: 1, createdAt: at(1) })).id;
  ids.beta = (
    await createRound(t, beta.id, { min: 5_000, max: 20_000, current: 19_000, backers: 1, roundId: 2, createdAt: at(2), expire: dayFromToday(0) })
  ).id;
  ids.gamma = (
    await createRound(t, gamma.id, { status: 'finished', min: 10_000, max: 1_000_000, current: 10_000, backers: 5, roundId: 1, createdAt: at(3) })
  ).id;
  ids.expired = (await createRound(t, gamma.id, { min: 2_000, max: 3_000, current: 1, backers: 0, roundId: 2, createdAt: at(4), expire: dayFromToday(-1) })).id;
  ids.new = (await createRound(t, alpha.id, { status: 'new', createdAt: at(5) })).id;
  ids.declined = (await createRound(t, beta.id, { status: 'decline', createdAt: at(6) })).id;
  ids.blocked = (await createRound(t, blocked.id, { createdAt: at(7) })).id;
  await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
  investor = (await account(t, 'investor')).token;
  startup = (await account(t, 'startup', 'Viewer startup')).token;
  corporate = (await account(t, 'corporate')).token;
  expert = (await account(t, 'expert')).token;
});
afterAll(() => t.close());

const call = caller(() => t);
/** The dashboard's list as the role's page asks for it (signed out: the public list). */
const ask = (body: object, query = '', token: string | null = investor, role = 'investor') =>
  call('POST', `/api/v1/${token ? role : 'public'}/crowdfunding_dashboard_list${query}`, token, body);
const list = async (body: object, query = '', token: string | null = investor, role = 'investor') => {
  const res = await ask(body, query, token, role);
  expect(res.statusCode, res.body).toBe(200);
  return crowdfundingListSchema.parse(res.json());
};
const names = (r: { crowdfunds: CrowdfundingListItem[] }) => r.crowdfunds.map((c) => `${c.startup_name}:${c.id === ids.expired ? 'expired' : c.status}`);
const idsOf = (r: { crowdfunds: CrowdfundingListItem[] }) => r.crowdfunds.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));

describe('crowdfunding list', () => {
  it('shows the active and finished rounds of active startups, newest first, to each role and signed out', async () => {
    for (const [token, role] of [
      [investor, 'investor'],
      [startup, 'startup'],
      [corporate, 'corporate'],
      [null, 'public'],
    ] as const) {
      const all = await list({}, '', token, role);
      expect(all.total).toBe(4);
      expect(idsOf(all)).toEqual(['expired', 'gamma', 'beta', 'alpha']);
    }
  });

  it("presents each round with the startup's name, description and logo, and the percent, days left and status of the contract's rules", async () => {
    const all = await list({});
    const alpha = all.crowdfunds.find((c) => c.id === ids.alpha)!;
    expect(alpha).toMatchObject({ startup_name: 'Alpha Solar', product_description: 'Solar roofs for farms', current_investments: 50_000, backers_count: 3 });
    expect(alpha.startup_logo).toMatchObject({ name: 'alpha.png', path: expect.stringMatching(/^\/api\/v1\/files\//) });
    expect(all.crowdfunds.find((c) => c.id === ids.beta)!.startup_logo).toBeNull();
    const today = utcToday();
    for (const c of all.crowdfunds) {
      expect(c.value_of_investments.percent).toBe(raisedPercent(c.current_investments, c.value_of_investments.max));
      expect(c.days_left).toBe(daysLeft(c.expire, today));
    }
    expect(all.crowdfunds.find((c) => c.id === ids.expired)).toMatchObject({ status: effectiveRoundStatus('active', dayFromToday(-1), today), days_left: 0 });
    expect(all.crowdfunds.find((c) => c.id === ids.expired)!.status).toBe('finished');
    expect(all.crowdfunds.find((c) => c.id === ids.expired)!.value_of_investments.percent).toBe(1); // 1 of 3000, rounded up
    expect(all.crowdfunds.find((c) => c.id === ids.beta)).toMatchObject({
      status: 'active',
      days_left: 0,
      value_of_investments: { min: 5_000, max: 20_000, percent: 95 },
    });
  });

  it('sorts by each sort of the filter, in SQL, with the id as tie-break', async () => {
    const sorted = async (sort: keyof typeof crowdfundingSortOrder) => {
      const { order_by, order_dir } = crowdfundingSortOrder[sort];
      return idsOf(await list({}, `?order_by=${order_by}&order_dir=${order_dir}`));
    };
    expect(await sorted('newest')).toEqual(['expired', 'gamma', 'beta', 'alpha']);
    expect(await sorted('most_funded')).toEqual(['alpha', 'beta', 'gamma', 'expired']);
    expect(await sorted('less_funded')).toEqual(['expired', 'gamma', 'beta', 'alpha']);
    expect(await sorted('most_backed')).toEqual(['gamma', 'alpha', 'beta', 'expired']);
    expect(await sorted('less_backed')).toEqual(['expired', 'beta', 'alpha', 'gamma']);
    expect(idsOf(await list({}, '?order_by=crowdfunding.created_at&order_dir=ASC'))).toEqual(['alpha', 'beta', 'gamma', 'expired']);
  });

  it('pages with take and skip, keeping the total', async () => {
    const first = await list({}, '?take=3&skip=0');
    const second = await list({}, '?take=3&skip=3');
    expect(idsOf(first)).toEqual(['expired', 'gamma', 'beta']);
    expect(idsOf(second)).toEqual(['alpha']);
    expect(second.total).toBe(4);
    expect(await list({}, '?take=3&skip=10')).toEqual({ crowdfunds: [], total: 4 });
  });

  it("searches the startup's name as a substring, wildcards taken literally", async () => {
    expect(names(await list({ search: 'solar' }))).toEqual(['Alpha Solar:active']);
    expect(names(await list({ search: '100%' }))).toEqual(['Beta 100% Bio:active']);
    expect((await list({ search: '%' })).total).toBe(1);
    expect((await list({ search: 'alpha' })).total).toBe(1); // the blocked startup's round stays out
    expect(await list({ search: 'nothing like it' })).toEqual({ crowdfunds: [], total: 0 });
  });

  it('filters by funding rounds, status, investments range and raised percent together', async () => {
    expect(idsOf(await list({ rounds: [1] }))).toEqual(['gamma', 'alpha']);
    expect(idsOf(await list({ rounds: [1, 2] })).length).toBe(4);
    expect(idsOf(await list({ status: 'active' }))).toEqual(['beta', 'alpha']);
    expect(idsOf(await list({ status: 'finished' }))).toEqual(['expired', 'gamma']);
    expect(idsOf(await list({ value_of_investments: { min: 1_000, max: 100_000 } }))).toEqual(['expired', 'beta', 'alpha']);
    expect(idsOf(await list({ value_of_investments: { min: 2_000, max: 100_000 } }))).toEqual(['expired', 'beta']);
    expect(idsOf(await list({ raised: { min: 50, max: 100 } }))).toEqual(['beta', 'alpha']);
    expect(idsOf(await list({ raised: { min: 0, max: 1 } }))).toEqual(['expired', 'gamma']);
    expect(idsOf(await list({ rounds: [2], status: 'active', raised: { min: 90, max: 100 }, search: 'bio' }))).toEqual(['beta']);
  });

  it('ignores a range with only one end', async () => {
    expect((await list({ value_of_investments: { min: 5_000_000 } })).total).toBe(4);
    expect((await list({ raised: { max: 0 } })).total).toBe(4);
    expect((await list({ raised: { min: 10, max: null } })).total).toBe(4);
  });

  it('refuses a reversed range, a long search, an unknown sort and out-of-bound values with 400', async () => {
    const reversed = await ask({ value_of_investments: { min: 10, max: 5 } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors['value_of_investments.max']).toBe("Max value can't be less than min");
    expect((await ask({ raised: { min: 50, max: 10 } })).json().errors['raised.max']).toBe("Max value can't be less than min");
    expect((await ask({ search: 'x'.repeat(51) })).statusCode).toBe(400);
    expect((await ask({}, '?order_by=name')).statusCode).toBe(400);
    expect((await ask({}, '?order_dir=sideways')).statusCode).toBe(400);
    expect((await ask({ raised: { min: 0, max: 101 } })).statusCode).toBe(400);
    expect((await ask({ status: 'new' })).statusCode).toBe(400);
    expect((await ask({ rounds: ['x'] })).statusCode).toBe(400);
    expect((await ask({ search: 'x'.repeat(51) }, '', null)).statusCode).toBe(400);
  });

  it('answers each role on its own path only; refuses experts, the signed-out on role paths and a hidden section', async () => {
    expect((await ask({}, '', investor, 'startup')).statusCode).toBe(403);
    expect((await ask({}, '', startup, 'investor')).statusCode).toBe(403);
    expect((await ask({}, '', expert, 'investor')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/investor/crowdfunding_dashboard_list', payload: {} })).statusCode).toBe(401);
    const hidden = await account(t, 'corporate', 'Hidden');
    await hideSection(t, hidden.id);
    const res = await ask({}, '', hidden.token, 'corporate');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('section_hidden');
  });
});
