import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scoreFields, type CompanyRole } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { companies } from '../src/db/schema/index.js';
import { createReadCache } from '../src/platform/read-cache.js';
import { bearer, startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

/**
 * The busy lists come from each server's memory while what they are built from is unchanged
 * (`platform/read-cache.ts`): a write shows in the very next read, on the server that made it and
 * on another. Server B is another process in all but its pid: on PostgreSQL it has its own pool to
 * the same database; on the embedded database (one process by nature) it is a second app on it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let t: TestApp;
let b: FastifyInstance;
let bDatabase: Database | undefined;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const a = {} as Record<'manager' | 'first' | 'second' | 'fund', Account>;
let round: string;

async function urlOf(database: Database): Promise<string> {
  const url = new URL(serverUrl!);
  url.pathname = `/${String((await database.query('select current_database() as name'))[0]!.name)}`;
  url.searchParams.set('application_name', 'server-b');
  return url.toString();
}

beforeAll(async () => {
  t = await startTestApp();
  bDatabase = serverUrl ? await openDatabase({ databaseUrl: await urlOf(t.database), dataDir: '' }) : undefined;
  b = await buildApp(t.config, bDatabase ?? t.database);
  await b.ready();
  a.manager = await kit.account('manager', 'Platform');
  a.first = await kit.account('startup', 'Aurora Grid');
  a.second = await kit.account('startup', 'Borealis Labs');
  a.fund = await kit.account('investor', 'Northwind Capital');
  round = (await rounds.insertRound(a.first.id)).id;
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
  await t.close();
});

const servers = () =>
  [
    ['A', t.app],
    ['B', b],
  ] as const;
type Answer = Record<string, unknown>;
async function read(app: FastifyInstance, method: 'GET' | 'POST', url: string, who: Account, payload?: object): Promise<Answer> {
  const res = await app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json<Answer>();
}
const byScore = (app: FastifyInstance) => read(app, 'POST', '/api/v1/foundation/startups/list?order_by=intema_score&order_dir=desc&take=20&skip=0', a.fund, {});
const roundsList = (app: FastifyInstance) => read(app, 'POST', '/api/v1/investor/crowdfunding_dashboard_list?take=20&skip=0', a.fund, {});
const portfolio = (app: FastifyInstance) => read(app, 'GET', '/api/v1/foundation/portfolio', a.fund);
const backers = (app: FastifyInstance) => read(app, 'POST', `/api/v1/foundation/crowdfunding/${round}/backer/list`, a.manager, {});
const companiesList = (app: FastifyInstance) => read(app, 'GET', '/api/v1/manager/companies?role=startup', a.manager);

const ids = (list: unknown) => (list as { id: string }[]).map((item) => item.id);
/** Every list read twice on both servers, so each keeps its answers. */
async function warm() {
  for (const [, app] of [...servers(), ...servers()]) {
    await Promise.all([byScore(app), roundsList(app), portfolio(app), backers(app), companiesList(app)]);
  }
}

describe('a write shows in the next read of the busy lists, on either server', () => {
  it('a backer joining shows in the round list, the portfolio and the round’s backers', async () => {
    await warm();
    expect((await roundsList(b)).crowdfunds).toEqual([expect.objectContaining({ id: round, backing: null, backers_count: 0 })]);
    expect((await portfolio(b)).backings).toEqual([]);

    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/foundation/crowdfunding_invest/${round}`,
      headers: bearer(a.fund.token),
      payload: { amount: 20_000 },
    });
    expect(joined.statusCode, joined.body).toBe(200);

    for (const [name, app] of servers()) {
      expect((await roundsList(app)).crowdfunds, name).toEqual([expect.objectContaining({ id: round, backing: 'new' })]);
      expect(ids((await portfolio(app)).backings), name).toHaveLength(1);
      expect((await backers(app)).total, name).toBe(1);
    }
  });

  it('a score change reorders the startups list at once', async () => {
    await warm();
    const before = ids((await byScore(b)).startups);
    expect(before.slice(0, 2).sort()).toEqual([a.first.id, a.second.id].sort());
    const last = before.indexOf(a.second.id) === 0 ? a.first : a.second;

    const scored = await t.app.inject({
      method: 'POST',
      url: '/api/v1/startup/profiledata',
      headers: bearer(last.token),
      payload: {
        company: last === a.first ? 'Aurora Grid' : 'Borealis Labs',
        product_description: 'Grid batteries for wind farms.',
        who_is_your_customer: 'Operators of wind farms.',
        startup_scoring: Object.fromEntries(scoreFields.map((f) => [f, 5])),
      },
    });
    expect(scored.statusCode, scored.body).toBe(200);
    for (const [name, app] of servers()) {
      const [top] = (await byScore(app)).startups as { id: string; intema_score: number }[];
      expect(top, name).toMatchObject({ id: last.id, intema_score: 5 });
    }
  });

  it('a write straight to the database, outside the server, shows too', async () => {
    await warm();
    await t.database.db.update(companies).set({ name: 'Aurora Grid Systems' }).where(eq(companies.userId, a.first.id));
    for (const [name, app] of servers()) {
      const startups = (await byScore(app)).startups as { id: string; company: string }[];
      expect(startups.find((s) => s.id === a.first.id)?.company, name).toBe('Aurora Grid Systems');
    }
  });

  it('a blocked startup leaves the startups list and its round leaves the round list at once', async () => {
    await warm();
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manager/companies/${a.first.id}/block`,
      headers: bearer(a.manager.token),
      payload: { reason: 'Documents could not be verified' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    for (const [name, app] of servers()) {
      expect(ids((await byScore(app)).startups), name).not.toContain(a.first.id);
      expect((await roundsList(app)).crowdfunds, name).toEqual([]);
      const listed = (await companiesList(app)).companies as { id: string; status: string }[];
      expect(listed.find((c) => c.id === a.first.id)?.status, name).toBe('blocked');
    }
  });
});

describe('what the cache keeps', () => {
  /** A route answering from the cache, with a counter of the times its answer was built. */
  async function counted(ttlSeconds = 30) {
    const app = Fastify();
    const reads = createReadCache(t.database.db, { ttlSeconds, maxBytes: 1 << 20 });
    const names = reads.define({ name: 'names', sources: ['companies'], schema: z.object({ names: z.array(z.string()) }) });
    let built = 0;
    app.get('/names/:role', async (req, reply) => {
      const { role } = req.params as { role: CompanyRole };
      return names.send(reply, role, async () => {
        built++;
        const rows = await t.database.db.select({ name: companies.name }).from(companies).where(eq(companies.role, role)).orderBy(companies.name);
        return { names: rows.map((r) => r.name) };
      });
    });
    await app.ready();
    return { app, built: () => built };
  }

  it('builds an answer once while its sources are unchanged, again after any write to them, and apart for each key', async () => {
    const { app, built } = await counted();
    const names = async (role: CompanyRole) => (await app.inject({ method: 'GET', url: `/names/${role}` })).json<{ names: string[] }>().names;
    expect(await names('investor')).toEqual(['Northwind Capital']);
    expect(await names('investor')).toEqual(['Northwind Capital']);
    expect(built()).toBe(1);
    expect(await names('startup')).toHaveLength(2);
    expect(built()).toBe(2);

    // A write that changes nothing the answer shows still moves the version: the next read builds.
    await t.database.db.execute(sql`update companies set website = website where user_id = ${a.second.id}`);
    expect(await names('investor')).toEqual(['Northwind Capital']);
    expect(built()).toBe(3);
    await app.close();
  });

  it('keeps nothing when its time to live is 0', async () => {
    const { app, built } = await counted(0);
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/names/investor' })).statusCode).toBe(200);
    expect(built()).toBe(3);
    await app.close();
  });
});
