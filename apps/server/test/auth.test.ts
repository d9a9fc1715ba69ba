import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const loginCall = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, headers });

describe('POST /api/v1/auth/login: success', () => {
  it('answers a token in the body and in the Authorization header, and the token opens user info', async () => {
    const user = await createUser(t, { role: 'investor' });
    const res = await loginCall({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(res.headers.authorization).toBe(`Bearer ${token}`);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ id: user.id, email: user.email, role: 'investor' });
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const user = await createUser(t);
    const res = await loginCall({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/login: failures', () => {
  it('refuses a wrong password with a clear message and no stack trace', async () => {
    const user = await createUser(t);
    const res = await loginCall({ email: user.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Wrong e-mail or password', code: 'invalid_credentials' });
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const res = await loginCall({ email: 'nobody-here@example.test', password: 'whatever-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Wrong e-mail or password', code: 'invalid_credentials' });
  });

  it('speaks Russian when the caller asks for it', async () => {
    const res = await loginCall({ email: 'nobody-here@example.test', password: 'whatever-password' }, { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(res.json<{ message: string }>().message).toBe('Неверный e-mail или пароль');
  });

  it('takes as long for an unknown e-mail as for a wrong password', async () => {
    const user = await createUser(t);
    const time = async (email: string) => {
      const started = performance.now();
      await loginCall({ email, password: 'wrong-password' });
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`ghost-${i}@example.test`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('refuses a blocked account only after the right password', async () => {
    const user = await createUser(t, { status: 'blocked' });
    const wrong = await loginCall({ email: user.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    const right = await loginCall({ email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'account_blocked', message: 'This account is blocked. Contact the platform manager' });
  });

  it('refuses a deleted account as unknown', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ status: 'deleted', deletedAt: new Date() }).where(eq(users.id, user.id));
    const res = await loginCall({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ email: 'not-an-email', password: 'long-enough-password' }, 'email', 'Email is not correct'],
    [{ email: 'a@b', password: 'long-enough-password' }, 'email', 'Email is not correct'],
    [{ email: 'someone@example.test', password: '   short   ' }, 'password', 'Password must be at least 8 characters'],
    [{ email: 'someone@example.test', password: 'x'.repeat(51) }, 'password', 'Password must be at most 50 characters'],
    [{ email: 'someone@example.test' }, 'password', undefined],
    [{ password: 'long-enough-password' }, 'email', undefined],
  ])('refuses bad input %j naming the field', async (payload, field, text) => {
    const res = await loginCall(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toBe('Please, fix error(s) and repeat');
    expect(body.errors[field]).toBeTruthy();
    if (text) expect(body.errors[field]).toBe(text);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await loginCall({ email: 'someone@example.test', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: 'The request is too large' });
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('revokes the session so its token stops working, leaving other sessions alone', async () => {
    const user = await createUser(t);
    const first = await login(t, user.email, user.password);
    const second = await login(t, user.email, user.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(first) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'session_expired' });
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(second) });
    expect(other.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(sessions.createdAt).limit(1);
    expect(row!.revokedAt).not.toBeNull();
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized', message: 'Please sign in' });
  });
});
