import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, totpFactors } from '../src/db/schema/index.js';
import { caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { codeAt, enrolledAccount, passwordLogin, wrongCode } from './fixtures/mfa.js';

/** What `GET /api/v1/user/mfa` answers for an account with no second factor. */
const noFactors = { totp: { enabled: false, confirmed_at: null }, recovery_codes_left: 0, passkeys: 0 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);

async function signedIn() {
  const user = await createUser(t);
  return { ...user, token: await login(t, user.email, user.password) };
}

describe('turning authenticator codes on', () => {
  it('gives a key and its otpauth URL, guards nothing until a first code confirms it, then answers ten recovery codes once', async () => {
    const user = await signedIn();
    expect((await call('GET', '/api/v1/user/mfa', user.token)).json()).toEqual(noFactors);

    const started = await call('POST', '/api/v1/user/mfa/totp', user.token);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauth_url } = started.json<{ secret: string; otpauth_url: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect(url.searchParams.get('issuer')).toBe('Venture Platform');

    // Pending: the password alone still signs in.
    expect((await passwordLogin(t, user.email, user.password)).json()).toEqual({ token: expect.any(String) });
    const wrong = await call('POST', '/api/v1/user/mfa/totp/confirm', user.token, { code: await wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'mfa_code_wrong', field_codes: { code: 'mfa_code_wrong' } });

    const confirmed = await call('POST', '/api/v1/user/mfa/totp/confirm', user.token, { code: await codeAt(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = (await call('GET', '/api/v1/user/mfa', user.token)).json<{
      totp: { enabled: boolean; confirmed_at: string };
      recovery_codes_left: number;
    }>();
    expect(status).toEqual({ totp: { enabled: true, confirmed_at: expect.any(String) }, recovery_codes_left: 10, passkeys: 0 });
    // Confirmed once: a second confirmation, and a restart, are refused.
    expect((await call('POST', '/api/v1/user/mfa/totp/confirm', user.token, { code: await codeAt(secret, 1) })).json()).toMatchObject({ code: 'mfa_totp_on' });
    const restart = await call('POST', '/api/v1/user/mfa/totp', user.token);
    expect(restart.statusCode).toBe(409);
    expect(restart.json()).toMatchObject({ code: 'mfa_totp_on' });
    expect((await passwordLogin(t, user.email, user.password)).json()).toMatchObject({ mfa_required: true });
  });

  it('keeps only the key of the latest start: a code of the earlier key does not confirm', async () => {
    const user = await signedIn();
    const first = (await call('POST', '/api/v1/user/mfa/totp', user.token)).json<{ secret: string }>().secret;
    const second = (await call('POST', '/api/v1/user/mfa/totp', user.token)).json<{ secret: string }>().secret;
    expect(second).not.toBe(first);
    const old = await call('POST', '/api/v1/user/mfa/totp/confirm', user.token, { code: await codeAt(first) });
    expect(old.statusCode).toBe(400);
    expect((await call('POST', '/api/v1/user/mfa/totp/confirm', user.token, { code: await codeAt(second) })).statusCode).toBe(200);
  });

  it('refuses a confirmation with nothing started, a malformed code, and a caller not signed in', async () => {
    const user = await signedIn();
    const none = await call('POST', '/api/v1/user/mfa/totp/confirm', user.token, { code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'mfa_totp_not_pending' });
    const malformed = await call('POST', '/api/v1/user/mfa/totp/confirm', user.token, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/api/v1/user/mfa'],
      ['POST', '/api/v1/user/mfa/totp'],
      ['DELETE', '/api/v1/user/mfa/totp'],
    ] as const)
      expect((await call(method, url, null, method === 'DELETE' ? { password: 'x' } : undefined)).statusCode).toBe(401);
  });

  it('stores the key sealed and the recovery codes hashed', async () => {
    const user = await enrolledAccount(t);
    const [factor] = await t.database.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(factor!.secretEncrypted).not.toContain(user.secret);
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of user.recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace('-', ''));
    }
  });

  it('a key sealed for one account does not open for another', async () => {
    const [a, b] = [await enrolledAccount(t), await enrolledAccount(t)];
    const [sealedA] = await t.database.db.select().from(totpFactors).where(eq(totpFactors.userId, a.id));
    await t.database.db.update(totpFactors).set({ secretEncrypted: sealedA!.secretEncrypted, lastStep: null }).where(eq(totpFactors.userId, b.id));
    const res = await passwordLogin(t, b.email, b.password);
    const step = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa',
      payload: { mfa_token: res.json<{ mfa_token: string }>().mfa_token, code: await codeAt(a.secret) },
    });
    expect(step.statusCode).toBe(401);
  });
});

describe('turning authenticator codes off', () => {
  it('needs a fresh proof: a stale session changes nothing, a fresh one turns codes and recovery codes off', async () => {
    const user = await enrolledAccount(t);
    await t.database.db.execute(sql`update sessions set reauthenticated_at = now() - interval '6 minutes' where user_id = ${user.id}`);
    const stale = await call('DELETE', '/api/v1/user/mfa/totp', user.token);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'reauth_required' });
    expect((await call('GET', '/api/v1/user/mfa', user.token)).json()).toMatchObject({ totp: { enabled: true }, recovery_codes_left: 10, passkeys: 0 });
    // With codes on, the password alone is no proof; a code is.
    expect((await call('POST', '/api/v1/auth/reauth', user.token, { password: user.password })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/auth/reauth', user.token, { code: await codeAt(user.secret, 1) })).statusCode).toBe(200);

    const off = await call('DELETE', '/api/v1/user/mfa/totp', user.token);
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('GET', '/api/v1/user/mfa', user.token)).json()).toEqual(noFactors);
    expect((await passwordLogin(t, user.email, user.password)).json()).toEqual({ token: expect.any(String) });
    const again = await call('DELETE', '/api/v1/user/mfa/totp', user.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'mfa_totp_off' });
    // A new start works again, with a new key.
    const restarted = await call('POST', '/api/v1/user/mfa/totp', user.token);
    expect(restarted.json<{ secret: string }>().secret).not.toBe(user.secret);
  });
});

describe('deleting the account', () => {
  it('drops its authenticator key and recovery codes', async () => {
    const user = await enrolledAccount(t);
    expect((await call('DELETE', '/api/v1/user', user.token, { email: user.email })).statusCode).toBe(200);
    expect(await t.database.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
  });
});
