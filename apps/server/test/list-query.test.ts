import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, internalExpertListSchema, startupListSchema, ticketListSchema, type Handbooks } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.js';
import { createUser, login, startTestApp, type TestApp, caller } from './harness.js';

/** The list parameters as the spec's front end sends them: `order_dir` in any case, `order_by` short or qualified. */
let t: TestApp;
let hb: Handbooks;
let expertToken: string;
let investorToken: string;
const ticketIds: string[] = [];
const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  const expert = await createUser(t, { role: 'expert' });
  expertToken = await login(t, expert.email, expert.password);
  const investor = await createUser(t, { role: 'investor' });
  investorToken = await login(t, investor.email, investor.password);
  // Added in this order, so the newest is Boris and by name Anna comes first.
  for (const [name, surname] of [
    ['Carla', 'Rossi'],
    ['Anna', 'Ivanova'],
    ['Boris', 'Petrov'],
  ]) {
    const res = await call('POST', '/api/v1/expert/internal-expert', expertToken, { name, surname, expert_in: [hb.industries[0]!.id] });
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const name of ['Beta Bio', 'Alpha Grid', 'Gamma Robotics']) await createUser(t, { role: 'startup', name });
  for (const amount of [100_000, 200_000]) {
    const res = await call('POST', '/api/v1/foundation/investment/investment_form', investorToken, {
      countries: [],
      industries: [hb.industries[1]!.id],
      regions: [hb.regions[0]!.id],
      rounds: [hb.rounds[1]!.id],
      expire: future,
      need_investment: { min: amount, max: 2 * amount },
      feedback_method: 'email',
      feedback_value: 'deals@fund.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    ticketIds.push(res.json<{ id: string }>().id);
  }
});
afterAll(() => t.close());

const call = caller(() => t);
const internalExperts = async (query: string) => {
  const res = await call('POST', `/api/v1/expert/internal-expert/list${query}`, expertToken, { search: '' });
  expect(res.statusCode, res.body).toBe(200);
  return internalExpertListSchema.parse(res.json()).experts.map((e) => e.name);
};
const expertSelector = async (query: string) => {
  const res = await call('GET', `/api/v1/expert/list${query}`, expertToken);
  expect(res.statusCode, res.body).toBe(200);
  return internalExpertListSchema.parse(res.json()).experts.map((e) => e.name);
};
const startups = async (query: string) => {
  const res = await call('POST', `/api/v1/foundation/startups/list${query}`, investorToken, {});
  expect(res.statusCode, res.body).toBe(200);
  return startupListSchema.parse(res.json()).startups.map((s) => s.company);
};
const tickets = async (query: string) => {
  const res = await call('GET', `/api/v1/foundation/ticket_list${query}`, investorToken);
  expect(res.statusCode, res.body).toBe(200);
  return ticketListSchema.parse(res.json()).tickets.map((x) => x.id);
};

