import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../src/db/schema/index.js';
import { caller, createUser, type TestApp, startTestApp } from './harness.js';
import { codeAt } from './fixtures/mfa.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type SessionItem = { id: string; device: string; ip_masked: string | null; created_at: string; last_used_at: string; method: string | null; current: boolean };

/** Signs in from a browser and an address, as a person on that device would. */
async function signIn(user: { email: string; password: string }, userAgent: string, ip = '203.0.113.45'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

const sessionsOf = async (token: string) => (await call('GET', '/api/v1/user/sessions', token)).json<{ items: SessionItem[] }>().items;
const works = async (token: string) => (await call('GET', '/api/v1/user/sessions', token)).statusCode;

describe('the sessions an account sees', () => {
  it('lists each live session with its device, masked address, times and method, the current one marked', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, CHROME_MAC, '203.0.113.45');
    await signIn(user, FIREFOX_WINDOWS, '2001:db8:abcd:12::1');
    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(2);
    const mine = list.find((s) => s.current)!;
    expect(mine).toMatchObject({ device: 'Chrome on macOS', ip_masked: '203.0.113.x', method: 'password', current: true });
    expect(list.find((s) => !s.current)).toMatchObject({ device: 'Firefox on Windows', ip_masked: '2001:db8:abcd::/48', current: false });
    expect(Date.parse(mine.created_at)).not.toBeNaN();
    expect(Date.parse(mine.last_used_at)).not.toBeNaN();
    // No full address and no user agent leave the server.
    expect(JSON.stringify(list)).not.toContain('203.0.113.45');
    expect(JSON.stringify(list)).not.toContain('Mozilla');
  });

  it('leaves out a session past its idle lifetime, as the guard does', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, CHROME_MAC);
    await signIn(user, FIREFOX_WINDOWS);
    const idle = (await sessionsOf(laptop)).find((s) => !s.current)!;
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - make_interval(secs => ${sessions.idleSeconds}) - interval '1 minute'` })
      .where(eq(sessions.id, idle.id));
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(idle.id);
    expect((await call('DELETE', `/api/v1/user/sessions/${idle.id}`, laptop)).statusCode).toBe(404);
  });

  it('ends one session: its token is refused at once, the others go on', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, CHROME_MAC);
    const phone = await signIn(user, SAFARI_IPHONE);
    const other = (await sessionsOf(laptop)).find((s) => !s.current)!;
    const ended = await call('DELETE', `/api/v1/user/sessions/${other.id}`, laptop);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ ok: true, current: false });
    const refused = await call('GET', '/api/v1/user/mfa', phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'session_expired' });
    expect(await works(laptop)).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(other.id);
    // Ending it again finds nothing.
    expect((await call('DELETE', `/api/v1/user/sessions/${other.id}`, laptop)).statusCode).toBe(404);
  });

  it('ends its own session as a sign-out, with no renewed token', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, CHROME_MAC);
    const mine = (await sessionsOf(laptop)).find((s) => s.current)!;
    const ended = await call('DELETE', `/api/v1/user/sessions/${mine.id}`, laptop);
    expect(ended.json()).toEqual({ ok: true, current: true });
    expect(ended.headers.authorization).toBeUndefined();
    expect(await works(laptop)).toBe(401);
  });

  it('ends every other session and keeps this one', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, CHROME_MAC);
    const phone = await signIn(user, SAFARI_IPHONE);
    const desktop = await signIn(user, FIREFOX_WINDOWS);
    const res = await call('DELETE', '/api/v1/user/sessions', laptop);
    expect(res.json()).toEqual({ ended: 2 });
    expect(await works(phone)).toBe(401);
    expect(await works(desktop)).toBe(401);
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('answers the same 404 for another account’s session and an unknown id, and ends nothing', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const ownerToken = await signIn(owner, CHROME_MAC);
    const strangerToken = await signIn(stranger, CHROME_MAC);
    const target = (await sessionsOf(ownerToken))[0]!.id;
    const theirs = await call('DELETE', `/api/v1/user/sessions/${target}`, strangerToken);
    const unknown = await call('DELETE', `/api/v1/user/sessions/${randomUUID()}`, strangerToken);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toMatchObject({ code: 'session_not_found' });
    expect(await works(ownerToken)).toBe(200);
    expect((await call('DELETE', '/api/v1/user/sessions/not-an-id', strangerToken)).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/api/v1/user/sessions'],
      ['DELETE', '/api/v1/user/sessions'],
      ['DELETE', `/api/v1/user/sessions/${target}`],
    ] as const)
      expect((await call(method, url)).statusCode).toBe(401);
  });
});

describe('a password or factor change ends the other sessions', () => {
  it('a password change keeps this session and ends the others', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, CHROME_MAC);
    const phone = await signIn(user, SAFARI_IPHONE);
    const res = await call('POST', '/api/v1/user/password', laptop, { currentPassword: user.password, password: 'a-new-long-passphrase-42' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await works(laptop)).toBe(200);
    expect(await works(phone)).toBe(401);
  });

  it('turning authenticator codes on, and off again, ends the other sessions each time', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, CHROME_MAC);
    const phone = await signIn(user, SAFARI_IPHONE);
    const { secret } = (await call('POST', '/api/v1/user/mfa/totp', laptop)).json<{ secret: string }>();
    expect(await works(phone)).toBe(200);
    expect((await call('POST', '/api/v1/user/mfa/totp/confirm', laptop, { code: await codeAt(secret) })).statusCode).toBe(200);
    expect(await works(phone)).toBe(401);
    expect(await works(laptop)).toBe(200);

    const desktop = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa',
      payload: { mfa_token: desktop.json<{ mfa_token: string }>().mfa_token, code: await codeAt(secret, 1) },
    });
    const desktopToken = second.json<{ token: string }>().token;
    expect(await works(desktopToken)).toBe(200);
    expect((await call('DELETE', '/api/v1/user/mfa/totp', laptop)).statusCode).toBe(200);
    expect(await works(desktopToken)).toBe(401);
    expect(await works(laptop)).toBe(200);
  });
});

describe('a manager ends a company’s sessions', () => {
  it('ends every session of the company at once, audited; a company may not', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const managerToken = await signIn(manager, CHROME_MAC);
    const company = await createUser(t, { role: 'investor' });
    const one = await signIn(company, CHROME_MAC);
    const two = await signIn(company, SAFARI_IPHONE);

    const refused = await call('POST', `/api/v1/manager/companies/${company.id}/sessions/end`, one);
    expect(refused.statusCode).toBe(403);
    expect(await works(one)).toBe(200);

    const res = await call('POST', `/api/v1/manager/companies/${company.id}/sessions/end`, managerToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect(await works(one)).toBe(401);
    expect(await works(two)).toBe(401);
    expect(await works(managerToken)).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.sessions_end'), eq(auditLog.entityId, company.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: manager.id, companyId: company.id });

    // A manager's own account is no company: 404, as an unknown id.
    const other = await createUser(t, { role: 'manager' });
    expect((await call('POST', `/api/v1/manager/companies/${other.id}/sessions/end`, managerToken)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/manager/companies/${randomUUID()}/sessions/end`, managerToken)).statusCode).toBe(404);
  });
});
