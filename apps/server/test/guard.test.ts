import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { companies, files, startupProfiles, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

/**
 * The guard every signed-in call passes: the token check and the one-statement session lookup.
 * A second app on the same database stands for another server process: nothing either keeps in
 * memory may let a closed session or a blocked account through.
 */
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  other = await buildApp(t.config, t.database);
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const info = (token: string, app: FastifyInstance = t.app) => get(app, '/api/v1/user/info', token);
const settings = (token: string, app: FastifyInstance = t.app) => get(app, '/api/v1/web/section/settings', token);
/** Both statements: user info's (with the company) and every other route's. */
async function statuses(token: string, app: FastifyInstance = t.app) {
  return [(await info(token, app)).statusCode, (await settings(token, app)).statusCode];
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signed(header: unknown, payload: unknown, secret: string) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('the token check', () => {
  it('refuses tampered, unsigned, expired, wrongly signed and malformed tokens with session_expired', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    expect(await statuses(token)).toEqual([200, 200]);
    const claims = claimsOf(token);
    const [h, , s] = token.split('.') as [string, string, string];
    const someoneElse = await createUser(t);
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      `${h}.${b64({ ...claims, sub: someoneElse.id })}.${s}`,
      `${b64({ alg: 'none' })}.${b64(claims)}.`,
      signed({ alg: 'HS512' }, claims, t.config.sessionSecret),
      signed({ alg: 'HS256' }, { ...claims, iat: now - 7200, exp: now - 1 }, t.config.sessionSecret),
      signed({ alg: 'HS256' }, claims, 'another-secret-another-secret-xx'),
      signed({ alg: 'HS256' }, { ...claims, sid: 'not-a-uuid' }, t.config.sessionSecret),
      `${token}.${s}`,
      `${token}=`,
      `${h}.${token.split('.')[1]}*.${s}`,
    ];
    for (const bad of refused) {
      const res = await info(bad);
      expect(res.statusCode, bad).toBe(401);
      expect(res.json()).toMatchObject({ code: 'session_expired' });
      expect((await settings(bad)).statusCode).toBe(401);
    }
  });

  it('accepts a token signed for the session by another implementation of HS256', async () => {
    const user = await createUser(t);
    const claims = claimsOf(await login(t, user.email, user.password));
    expect(await statuses(signed({ alg: 'HS256', typ: 'JWT' }, claims, t.config.sessionSecret))).toEqual([200, 200]);
  });
});

describe('revocation', () => {
  it('refuses a logged-out session at once, in every process', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    expect(await statuses(token, other)).toEqual([200, 200]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(await statuses(token, other)).toEqual([401, 401]);
    expect(await statuses(token)).toEqual([401, 401]);
  });

  it('refuses the other sessions at once after a password change, in every process', async () => {
    const user = await createUser(t);
    const mine = await login(t, user.email, user.password);
    const elsewhere = await login(t, user.email, user.password);
    expect(await statuses(elsewhere, other)).toEqual([200, 200]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(mine),
      payload: { currentPassword: user.password, password: 'next-password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await statuses(elsewhere, other)).toEqual([401, 401]);
    expect(await statuses(mine, other)).toEqual([200, 200]);
  });

  it('shows a changed e-mail at once in every process', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    expect((await info(token, other)).json()).toMatchObject({ email: user.email });
    const next = `changed-${Date.now()}@example.test`;
    await t.database.db.update(users).set({ email: next }).where(eq(users.id, user.id));
    expect((await info(token, other)).json()).toMatchObject({ email: next });
  });

  it('refuses a blocked and a deleted account at once, in every process', async () => {
    const blocked = await createUser(t);
    const token = await login(t, blocked.email, blocked.password);
    expect(await statuses(token, other)).toEqual([200, 200]);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
    expect(await statuses(token, other)).toEqual([401, 401]);
    expect((await info(token, other)).json()).toMatchObject({ code: 'account_blocked' });

    const deleted = await createUser(t);
    const token2 = await login(t, deleted.email, deleted.password);
    expect(await statuses(token2, other)).toEqual([200, 200]);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(token2), payload: { email: deleted.email } });
    expect(res.statusCode).toBe(200);
    expect(await statuses(token2, other)).toEqual([401, 401]);
  });
});

describe('the user info answer', () => {
  it('writes exactly what the contract serialises, for a startup with files and a score', async () => {
    const user = await createUser(t, { role: 'startup', name: 'Filed Startup' });
    const file = (purpose: 'logo' | 'pitch_deck' | 'unit_economy', name: string, size: number) => ({
      ownerId: user.id,
      purpose,
      name,
      mime: 'application/pdf',
      size,
      storageKey: `k/${name}-${user.id}`,
    });
    const [logo, deck, unit] = await t.database.db
      .insert(files)
      .values([file('logo', 'logo.png', 1234), file('pitch_deck', 'deck.pdf', 5_000_000_000), file('unit_economy', 'unit.xlsx', 42)])
      .returning();
    await t.database.db
      .update(companies)
      .set({ logoFileId: logo!.id, industries: [3, 1], regions: [2], rounds: [1] })
      .where(eq(companies.userId, user.id));
    await t.database.db.insert(startupProfiles).values({ userId: user.id, pitchDeckFileId: deck!.id, unitEconomyFileId: unit!.id, isScoreFull: true });
    const res = await info(await login(t, user.email, user.password));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(userInfoSchema.parse(JSON.parse(res.body))));
    expect(res.json()).toMatchObject({
      name: 'Filed Startup',
      isScoreFull: true,
      tags: [3, 1],
      logo: { id: logo!.id, name: 'logo.png', path: `/api/v1/files/${logo!.id}`, size: 1234 },
      pitchDeck: { id: deck!.id, size: 5_000_000_000 },
      unitEconomy: { id: unit!.id, name: 'unit.xlsx', size: 42 },
      investmentPreferences: { industries: [], regions: [], rounds: [] },
    });
  });

  it('writes exactly what the contract serialises for an account without a company', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const res = await info(await login(t, manager.email, manager.password));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(userInfoSchema.parse(JSON.parse(res.body))));
    expect(res.json()).toMatchObject({ name: 'Test Person', logo: null, pitchDeck: null, unitEconomy: null, tags: [], isScoreFull: false });
  });
});