describe('list parameters that are refused', () => {
  it('refuses an order direction other than asc or desc, in the caller language', async () => {
    for (const dir of ['sideways', 'descending', 'DESC;', '']) {
      const res = await call(
        'POST',
        `/api/v1/expert/internal-expert/list?order_dir=${encodeURIComponent(dir)}`,
        expertToken,
        { search: '' },
        { 'accept-language': 'ru' },
      );
      expect(res.statusCode, dir).toBe(400);
      // The account's language (English here) comes before the browser's.
      expect(res.json(), dir).toMatchObject({
        code: 'validation_failed',
        message: 'Please, fix error(s) and repeat',
        errors: { order_dir: 'Order direction is one of: asc, desc' },
      });
    }
    const ruExpert = await createUser(t, { role: 'expert' });
    await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.id, ruExpert.id));
    const ru = await call('POST', '/api/v1/expert/internal-expert/list?order_dir=sideways', await login(t, ruExpert.email, ruExpert.password), { search: '' });
    expect(ru.json()).toMatchObject({ message: 'Пожалуйста, исправьте ошибки и повторите', errors: { order_dir: 'Направление сортировки: asc, desc' } });
  });

  it('refuses columns the list does not sort by, short or qualified by another entity', async () => {
    for (const column of ['email', 'expert.email', 'backer.createdAt', 'Expert.createdAt', 'expert.', '.createdAt', 'expert.expert.createdAt']) {
      const res = await call('GET', `/api/v1/expert/list?order_by=${encodeURIComponent(column)}`, expertToken);
      expect(res.statusCode, column).toBe(400);
      expect(res.json(), column).toMatchObject({
        code: 'validation_failed',
        message: 'Please, fix error(s) and repeat',
        errors: { order_by: 'Order by one of: createdAt, name, surname' },
      });
    }
    const startupsRes = await call('POST', '/api/v1/foundation/startups/list?order_by=expert.company', investorToken, {});
    expect(startupsRes.statusCode).toBe(400);
    expect(startupsRes.json<{ errors: Record<string, string> }>().errors.order_by).toBe(
      'Order by one of: company, intema_score, verified_score, last_fund_amount, annual_revenue, created_at',
    );
    expect((await call('GET', '/api/v1/foundation/ticket_list?order_by=ticket.status', investorToken)).statusCode).toBe(400);
  });

  it('still refuses other roles whatever the parameters', async () => {
    expect((await call('POST', '/api/v1/foundation/startups/list?order_by=startup.company&order_dir=DESC', expertToken, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/expert/list?order_by=expert.name&order_dir=ASC', investorToken)).statusCode).toBe(403);
  });
});

describe('list parameters that work', () => {
  it('orders the internal experts by the spec forms: expert.createdAt DESC is newest first, like createdAt desc', async () => {
    const newestFirst = ['Boris', 'Anna', 'Carla'];
    expect(await internalExperts('?take=5&skip=0&order_by=expert.createdAt&order_dir=DESC')).toEqual(newestFirst);
    expect(await internalExperts('?take=5&skip=0&order_by=createdAt&order_dir=desc')).toEqual(newestFirst);
    expect(await internalExperts('?take=5&skip=0&order_by=expert.createdAt&order_dir=Asc')).toEqual([...newestFirst].reverse());
    expect(await internalExperts('?take=5&skip=0')).toEqual(newestFirst);
  });

  it('orders the schedule expert selector by name in either form and any case', async () => {
    expect(await expertSelector('?take=1000&skip=0&order_by=expert.name&order_dir=ASC')).toEqual(['Anna', 'Boris', 'Carla']);
    expect(await expertSelector('?take=1000&skip=0&order_by=name&order_dir=asc')).toEqual(['Anna', 'Boris', 'Carla']);
    expect(await expertSelector('?take=1&skip=0&order_by=expert.surname&order_dir=DeSc')).toEqual(['Carla']);
  });

  it('orders the startups list by its columns short or qualified by startup', async () => {
    const own = (names: string[]) => names.filter((n) => ['Alpha Grid', 'Beta Bio', 'Gamma Robotics'].includes(n));
    expect(own(await startups('?order_by=startup.company&order_dir=DESC'))).toEqual(['Gamma Robotics', 'Beta Bio', 'Alpha Grid']);
    expect(own(await startups('?order_by=company&order_dir=desc'))).toEqual(['Gamma Robotics', 'Beta Bio', 'Alpha Grid']);
    expect(own(await startups('?order_by=company&order_dir=ASC'))).toEqual(['Alpha Grid', 'Beta Bio', 'Gamma Robotics']);
  });

  it('orders the applications list newest first by default and oldest first on ASC', async () => {
    expect(await tickets('')).toEqual([...ticketIds].reverse());
    expect(await tickets('?order_by=ticket.created_at&order_dir=DESC')).toEqual([...ticketIds].reverse());
    expect(await tickets('?order_by=created_at&order_dir=ASC')).toEqual(ticketIds);
  });
});
