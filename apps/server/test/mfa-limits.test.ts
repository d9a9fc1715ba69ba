import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';
import { codeAt, enrolledAccount, mfaToken, passwordLogin, secondStep, wrongCode } from './fixtures/mfa.js';

/** Small limits: 3 wrong passwords or codes per account and address, 5 per account overall. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { loginPerAccount: 3, loginPerAccountTotal: 5, loginPerIp: 100 } });
});
afterAll(() => t.close());

describe('wrong second-factor codes count toward the sign-in lockouts', () => {
  it('adds wrong codes to wrong passwords from the same address: then even the right code and password are refused there', async () => {
    const user = await enrolledAccount(t);
    const ip = '10.44.0.1';
    const token = await mfaToken(t, user, ip);
    expect((await passwordLogin(t, user.email, 'not-the-password', ip)).statusCode).toBe(401);
    expect((await secondStep(t, { mfa_token: token, code: await wrongCode(user.secret) }, ip)).statusCode).toBe(401);
    expect((await secondStep(t, { mfa_token: token, recovery_code: 'zzzzz-zzzzz' }, ip)).statusCode).toBe(401);

    const refused = await secondStep(t, { mfa_token: token, code: await codeAt(user.secret) }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await passwordLogin(t, user.email, user.password, ip)).statusCode).toBe(429);
    // Another address still gets through, with a code not yet used.
    const elsewhere = await mfaToken(t, user, '10.44.0.2');
    expect((await secondStep(t, { mfa_token: elsewhere, code: await codeAt(user.secret) }, '10.44.0.2')).statusCode).toBe(200);
  });

  it('stops guessing codes spread over many addresses at the account’s overall ceiling', async () => {
    const user = await enrolledAccount(t);
    const token = await mfaToken(t, user, '10.45.0.99');
    const wrong = await wrongCode(user.secret);
    for (let i = 1; i <= 5; i++) expect((await secondStep(t, { mfa_token: token, code: wrong }, `10.45.0.${i}`)).statusCode).toBe(401);
    expect((await secondStep(t, { mfa_token: token, code: await codeAt(user.secret) }, '10.45.0.50')).statusCode).toBe(429);
    expect((await passwordLogin(t, user.email, user.password, '10.45.0.51')).statusCode).toBe(429);
  });

  it('does not count a right code, so the owner signing in often is never locked out', async () => {
    const user = await enrolledAccount(t);
    const ip = '10.46.0.1';
    for (const step of [0, 1])
      expect((await secondStep(t, { mfa_token: await mfaToken(t, user, ip), code: await codeAt(user.secret, step) }, ip)).statusCode).toBe(200);
    expect((await passwordLogin(t, user.email, user.password, ip)).statusCode).toBe(200);
  });
});
