import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, scoreFields, startupListSchema, startupProfileSchema, type Handbooks, type StartupListItem } from '@platform/contract';
import { caller, createUser, login, mailedCode, startTestApp, type TestApp } from './harness.js';

/**
 * A startup signed up today through the API, as a founder does, whose figures must reach the
 * investors' list with the save that gives them, whichever part of the profile a save carries.
 */
let t: TestApp;
let hb: Handbooks;
let founder: string;
let startupId: string;
const viewers: Record<'investor' | 'corporate' | 'manager', string> = { investor: '', corporate: '', manager: '' };
const call = caller(() => t);

const texts = { product_description: 'Inspection robots for wind turbine blades.', who_is_your_customer: 'Operators of onshore and offshore wind farms.' };
const allScores = (v: number | null) => Object.fromEntries(scoreFields.map((f) => [f, v]));

async function signUpStartup(company: string): Promise<{ token: string; id: string }> {
  const email = `figures-${company.replace(/\W/g, '').toLowerCase()}@example.test`;
  expect((await call('POST', '/api/v1/auth/send-code/registration', null, { email })).statusCode).toBe(200);
  const verified = await call('POST', '/api/v1/auth/verify-code/registration', null, { email, code: await mailedCode(t, email) });
  const registered = await call('POST', '/api/v1/auth/registration', null, {
    registrationToken: verified.json<{ registrationToken: string }>().registrationToken,
    role: 'startup',
    password: 'a-strong-password',
    name: 'Anna',
    surname: 'Petrova',
    position: 'Founder',
    company,
    website: 'nordlight.example',
    description: 'We build inspection robots for wind farms.',
    phone: '+46 8 555 0100',
    agreement: true,
    brief: { country: hb.countries[0]!.id, regions: [hb.regions[0]!.id], industries: [hb.industries[0]!.id], rounds: [hb.rounds[0]!.id] },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const token = registered.json<{ token: string }>().token;
  return { token, id: (await call('GET', '/api/v1/user/info', token)).json<{ id: string }>().id };
}

async function save(token: string, company: string, body: object) {
  const res = await call('POST', '/api/v1/startup/profiledata', token, { company, ...texts, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return startupProfileSchema.parse(res.json());
}

async function list(body: object, query = '', token = viewers.investor) {
  const res = await call('POST', `/api/v1/foundation/startups/list${query}`, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return startupListSchema.parse(res.json());
}

const figures = (s: StartupListItem | undefined) =>
  s && { intema_score: s.intema_score, annual_revenue: s.annual_revenue, last_fund_amount: s.last_fund_amount, team: s.team, business: s.business };
const byScore = '?order_by=intema_score&order_dir=desc';
const names = (r: { startups: { company: string }[] }) => r.startups.map((s) => s.company);

beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await call('GET', '/api/v2/handbooks')).json());
  for (const role of ['investor', 'corporate', 'manager'] as const) {
    const u = await createUser(t, { role, name: `${role} viewer` });
    viewers[role] = await login(t, u.email, u.password);
  }
  // Two startups that saved their profiles before, one scored above and one below the new one.
  for (const [company, score, revenue] of [
    ['Upper Wind', 4.5, 3_000_000],
    ['Lower Grid', 2, 1_100_000],
  ] as const) {
    const other = await signUpStartup(company);
    await save(other.token, company, {
      last_fund_amount: '400000',
      startup_finance_info: { annual_revenue: String(revenue) },
      startup_scoring: allScores(score),
    });
  }
  ({ token: founder, id: startupId } = await signUpStartup('Nordlight Robotics'));
});
afterAll(() => t.close());

describe("a startup's figures in the investors' list", () => {
  it('shows the score and revenue saved with the profile, without a last round amount, sorted by score and filtered by revenue', async () => {
    const profile = await save(founder, 'Nordlight Robotics', { startup_finance_info: { annual_revenue: '1200000' }, startup_scoring: allScores(3) });
    expect(profile.startup_scoring.intema_score).toBe(3);
    expect(profile.last_fund_amount).toBeNull();

    const sorted = await list({}, byScore);
    expect(names(sorted)).toEqual(['Upper Wind', 'Nordlight Robotics', 'Lower Grid']);
    expect(figures(sorted.startups[1])).toEqual({ intema_score: 3, annual_revenue: 1_200_000, last_fund_amount: null, team: 3, business: 3 });

    const filtered = await list({ annual_revenue: { min: 1_150_000, max: 1_500_000 } }, byScore);
    expect(filtered.total).toBe(1);
    expect(figures(filtered.startups[0])).toMatchObject({ intema_score: 3, annual_revenue: 1_200_000 });
    const byRevenue = await list({ intema_score: { min: 2.5, max: 3.5 } }, '?order_by=annual_revenue&order_dir=asc');
    expect(byRevenue.startups.map((s) => [s.company, s.annual_revenue])).toEqual([['Nordlight Robotics', 1_200_000]]);
  });

  it('shows the same figures to corporates and managers', async () => {
    for (const token of [viewers.corporate, viewers.manager]) {
      const found = (await list({ search: 'Nordlight' }, '', token)).startups[0];
      expect(figures(found)).toMatchObject({ intema_score: 3, annual_revenue: 1_200_000 });
    }
  });

  it('follows a save of the self-score alone', async () => {
    await save(founder, 'Nordlight Robotics', { startup_scoring: allScores(5) });
    const sorted = await list({}, byScore);
    expect(names(sorted)[0]).toBe('Nordlight Robotics');
    expect(figures(sorted.startups[0])).toEqual({ intema_score: 5, annual_revenue: 1_200_000, last_fund_amount: null, team: 5, business: 5 });
    expect((await list({ intema_score: { min: 4.8 } })).startups.map((s) => s.id)).toEqual([startupId]);
  });

  it('follows a save of the finance data alone', async () => {
    await save(founder, 'Nordlight Robotics', { startup_finance_info: { annual_revenue: '2500000' } });
    expect((await list({ annual_revenue: { min: 1_150_000, max: 1_500_000 } })).total).toBe(0);
    const found = await list({ annual_revenue: { min: 2_000_000, max: 2_600_000 } }, byScore);
    expect(found.startups.map((s) => s.id)).toEqual([startupId]);
    expect(figures(found.startups[0])).toMatchObject({ intema_score: 5, annual_revenue: 2_500_000 });
    const byRevenue = await list({}, '?order_by=annual_revenue&order_dir=desc');
    expect(names(byRevenue).slice(0, 2)).toEqual(['Upper Wind', 'Nordlight Robotics']);
  });

  it('keeps the figures when a last round amount is given and when it is taken away', async () => {
    await save(founder, 'Nordlight Robotics', { last_fund_amount: '600000' });
    const given = (await list({ search: 'Nordlight' })).startups[0];
    expect(figures(given)).toMatchObject({ intema_score: 5, annual_revenue: 2_500_000, last_fund_amount: 600_000 });
    await save(founder, 'Nordlight Robotics', { last_fund_amount: null });
    const taken = (await list({ search: 'Nordlight' })).startups[0];
    expect(figures(taken)).toEqual({ intema_score: 5, annual_revenue: 2_500_000, last_fund_amount: null, team: 5, business: 5 });
  });

  it('empties the score when the self-score is cleared, and sorts it last', async () => {
    await save(founder, 'Nordlight Robotics', { startup_scoring: allScores(null) });
    const sorted = await list({}, byScore);
    expect(names(sorted)).toEqual(['Upper Wind', 'Lower Grid', 'Nordlight Robotics']);
    expect(figures(sorted.startups[2])).toEqual({ intema_score: null, annual_revenue: 2_500_000, last_fund_amount: null, team: null, business: null });
    expect((await list({ intema_score: { min: 1 } })).startups.map((s) => s.id)).not.toContain(startupId);
  });
});
