import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { codeAt, enrolledAccount, passwordLogin, wrongCode } from './fixtures/mfa.js';
import { ageProof, reauth } from './fixtures/reauth.js';

/**
 * What a re-authentication accepts: the password of an account without authenticator codes, a
 * code (once) of an account with them; wrong proofs are refused and counted with wrong sign-in
 * passwords (3 per account and address here, 5 per account overall).
 */
let t: TestApp;
const call = caller(() => t);
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { loginPerAccount: 3, loginPerAccountTotal: 5, loginPerIp: 1000 } });
});
afterAll(() => t.close());

async function staleSession() {
  const user = await createUser(t);
  const token = await login(t, user.email, user.password);
  await ageProof(t, token);
  return { ...user, token };
}
const enrol = (token: string) => call('POST', '/api/v1/user/mfa/totp', token);

describe('re-authenticating with a password', () => {
  it('refuses a wrong password on the field, and the session stays stale', async () => {
    const user = await staleSession();
    const wrong = await reauth(t, user.token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'current_password_wrong', field_codes: { password: 'current_password_wrong' } });
    expect((await enrol(user.token)).json()).toMatchObject({ code: 'reauth_required' });
  });

  it('counts wrong passwords toward the sign-in lockouts: then even the right one is refused there, and the sign-in too', async () => {
    const user = await staleSession();
    const ip = '10.60.0.1';
    for (let i = 0; i < 3; i++) expect((await reauth(t, user.token, { password: `wrong-${i}-password` }, ip)).statusCode).toBe(400);
    const locked = await reauth(t, user.token, { password: user.password }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await passwordLogin(t, user.email, user.password, ip)).statusCode).toBe(429);
    // The owner elsewhere is not locked out by guesses from one address.
    expect((await reauth(t, user.token, { password: user.password }, '10.60.0.2')).statusCode).toBe(200);
  });

  it('counts wrong sign-in passwords against the re-authentication as well', async () => {
    const user = await staleSession();
    const ip = '10.61.0.1';
    for (let i = 0; i < 3; i++) expect((await passwordLogin(t, user.email, `wrong-${i}-password`, ip)).statusCode).toBe(401);
    expect((await reauth(t, user.token, { password: user.password }, ip)).statusCode).toBe(429);
  });

  it('does not count a right password', async () => {
    const user = await staleSession();
    const ip = '10.62.0.1';
    for (let i = 0; i < 5; i++) expect((await reauth(t, user.token, { password: user.password }, ip)).statusCode).toBe(200);
    expect((await passwordLogin(t, user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('wants exactly one proof', async () => {
    const user = await staleSession();
    for (const body of [{}, { password: user.password, code: '123456' }]) {
      const res = await reauth(t, user.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { password: 'Enter your password or a code' } });
    }
    expect((await reauth(t, user.token, { code: '12ab' })).statusCode).toBe(400);
  });

  it('refuses a code from an account without authenticator codes', async () => {
    const user = await staleSession();
    const res = await reauth(t, user.token, { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'mfa_code_wrong', field_codes: { code: 'mfa_code_wrong' } });
  });
});

describe('re-authenticating with an authenticator code', () => {
  it('takes a code once: a replay is refused, the next period’s code works', async () => {
    const user = await enrolledAccount(t);
    await ageProof(t, user.token);
    const code = await codeAt(user.secret);
    expect((await reauth(t, user.token, { code })).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/user/email/send-code', user.token, { email: `new-${user.email}` })).statusCode).toBe(200);

    await ageProof(t, user.token);
    const replay = await reauth(t, user.token, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'mfa_code_wrong', field_codes: { code: 'mfa_code_wrong' } });
    expect((await reauth(t, user.token, { code: await codeAt(user.secret, 1) })).statusCode).toBe(200);
  });

  it('asks for the code, not the password, once codes are on', async () => {
    const user = await enrolledAccount(t);
    await ageProof(t, user.token);
    const res = await reauth(t, user.token, { password: user.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'reauth_code_required', field_codes: { code: 'reauth_code_required' } });
    expect((await call('POST', '/api/v1/user/email/send-code', user.token, { email: `new-${user.email}` })).json()).toMatchObject({
      code: 'reauth_required',
    });
  });

  it('refuses a wrong code and counts it', async () => {
    const user = await enrolledAccount(t);
    await ageProof(t, user.token);
    const ip = '10.63.0.1';
    const wrong = await wrongCode(user.secret);
    for (let i = 0; i < 3; i++) expect((await reauth(t, user.token, { code: wrong }, ip)).statusCode).toBe(400);
    expect((await reauth(t, user.token, { code: await codeAt(user.secret) }, ip)).statusCode).toBe(429);
  });

  it('refuses another account’s code', async () => {
    const mine = await enrolledAccount(t);
    const theirs = await enrolledAccount(t);
    await ageProof(t, mine.token);
    expect((await reauth(t, mine.token, { code: await codeAt(theirs.secret) })).statusCode).toBe(400);
  });
});
