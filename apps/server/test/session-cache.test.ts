import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

/**
 * Signed-in sessions come from each server's memory; what a write revokes or changes reaches every
 * server within a second. Server B is another process in all but its pid: on PostgreSQL it has its
 * own pool and its own listening connection to the same database; on the embedded database (one
 * process by nature) it is a second app on the same instance.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const WITHIN_MS = 1000;
/** How server A's listening connection shows in `pg_stat_activity` (B's carries the name in its address). */
const LISTENER = 'listen:session_cache';

let t: TestApp;
let b: FastifyInstance;
let bDatabase: Database | undefined;
let managerToken: string;

/** The test database's address under another application name, so its connections can be told apart. */
async function urlOf(database: Database, applicationName: string): Promise<string> {
  const url = new URL(serverUrl!);
  url.pathname = `/${String((await database.query('select current_database() as name'))[0]!.name)}`;
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

beforeAll(async () => {
  t = await startTestApp();
  bDatabase = serverUrl ? await openDatabase({ databaseUrl: await urlOf(t.database, 'server-b'), dataDir: '' }) : undefined;
  b = await buildApp(t.config, bDatabase ?? t.database);
  await b.ready();
  const manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
  await t.close();
});

const info = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
const asManager = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(managerToken), payload });

/** A session both servers have served twice, so each holds it in memory. */
async function servedByBoth(role: 'startup' | 'investor' = 'startup') {
  const user = await createUser(t, { role });
  const token = await login(t, user.email, user.password);
  for (const app of [t.app, b, t.app, b]) expect((await info(app, token)).statusCode).toBe(200);
  return { user, token };
}

