import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '@platform/contract';
import { sessions, signinKeys, users } from '../src/db/schema/index.js';
import { auditLog } from '../src/db/schema/index.js';
import { bearer, createUser, login, mailedSigninKey, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let managerToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const manager = await createUser(t, { role: 'manager', name: 'Manager' });
  managerToken = await login(t, manager.email, manager.password);
});
afterAll(() => t.close());

const info = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: token ? bearer(token) : {} });
const issueKey = (email: string, token = managerToken) =>
  t.app.inject({ method: 'POST', url: '/api/v1/manager/signin-keys', headers: bearer(token), payload: { email } });
/** A manager has the link mailed; the key is read from the letter, as its owner would. */
const mailedKey = async (email: string) => {
  expect((await issueKey(email)).statusCode).toBe(200);
  return mailedSigninKey(t, email);
};
const signin = (key: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key } });

describe('GET /api/v1/user/info', () => {
  it('answers every user-info field of the spec', async () => {
    const user = await createUser(t, { role: 'corporate', name: 'Atlas Group' });
    const res = await info(await login(t, user.email, user.password));
    expect(res.statusCode).toBe(200);
    const body = userInfoSchema.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'agreement',
        'can',
        'email',
        'id',
        'investmentPreferences',
        'isScoreFull',
        'language',
        'logo',
        'name',
        'phone',
        'pitchDeck',
        'role',
        'sectionSettings',
        'status',
        'tags',
        'timeZone',
        'unitEconomy',
      ].sort(),
    );
    expect(body).toMatchObject({ id: user.id, email: user.email, name: 'Atlas Group', role: 'corporate', status: 'active', agreement: true, timeZone: null });
    expect(body.sectionSettings).toEqual({ crowdfunding: true, pilots: true });
    expect(body.can).toEqual({ file_applications: true });
  });

  it('carries what the account may do: a startup files applications only once its score is full', async () => {
    const startup = await createUser(t, { role: 'startup', name: 'Nordlight' });
    const body = userInfoSchema.parse((await info(await login(t, startup.email, startup.password))).json());
    expect(body.can).toEqual({ file_applications: false });
    const expert = await createUser(t, { role: 'expert', name: 'Verity Audit' });
    expect(userInfoSchema.parse((await info(await login(t, expert.email, expert.password))).json()).can).toEqual({ file_applications: false });
  });

  it('refuses a missing, malformed, forged or expired token', async () => {
    expect((await info()).statusCode).toBe(401);
    expect((await info('not-a-token')).json()).toMatchObject({ code: 'session_expired' });
    const forged = await new SignJWT({ sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
    expect((await info(forged)).statusCode).toBe(401);
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await info(token)).statusCode).toBe(401);
  });

  it('renews a token older than a day in the Authorization header, and the new one works', async () => {
    const user = await createUser(t);
    const fresh = await login(t, user.email, user.password);
    const freshRes = await info(fresh);
    expect(freshRes.headers.authorization).toBeUndefined();
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const old = await new SignJWT({ sid: session!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 2 * 24 * 3600)
      .setExpirationTime('20d')
      .sign(new TextEncoder().encode(t.config.sessionSecret));
    const res = await info(old);
    expect(res.statusCode).toBe(200);
    const renewed = /^Bearer (.+)$/.exec(String(res.headers.authorization))?.[1];
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(old);
    expect((await info(renewed)).statusCode).toBe(200);
  });

  it('stops a blocked or deleted account at once, even with a live token', async () => {
    const blocked = await createUser(t);
    const token = await login(t, blocked.email, blocked.password);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
    const res = await info(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'account_blocked' });
    const deleted = await createUser(t);
    const token2 = await login(t, deleted.email, deleted.password);
    await t.database.db.update(users).set({ status: 'deleted', deletedAt: new Date() }).where(eq(users.id, deleted.id));
    expect((await info(token2)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/web/section/settings', () => {
  it('answers the account section visibility, visible by default', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/web/section/settings', headers: bearer(token) });
    expect(res.json()).toEqual({ crowdfunding: true, pilots: true });
    await t.database.db
      .update(users)
      .set({ sectionSettings: { crowdfunding: false, pilots: true } })
      .where(eq(users.id, user.id));
    const hidden = await t.app.inject({ method: 'GET', url: '/api/v1/web/section/settings', headers: bearer(token) });
    expect(hidden.json()).toEqual({ crowdfunding: false, pilots: true });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/web/section/settings' });
    expect(res.statusCode).toBe(401);
  });
});

describe('one-time sign-in keys', () => {
  it('signs in once with a key mailed at a manager’s request, and the link points at the web root', async () => {
    const user = await createUser(t, { role: 'expert' });
    const issued = await issueKey(user.email.toUpperCase());
    expect(issued.statusCode).toBe(200);
    const { sent_to, expires_at } = issued.json<{ sent_to: string; expires_at: string }>();
    expect(Object.keys(issued.json()).sort()).toEqual(['expires_at', 'sent_to']);
    expect(sent_to).toBe(user.email);
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
    const key = await mailedSigninKey(t, user.email);
    expect(issued.body).not.toContain(key);
    const first = await signin(key);
    expect(first.statusCode).toBe(200);
    const token = first.json<{ token: string }>().token;
    expect(first.headers.authorization).toBe(`Bearer ${token}`);
    expect((await info(token)).json()).toMatchObject({ id: user.id, role: 'expert' });
    const again = await signin(key);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: 'signin_key_used', message: 'This sign-in link has already been used' });
  });

  it('writes the issue of a key to the audit log', async () => {
    const user = await createUser(t);
    const key = await mailedKey(user.email);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'signin_key.create', entity: 'user' });
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('refuses an expired key', async () => {
    const user = await createUser(t);
    const key = await mailedKey(user.email);
    await t.database.db
      .update(signinKeys)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(signinKeys.userId, user.id));
    const res = await signin(key);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'signin_key_expired', message: 'This sign-in link has expired' });
  });

  it('refuses an unknown key, a malformed key and a blocked account', async () => {
    expect((await signin('x'.repeat(43))).json()).toMatchObject({ code: 'signin_key_invalid' });
    const short = await signin('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { key: 'Sign-in key is not valid' } });
    expect((await signin(12345)).statusCode).toBe(400);
    // A blocked account gets no key, and a key issued before the block no longer signs in.
    const blocked = await createUser(t, { status: 'blocked' });
    const refused = await issueKey(blocked.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'account_not_active' });
    const user = await createUser(t);
    const key = await mailedKey(user.email);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    const late = await signin(key);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'account_blocked' });
  });

  it('lets only managers issue keys, for existing accounts only', async () => {
    const user = await createUser(t, { role: 'investor' });
    const token = await login(t, user.email, user.password);
    const denied = await issueKey(user.email, token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'forbidden' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/manager/signin-keys', payload: { email: user.email } });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await issueKey('nobody@example.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'user_not_found', errors: { email: 'No account with this e-mail' } });
    expect((await issueKey('broken')).statusCode).toBe(400);
  });
});
