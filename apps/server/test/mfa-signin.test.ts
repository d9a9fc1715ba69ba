import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { mfaChallenges } from '../src/db/schema/index.js';
import { bearer, createUser, login, mailedCode, mailedSigninKey, startTestApp, type TestApp } from './harness.js';
import { codeAt, enrolledAccount, mfaToken, passwordLogin, secondStep, wrongCode } from './fixtures/mfa.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });

describe('signing in with a second factor', () => {
  it('answers the second step instead of a session after the right password, and a session after a right code', async () => {
    const user = await enrolledAccount(t);
    const first = await passwordLogin(t, user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: ['totp', 'recovery_code'] });
    expect(first.headers.authorization).toBeUndefined();

    const done = await secondStep(t, { mfa_token: first.json<{ mfa_token: string }>().mfa_token, code: await codeAt(user.secret) });
    expect(done.statusCode, done.body).toBe(200);
    const { token } = done.json<{ token: string }>();
    expect(done.headers.authorization).toBe(`Bearer ${token}`);
    expect((await userInfo(token)).json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('refuses a code used once already, even through a new sign-in in the same period', async () => {
    const user = await enrolledAccount(t);
    const code = await codeAt(user.secret);
    expect((await secondStep(t, { mfa_token: await mfaToken(t, user), code })).statusCode).toBe(200);
    const replay = await secondStep(t, { mfa_token: await mfaToken(t, user), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'mfa_code_wrong' });
    // The code of the period before the one used is refused too; the next period's is still good.
    expect((await secondStep(t, { mfa_token: await mfaToken(t, user), code: await codeAt(user.secret, -1) })).statusCode).toBe(401);
    expect((await secondStep(t, { mfa_token: await mfaToken(t, user), code: await codeAt(user.secret, 1) })).statusCode).toBe(200);
  });

  it('refuses a wrong code and a code two periods away, and keeps the step open for a right one', async () => {
    const user = await enrolledAccount(t);
    const token = await mfaToken(t, user);
    const wrong = await secondStep(t, { mfa_token: token, code: await wrongCode(user.secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'mfa_code_wrong', field_codes: { code: 'mfa_code_wrong' } });
    expect((await secondStep(t, { mfa_token: token, code: await codeAt(user.secret, 2) })).statusCode).toBe(401);
    expect((await secondStep(t, { mfa_token: token, code: await codeAt(user.secret) })).statusCode).toBe(200);
    // The step is burnt by the sign-in it finished.
    const reused = await secondStep(t, { mfa_token: token, code: await codeAt(user.secret, 1) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'mfa_token_invalid' });
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    const user = await enrolledAccount(t);
    const recovery = user.recoveryCodes[3]!;
    const typed = ` ${recovery.toUpperCase().replace('-', ' ')} `;
    const done = await secondStep(t, { mfa_token: await mfaToken(t, user), recovery_code: typed });
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/mfa', headers: bearer(done.json<{ token: string }>().token) })).json()).toMatchObject({
      recovery_codes_left: 9,
    });
    const again = await secondStep(t, { mfa_token: await mfaToken(t, user), recovery_code: recovery });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'mfa_code_wrong', field_codes: { recovery_code: 'mfa_code_wrong' } });
  });

  it('refuses an expired, forged or spent step token, another account’s token, and a token used as a session', async () => {
    const [user, other] = [await enrolledAccount(t), await enrolledAccount(t)];
    const expired = await mfaToken(t, user);
    await t.database.db
      .update(mfaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaChallenges.userId, user.id));
    const late = await secondStep(t, { mfa_token: expired, code: await codeAt(user.secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'mfa_token_invalid' });
    expect((await secondStep(t, { mfa_token: randomBytes(32).toString('base64url'), code: await codeAt(user.secret) })).json()).toMatchObject({
      code: 'mfa_token_invalid',
    });

    // Another account's step token with this account's code: the code is checked against the token's account.
    const stolen = await mfaToken(t, other);
    expect((await secondStep(t, { mfa_token: stolen, code: await codeAt(user.secret) })).statusCode).toBe(401);
    expect((await secondStep(t, { mfa_token: stolen, recovery_code: user.recoveryCodes[0]! })).statusCode).toBe(401);

    const asSession = await userInfo(await mfaToken(t, user));
    expect(asSession.statusCode).toBe(401);
    const both = await secondStep(t, { mfa_token: stolen, code: '123456', recovery_code: 'abcde-fghij' });
    expect(both.statusCode).toBe(400);
    expect((await secondStep(t, { mfa_token: stolen })).statusCode).toBe(400);
  });

  it('answers an unknown e-mail and a wrong password as before, without saying whether a factor is on', async () => {
    const user = await enrolledAccount(t);
    for (const [email, password] of [
      ['nobody-here@example.test', user.password],
      [user.email, 'not-the-password'],
    ]) {
      const res = await passwordLogin(t, email!, password!);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_credentials' });
    }
  });

  it('puts no key, code, recovery code or step token in any log line', async () => {
    const lines: string[] = [];
    const logged = await buildApp({ ...t.config, logLevel: 'trace' }, t.database, { logStream: { write: (line) => void lines.push(line) } });
    await logged.ready();
    try {
      const user = await createUser(t);
      const token = await login(t, user.email, user.password);
      const started = await logged.inject({ method: 'POST', url: '/api/v1/user/mfa/totp', headers: bearer(token) });
      const { secret } = started.json<{ secret: string }>();
      const confirmCode = await codeAt(secret, -1);
      const confirmed = await logged.inject({ method: 'POST', url: '/api/v1/user/mfa/totp/confirm', headers: bearer(token), payload: { code: confirmCode } });
      const recovery = confirmed.json<{ recovery_codes: string[] }>().recovery_codes;
      const step = await logged.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
      const mfa_token = step.json<{ mfa_token: string }>().mfa_token;
      const code = await codeAt(secret);
      expect((await logged.inject({ method: 'POST', url: '/api/v1/auth/mfa', payload: { mfa_token, code } })).statusCode).toBe(200);
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const value of [secret, confirmCode, code, mfa_token, ...recovery]) expect(log).not.toContain(value);
    } finally {
      await logged.close();
    }
  });
});