/** Milliseconds from now until `answer` passes `check` on server B; fails past the deadline. */
async function within(
  answer: () => Promise<{ statusCode: number; json(): unknown }>,
  check: (res: { statusCode: number; json(): unknown }) => boolean,
): Promise<number> {
  const start = performance.now();
  for (;;) {
    const res = await answer();
    const ms = performance.now() - start;
    if (check(res)) return ms;
    if (ms > WITHIN_MS) throw new Error(`server B still answered ${res.statusCode} ${JSON.stringify(res.json())} after ${Math.round(ms)} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
const refusedOnB = (token: string, code = 'session_expired') =>
  within(
    () => info(b, token),
    (res) => res.statusCode === 401 && (res.json() as { code?: string }).code === code,
  );

describe('a revocation on one server reaches the other within a second', () => {
  it('logout', async () => {
    const { token } = await servedByBoth();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(await refusedOnB(token)).toBeLessThanOrEqual(WITHIN_MS);
    expect((await info(t.app, token)).statusCode).toBe(401);
  });

  it('a manager blocks the account', async () => {
    const { user, token } = await servedByBoth();
    expect(
      (await asManager('POST', `/api/v1/manager/companies/${user.id}/block`, { reason: 'Documents could not be verified', share_reason: true })).statusCode,
    ).toBe(200);
    expect(await refusedOnB(token, 'account_blocked')).toBeLessThanOrEqual(WITHIN_MS);
    expect((await info(t.app, token)).json()).toMatchObject({ code: 'account_blocked' });
  });

  it('a password change ends the other sessions, and keeps the one that made it', async () => {
    const { user, token: elsewhere } = await servedByBoth();
    const mine = await login(t, user.email, user.password);
    expect((await info(b, mine)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(mine),
      payload: { currentPassword: user.password, password: 'next-password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await refusedOnB(elsewhere)).toBeLessThanOrEqual(WITHIN_MS);
    expect((await info(b, mine)).statusCode).toBe(200);
  });

  it('the account is deleted', async () => {
    const { user, token } = await servedByBoth();
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(token), payload: { email: user.email } })).statusCode).toBe(200);
    expect(await refusedOnB(token)).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a manager hides a section: user info and the section’s routes follow', async () => {
    const { user, token } = await servedByBoth('investor');
    const rounds = () => b.inject({ method: 'POST', url: '/api/v1/investor/crowdfunding_dashboard_list', headers: bearer(token), payload: {} });
    expect((await rounds()).statusCode).toBe(200);
    expect((await asManager('PUT', `/api/v1/manager/companies/${user.id}/sections`, { crowdfunding: false, pilots: true })).statusCode).toBe(200);
    const ms = await within(
      () => info(b, token),
      (res) => (res.json() as { sectionSettings?: { crowdfunding?: boolean } }).sectionSettings?.crowdfunding === false,
    );
    expect(ms).toBeLessThanOrEqual(WITHIN_MS);
    expect((await rounds()).json()).toMatchObject({ code: 'section_hidden' });
  });

  it('the company’s name changes, by whatever writes it', async () => {
    const { user, token } = await servedByBoth();
    // An operator's statement, not a route: the database itself announces the change.
    await t.database.query('update companies set name = $1 where user_id = $2', ['Renamed Robotics', user.id]);
    const ms = await within(
      () => info(b, token),
      (res) => (res.json() as { name?: string }).name === 'Renamed Robotics',
    );
    expect(ms).toBeLessThanOrEqual(WITHIN_MS);
  });
});

describe('what the memory holds', () => {
  it('serves a kept session without reading it again, until the TTL ends', async () => {
    const short = await buildApp({ ...t.config, sessionCache: { ttlSeconds: 1, size: 100 } }, t.database);
    try {
      const { user, token } = await servedByBoth();
      expect((await info(short, token)).statusCode).toBe(200);
      // A change made with the triggers off, as a restored backup would: nothing announces it.
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(users).set({ phone: '+10000000001' }).where(eq(users.id, user.id));
      });
      // The servers answer from memory: the old phone, with no statement that would see the new one.
      expect((await info(t.app, token)).json()).toMatchObject({ phone: null });
      expect((await info(short, token)).json()).toMatchObject({ phone: null });
      // The TTL is the safety net: the server keeping copies for a second reads it again after it.
      await expect.poll(async () => (await info(short, token)).json(), { timeout: 3000, interval: 100 }).toMatchObject({ phone: '+10000000001' });
    } finally {
      await short.close();
    }
  });

  it('never keeps a session past its own end', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    const [row] = await t.database.query(`update sessions set expires_at = now() + interval '3 seconds' where user_id = $1 returning expires_at`, [user.id]);
    for (const app of [b, b]) expect((await info(app, token)).statusCode).toBe(200);
    await expect.poll(async () => (await info(b, token)).statusCode, { timeout: 6000, interval: 20 }).toBe(401);
    expect(Date.now() - (row!.expires_at as Date).getTime()).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('signs everyone out when an operator empties the sessions table', async () => {
    const { token } = await servedByBoth();
    await t.database.query('truncate sessions');
    expect(await refusedOnB(token)).toBeLessThanOrEqual(WITHIN_MS);
    expect((await info(t.app, token)).statusCode).toBe(401);
  });
});

if (serverUrl) {
  describe('server B cannot hear the database for a moment', () => {
    it('reads sessions from the database meanwhile, so a revocation it did not hear still holds', async () => {
      const { token } = await servedByBoth();
      const admin = new pg.Client({ connectionString: await urlOf(t.database, 'test-admin') });
      await admin.connect();
      try {
        // Every connection of server B ends, and both servers' listening ones: messages sent now are lost to B.
        const ended = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name in ('server-b', $1) and datname = current_database()`,
          [LISTENER],
        );
        expect(ended.rowCount).toBeGreaterThan(2);
        expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
        expect(await refusedOnB(token)).toBeLessThanOrEqual(WITHIN_MS);
        // Listening again, it keeps sessions again and still hears what ends them.
        await expect
          .poll(
            async () =>
              (
                await admin.query(
                  `select count(*)::int as n from pg_stat_activity where application_name in ('server-b', $1) and query = $2 and datname = current_database()`,
                  [LISTENER, 'LISTEN session_cache'],
                )
              ).rows[0].n,
            { timeout: 5000, interval: 50 },
          )
          .toBeGreaterThanOrEqual(2);
        const next = await servedByBoth();
        expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(next.token) })).statusCode).toBe(200);
        expect(await refusedOnB(next.token)).toBeLessThanOrEqual(WITHIN_MS);
      } finally {
        await admin.end();
      }
    });
  });
}
