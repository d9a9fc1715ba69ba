import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function signedIn(role: 'manager' | 'investor') {
  const user = await createUser(t, { role });
  const token = await login(t, user.email, user.password);
  const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
  return { user, token, session: session! };
}

/** Moves the session's last use back by `ms`, as if it had gone unused that long. */
const idleFor = (sessionId: string, ms: number) =>
  t.database.db
    .update(sessions)
    .set({ lastUsedAt: sql`${sessions.lastUsedAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(sessions.id, sessionId));

const lastUsed = async (sessionId: string) => (await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.lastUsedAt;

describe('lifetimes fixed at sign-in by role', () => {
  it('gives a manager 30 minutes idle and 12 hours in all, a company 14 days idle and 30 days in all', async () => {
    const manager = await signedIn('manager');
    expect(manager.session.idleSeconds).toBe(30 * 60);
    expect(Math.abs(manager.session.expiresAt.getTime() - manager.session.createdAt.getTime() - 12 * HOUR)).toBeLessThan(MINUTE);
    const investor = await signedIn('investor');
    expect(investor.session.idleSeconds).toBe(14 * 24 * 3600);
    expect(Math.abs(investor.session.expiresAt.getTime() - investor.session.createdAt.getTime() - 30 * DAY)).toBeLessThan(MINUTE);
  });
});

describe('idle lifetime', () => {
  it('ends a manager session unused for more than 30 minutes, while a company session unused as long lives on', async () => {
    const manager = await signedIn('manager');
    const investor = await signedIn('investor');
    await idleFor(manager.session.id, 31 * MINUTE);
    await idleFor(investor.session.id, 31 * MINUTE);
    const ended = await info(manager.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'session_expired', message: 'Your session has ended. Please sign in again' });
    expect((await info(investor.token)).statusCode).toBe(200);
  });

  it('ends a company session unused for more than 14 days', async () => {
    const investor = await signedIn('investor');
    await idleFor(investor.session.id, 13 * DAY);
    expect((await info(investor.token)).statusCode).toBe(200);
    const investor2 = await signedIn('investor');
    await idleFor(investor2.session.id, 14 * DAY + MINUTE);
    expect((await info(investor2.token)).json()).toMatchObject({ code: 'session_expired' });
  });

  it('starts again with each use: used after 25 idle minutes, a manager session outlives another 25', async () => {
    const manager = await signedIn('manager');
    await idleFor(manager.session.id, 25 * MINUTE);
    const before = await lastUsed(manager.session.id);
    expect((await info(manager.token)).statusCode).toBe(200);
    // The use is recorded after the answer, without holding it up.
    await vi.waitFor(async () => expect((await lastUsed(manager.session.id)).getTime()).toBeGreaterThan(before.getTime() + 20 * MINUTE));
    await idleFor(manager.session.id, 25 * MINUTE);
    expect((await info(manager.token)).statusCode).toBe(200);
  });

  it('records a use at most once a minute', async () => {
    const manager = await signedIn('manager');
    const first = await lastUsed(manager.session.id);
    for (let i = 0; i < 3; i++) expect((await info(manager.token)).statusCode).toBe(200);
    expect(await lastUsed(manager.session.id)).toEqual(first);
  });
});

describe('absolute lifetime', () => {
  it('ends a session past its absolute end however recently used', async () => {
    const manager = await signedIn('manager');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastUsedAt: sql`now()` })
      .where(eq(sessions.id, manager.session.id));
    expect((await info(manager.token)).json()).toMatchObject({ code: 'session_expired' });
  });

  it('is not moved by a renewed token: the renewed token stops with the session', async () => {
    const investor = await signedIn('investor');
    const old = await new SignJWT({ sid: investor.session.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(investor.user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 2 * 24 * 3600)
      .setExpirationTime('20d')
      .sign(new TextEncoder().encode(t.config.sessionSecret));
    const res = await info(old);
    expect(res.statusCode).toBe(200);
    const renewed = /^Bearer (.+)$/.exec(String(res.headers.authorization))?.[1];
    expect(renewed).toBeTruthy();
    const [after] = await t.database.db.select().from(sessions).where(eq(sessions.id, investor.session.id));
    expect(after!.expiresAt).toEqual(investor.session.expiresAt);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, investor.session.id));
    expect((await info(renewed!)).json()).toMatchObject({ code: 'session_expired' });
  });
});

describe('with MFA_REQUIRED_ROLES empty (this file runs so)', () => {
  it('requires a second factor of no one: a manager without one works and user info asks for nothing', async () => {
    expect(t.config.mfaRequiredRoles).toEqual([]);
    const manager = await signedIn('manager');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/manager/managers', headers: bearer(manager.token) })).statusCode).toBe(200);
    expect((await info(manager.token)).json()).not.toHaveProperty('mfa_enrolment_required');
  });
});