describe('no way around the second factor', () => {
  it('password recovery sets the password and the next sign-in still asks for the code', async () => {
    const user = await enrolledAccount(t);
    const send = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/recovery', payload: { email: user.email } });
    expect(send.statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-code/recovery',
      payload: { email: user.email, code: await mailedCode(t, user.email) },
    });
    const recoveryToken = verified.json<{ recoveryToken: string }>().recoveryToken;
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { recoveryToken, password: 'a-new-password-1' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.headers.authorization).toBeUndefined();
    const next = await passwordLogin(t, user.email, 'a-new-password-1');
    expect(next.json()).toMatchObject({ mfa_required: true });
    expect((await secondStep(t, { mfa_token: next.json<{ mfa_token: string }>().mfa_token, code: await codeAt(user.secret) })).statusCode).toBe(200);
  });

  it('a one-time sign-in link a manager sends stops at the second step too', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const managerToken = await login(t, manager.email, manager.password);
    const user = await enrolledAccount(t, { role: 'investor' });
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/manager/signin-keys', headers: bearer(managerToken), payload: { email: user.email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const link = await t.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key: await mailedSigninKey(t, user.email) } });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: ['totp', 'recovery_code'] });
    expect(link.headers.authorization).toBeUndefined();
    const done = await secondStep(t, { mfa_token: link.json<{ mfa_token: string }>().mfa_token, code: await codeAt(user.secret) });
    expect(done.statusCode).toBe(200);
    expect((await userInfo(done.json<{ token: string }>().token)).json()).toMatchObject({ id: user.id });
  });
});
