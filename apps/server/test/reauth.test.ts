import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reauthResponseSchema, REAUTH_WINDOW_MS, type Role } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { bearer, caller, createUser, login, mailedCode, startTestApp, type Method, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { ageProof, reauth } from './fixtures/reauth.js';

/**
 * Sensitive changes need a proof of identity from the last five minutes: a sign-in, or
 * `POST /api/v1/auth/reauth` on the same session. Each guarded call is refused with 403
 * `reauth_required` once the session's proof is older, and goes through after a new one.
 */
let t: TestApp;
const call = caller(() => t);
const rounds = crowdfundingKit(() => t);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createUser>> & { token: string };
async function person(role: Role = 'startup'): Promise<Person> {
  const user = await createUser(t, { role });
  return { ...user, token: await login(t, user.email, user.password) };
}

/** A guarded call: what it sends and the status it answers once the session is fresh. */
type Guarded = { name: string; role?: 'manager'; prepare?: (who: Person) => Promise<{ method: Method; url: string; body?: unknown }>; ok: number } & Partial<{
  method: Method;
  url: string;
  body: (who: Person) => unknown;
}>;

const guarded: Guarded[] = [
  {
    name: 'changing the password',
    method: 'POST',
    url: '/api/v1/user/password',
    body: (p) => ({ currentPassword: p.password, password: 'a-new-password-9' }),
    ok: 200,
  },
  {
    name: 'mailing a code to a new e-mail',
    method: 'POST',
    url: '/api/v1/user/email/send-code',
    body: () => ({ email: `next-${randomUUID()}@example.test` }),
    ok: 200,
  },
  {
    name: 'confirming the new e-mail',
    prepare: async (p) => {
      const email = `next-${randomUUID()}@example.test`;
      expect((await call('POST', '/api/v1/user/email/send-code', p.token, { email })).statusCode).toBe(200);
      return { method: 'POST', url: '/api/v1/user/email/confirm', body: { email, code: await mailedCode(t, email) } };
    },
    ok: 200,
  },
  { name: 'turning authenticator codes on', method: 'POST', url: '/api/v1/user/mfa/totp', ok: 200 },
  { name: 'deleting the account', method: 'DELETE', url: '/api/v1/user', body: (p) => ({ email: p.email }), ok: 200 },
  {
    name: 'blocking a company',
    role: 'manager',
    prepare: async () => ({
      method: 'POST',
      url: `/api/v1/manager/companies/${(await createUser(t, { role: 'investor' })).id}/block`,
      body: { reason: 'Documents could not be verified' },
    }),
    ok: 200,
  },
  // No approved report is needed to show the gate: past it, the route answers for the id it is given.
  {
    name: 'revoking a report',
    role: 'manager',
    method: 'POST',
    url: `/api/v1/manager/reports/${randomUUID()}/revoke`,
    body: () => ({ reason: 'A conflict of interest came to light' }),
    ok: 404,
  },
  {
    name: 'changing a round’s terms',
    role: 'manager',
    prepare: async () => {
      const founder = await createUser(t, { role: 'startup' });
      const round = await rounds.insertRound(founder.id);
      return {
        method: 'POST',
        url: `/api/v1/manager/crowdfunding/${round.id}/terms`,
        body: { conditions_of_deal: 'Convertible note with a discount', reason: 'The startup asked for a discount after a lead investor joined' },
      };
    },
    ok: 200,
  },
  {
    name: 'adding a manager',
    role: 'manager',
    method: 'POST',
    url: '/api/v1/manager/managers',
    body: () => ({ email: `manager-${randomUUID()}@example.test`, first_name: 'New', last_name: 'Manager' }),
    ok: 200,
  },
  {
    name: 'deactivating a manager',
    role: 'manager',
    prepare: async () => ({ method: 'POST', url: `/api/v1/manager/managers/${(await createUser(t, { role: 'manager' })).id}/deactivate` }),
    ok: 200,
  },
];

describe('a sensitive change needs a proof from the last five minutes', () => {
  for (const g of guarded) {
    it(`${g.name}: refused with reauth_required on a stale session, done after re-authenticating`, async () => {
      const who = await person(g.role ?? 'startup');
      const req = g.prepare ? await g.prepare(who) : { method: g.method!, url: g.url!, body: g.body?.(who) };
      await ageProof(t, who.token);
      const stale = await call(req.method, req.url, who.token, req.body);
      expect(stale.statusCode, stale.body).toBe(403);
      expect(stale.json()).toMatchObject({ code: 'reauth_required', message: "Confirm it's you to continue" });

      const proof = await reauth(t, who.token, { password: who.password });
      expect(proof.statusCode, proof.body).toBe(200);
      const freshUntil = Date.parse(reauthResponseSchema.parse(proof.json()).fresh_until);
      expect(freshUntil - Date.now()).toBeGreaterThan(REAUTH_WINDOW_MS - 60_000);
      expect(freshUntil - Date.now()).toBeLessThanOrEqual(REAUTH_WINDOW_MS);

      const done = await call(req.method, req.url, who.token, req.body);
      expect(done.statusCode, done.body).toBe(g.ok);
    });
  }

  it('takes a fresh sign-in as a fresh proof', async () => {
    const who = await person();
    expect((await call('POST', '/api/v1/user/email/send-code', who.token, { email: `next-${randomUUID()}@example.test` })).statusCode).toBe(200);
  });

  it('lets a proof just under five minutes old through', async () => {
    const who = await person();
    await ageProof(t, who.token, 4);
    expect((await call('POST', '/api/v1/user/mfa/totp', who.token)).statusCode).toBe(200);
  });

  it('leaves the calls outside the list alone on a stale session', async () => {
    const who = await person();
    await ageProof(t, who.token, 60);
    expect((await call('GET', '/api/v1/user/info', who.token)).statusCode).toBe(200);
    expect((await call('PATCH', '/api/v1/user/settings', who.token, { language: 'ru' })).statusCode).toBe(200);
  });

  it('freshens only the session that gave the proof', async () => {
    const who = await person();
    const other = await login(t, who.email, who.password);
    await ageProof(t, who.token);
    await ageProof(t, other);
    expect((await reauth(t, who.token, { password: who.password })).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/user/mfa/totp', who.token)).statusCode).toBe(200);
    const refused = await call('POST', '/api/v1/user/mfa/totp', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'reauth_required' });
  });

  it('sees a proof at once in another process that kept the stale session in memory', async () => {
    const other = await buildApp(t.config, t.database);
    await other.ready();
    try {
      const who = await person();
      await ageProof(t, who.token);
      const enrol = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/v1/user/mfa/totp', headers: bearer(who.token) });
      // Both processes read the stale session, and keep it.
      expect((await enrol(other)).statusCode).toBe(403);
      expect((await enrol(t.app)).statusCode).toBe(403);
      expect((await reauth(t, who.token, { password: who.password })).statusCode).toBe(200);
      expect((await enrol(other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('says in the API document which calls need a fresh proof', async () => {
    type Operation = { description?: string; 'x-reauth-required'?: boolean };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const marked = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const))
      .filter(([, op]) => op['x-reauth-required'] === true);
    expect(marked.map(([name]) => name).sort()).toEqual(
      [
        'DELETE /api/v1/user',
        'POST /api/v1/manager/companies/{id}/block',
        'POST /api/v1/manager/crowdfunding/{id}/terms',
        'POST /api/v1/manager/managers',
        'POST /api/v1/manager/managers/{id}/deactivate',
        'POST /api/v1/manager/reports/{id}/revoke',
        'POST /api/v1/user/email/confirm',
        'POST /api/v1/user/email/send-code',
        'POST /api/v1/user/mfa/totp',
        'DELETE /api/v1/user/mfa/totp',
        'POST /api/v1/user/passkeys/options',
        'POST /api/v1/user/passkeys',
        'PATCH /api/v1/user/passkeys/{id}',
        'DELETE /api/v1/user/passkeys/{id}',
        'POST /api/v1/user/password',
      ].sort(),
    );
    for (const [, op] of marked) expect(op.description).toContain('reauth_required');
  });

  it('refuses a re-authentication without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reauth', payload: { password: 'anything-at-all' } });
    expect(res.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reauth', headers: bearer('not-a-token'), payload: { password: 'x' } });
    expect(forged.statusCode).toBe(401);
  });
});
