import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, signinEvents } from '../src/db/schema/index.js';
import { caller, createUser, mailedSigninKey, type TestApp, startTestApp } from './harness.js';
import { codeAt, enrolledAccount, wrongCode } from './fixtures/mfa.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { loginPerAccount: 3 } });
});
afterAll(() => t.close());
const call = caller(() => t);

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_MAC_NEWER = CHROME_MAC.replace('Chrome/131', 'Chrome/132');
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const login = (email: string, password: string, userAgent = CHROME_MAC, ip = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers: { 'user-agent': userAgent }, remoteAddress: ip });

type SigninItem = { method: string; outcome: string; success: boolean; device: string; ip_masked: string | null; new_device: boolean };
const signinsOf = async (token: string) => (await call('GET', '/api/v1/user/signins', token)).json<{ items: SigninItem[] }>().items;
const letters = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'account.new_signin')))
    .orderBy(desc(mailOutbox.createdAt));

describe('every sign-in attempt is recorded', () => {
  it('records a wrong password, a success and the device, shown to the account newest first', async () => {
    const user = await createUser(t);
    expect((await login(user.email, 'not-the-password')).statusCode).toBe(401);
    const ok = await login(user.email, user.password);
    const list = await signinsOf(ok.json<{ token: string }>().token);
    expect(list).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        method: 'password',
        outcome: 'success',
        success: true,
        device: 'Chrome on macOS',
        ip_masked: '198.51.100.x',
        new_device: true,
      },
      {
        id: expect.any(String),
        at: expect.any(String),
        method: 'password',
        outcome: 'wrong_password',
        success: false,
        device: 'Chrome on macOS',
        ip_masked: '198.51.100.x',
        new_device: false,
      },
    ]);
  });

  it('answers an unknown e-mail exactly as a wrong password, and keeps only a hash of the address', async () => {
    const user = await createUser(t);
    const email = `nobody-${Date.now()}@example.test`;
    const unknown = await login(email, 'whatever-password');
    const wrong = await login(user.email, 'whatever-password');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    const rows = await t.database.db
      .select()
      .from(signinEvents)
      .where(and(isNull(signinEvents.userId), eq(signinEvents.outcome, 'unknown_account')));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.emailHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(email);
    }
  });

  it('records a blocked account’s refusal and a lockout', async () => {
    const blocked = await createUser(t, { status: 'blocked' });
    expect((await login(blocked.email, blocked.password)).statusCode).toBe(403);
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-password', CHROME_MAC, '192.0.2.9')).statusCode).toBe(401);
    expect((await login(user.email, user.password, CHROME_MAC, '192.0.2.9')).statusCode).toBe(429);
    const outcomes = async (userId: string) =>
      (await t.database.db.select().from(signinEvents).where(eq(signinEvents.userId, userId)).orderBy(desc(signinEvents.at))).map((r) => r.outcome);
    expect(await outcomes(blocked.id)).toEqual(['blocked']);
    expect(await outcomes(user.id)).toEqual(['locked', 'wrong_password', 'wrong_password', 'wrong_password']);
  });

  it('records both steps of a sign-in with a second factor: the password, a wrong code, then the success by code', async () => {
    const user = await enrolledAccount(t);
    const first = await login(user.email, user.password, FIREFOX_WINDOWS);
    const mfa_token = first.json<{ mfa_token: string }>().mfa_token;
    const step = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/mfa', payload: { mfa_token, code }, headers: { 'user-agent': FIREFOX_WINDOWS } });
    expect((await step(await wrongCode(user.secret))).statusCode).toBe(401);
    const ok = await step(await codeAt(user.secret));
    expect(ok.statusCode, ok.body).toBe(200);
    const list = await signinsOf(ok.json<{ token: string }>().token);
    expect(list.slice(0, 3).map((s) => [s.method, s.outcome])).toEqual([
      ['totp', 'success'],
      ['totp', 'wrong_code'],
      ['password', 'mfa_required'],
    ]);
  });

  it('records a sign-in link, used and then used again', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const managerToken = (await login(manager.email, manager.password)).json<{ token: string }>().token;
    const company = await createUser(t, { role: 'corporate' });
    expect((await call('POST', `/api/v1/manager/companies/${company.id}/signin-link`, managerToken)).statusCode).toBe(200);
    const key = await mailedSigninKey(t, company.email);
    const use = () => t.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key }, headers: { 'user-agent': CHROME_MAC } });
    const ok = await use();
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await use()).statusCode).toBe(401);
    const list = await signinsOf(ok.json<{ token: string }>().token);
    expect(list.map((s) => [s.method, s.outcome])).toEqual([
      ['link', 'link_invalid'],
      ['link', 'success'],
    ]);
    // The company's page in the back office reads the same list; a company cannot read another's.
    const read = await call('GET', `/api/v1/manager/companies/${company.id}/signins`, managerToken);
    expect(read.json<{ items: SigninItem[] }>().items).toHaveLength(2);
    expect((await call('GET', `/api/v1/manager/companies/${company.id}/signins`, ok.json<{ token: string }>().token)).statusCode).toBe(403);
  });
});

describe('the new-device letter', () => {
  it('is not sent for the very first sign-in, nor for the same browser updated, and is sent once for a new device', async () => {
    const user = await createUser(t);
    expect((await login(user.email, user.password, CHROME_MAC)).statusCode).toBe(200);
    expect(await letters(user.email)).toHaveLength(0);
    expect((await login(user.email, user.password, CHROME_MAC_NEWER)).statusCode).toBe(200);
    expect(await letters(user.email)).toHaveLength(0);

    expect((await login(user.email, user.password, FIREFOX_WINDOWS, '203.0.113.80')).statusCode).toBe(200);
    const [letter, ...more] = await letters(user.email);
    expect(more).toHaveLength(0);
    expect(letter).toMatchObject({ subject: 'New sign-in to your account', language: 'en' });
    expect(letter!.text).toContain('Firefox on Windows');
    expect(letter!.text).toContain('203.0.113.x');
    expect(letter!.text).not.toContain('203.0.113.80');

    // The device is known now: no second letter.
    expect((await login(user.email, user.password, FIREFOX_WINDOWS)).statusCode).toBe(200);
    expect(await letters(user.email)).toHaveLength(1);
  });

  it('is written in the account’s language', async () => {
    const user = await createUser(t);
    const token = (await login(user.email, user.password, CHROME_MAC)).json<{ token: string }>().token;
    expect((await call('PATCH', '/api/v1/user/settings', token, { language: 'ru' })).statusCode).toBeLessThan(300);
    expect((await login(user.email, user.password, FIREFOX_WINDOWS)).statusCode).toBe(200);
    const [letter] = await letters(user.email);
    expect(letter).toMatchObject({ subject: 'Новый вход в ваш аккаунт', language: 'ru' });
  });
});
