import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '@platform/contract';
import { signinEvents, webauthnChallenges } from '../src/db/schema/index.js';
import { bearer, caller, createUser, login, mailedSigninKey, startTestApp, type TestApp } from './harness.js';
import { addPasskey, authenticatorFor, registrationOptions, signinOptions, signInWithPasskey } from './fixtures/passkeys.js';
import { codeAt, enrolledAccount, passwordLogin, secondStep } from './fixtures/mfa.js';
import { ageProof, reauth } from './fixtures/reauth.js';
import type { SoftAuthenticator } from './support/soft-authenticator.js';

/**
 * A passkey is a second factor as an authenticator app is: an account that holds one gives it
 * after its password (or a sign-in link), proves itself with it before sensitive changes, and
 * counts as enrolled where a role must have a second factor.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mfaRequiredRoles: ['manager'] });
});
afterAll(() => t.close());
const call = caller(() => t);

type Options = { challenge: string; allowCredentials?: { id: string }[]; userVerification?: string };

async function withPasskey(role: 'startup' | 'manager' = 'startup') {
  const user = await createUser(t, { role });
  const token = await login(t, user.email, user.password);
  const device = authenticatorFor(t);
  const key = await addPasskey(t, token, device, 'Laptop');
  return { ...user, token, device, key };
}

const secondStepOptions = (mfa_token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/mfa/passkey/options', payload: { mfa_token } });
const reauthOptions = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/reauth/passkey/options', headers: bearer(token) });

async function challengeFor(user: { email: string; password: string }) {
  const res = await passwordLogin(t, user.email, user.password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ mfa_required: true; mfa_token: string; methods: string[] }>();
}

const passkeyStep = (mfa_token: string, passkey: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/auth/mfa', payload: { mfa_token, passkey } });

describe('a passkey as the second step of a sign-in', () => {
  it('asks an account with a passkey for it after the password, and opens the session with it', async () => {
    const user = await withPasskey();
    const challenge = await challengeFor(user);
    expect(challenge).toMatchObject({ mfa_required: true, methods: ['passkey'] });
    expect(challenge).not.toHaveProperty('token');

    const options = await secondStepOptions(challenge.mfa_token);
    expect(options.statusCode, options.body).toBe(200);
    // Only the account's own passkeys are offered, its user verified.
    expect(options.json<Options>()).toMatchObject({
      userVerification: 'required',
      allowCredentials: [expect.objectContaining({ id: user.key.credential.id.toString('base64url') })],
    });
    const done = await passkeyStep(challenge.mfa_token, user.device.assert(options.json<Options>()));
    expect(done.statusCode, done.body).toBe(200);
    const info = await call('GET', '/api/v1/user/info', done.json<{ token: string }>().token);
    expect(info.json()).toMatchObject({ id: user.id });
    // The step is spent with the session.
    expect((await secondStepOptions(challenge.mfa_token)).json()).toMatchObject({ code: 'mfa_token_invalid' });
  });

  it('offers codes and passkeys together to an account with both, and a sign-in link asks the same', async () => {
    const user = await enrolledAccount(t);
    const device = authenticatorFor(t);
    await addPasskey(t, user.token, device, 'Phone');
    expect((await challengeFor(user)).methods).toEqual(['totp', 'recovery_code', 'passkey']);

    // A sign-in link proves the mailbox only: it stops at the same step.
    const manager = await enrolledAccount(t, { role: 'manager' });
    const sent = await call('POST', '/api/v1/manager/signin-keys', manager.token, { email: user.email });
    expect(sent.statusCode, sent.body).toBe(200);
    const linked = await t.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key: await mailedSigninKey(t, user.email) } });
    expect(linked.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: ['totp', 'recovery_code', 'passkey'] });
    // A code still works for such an account.
    const byCode = await secondStep(t, { mfa_token: (await challengeFor(user)).mfa_token, code: await codeAt(user.secret, 1) });
    expect(byCode.statusCode, byCode.body).toBe(200);
  });

  it('refuses another account’s passkey, a challenge of another purpose or account, a replay and a lapsed token', async () => {
    const [user, other] = [await withPasskey(), await withPasskey()];
    const { mfa_token } = await challengeFor(user);
    const options = (await secondStepOptions(mfa_token)).json<Options>();

    // The other account's passkey answering this account's challenge.
    const foreign = await passkeyStep(mfa_token, other.device.assert(options, other.key.credential));
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ code: 'passkey_invalid' });
    // The right passkey answering a challenge made for a sign-in by passkey alone, or for another account's step.
    const alone = await passkeyStep(mfa_token, user.device.assert(await signinOptions(t)));
    expect(alone.json()).toMatchObject({ code: 'passkey_invalid' });
    const othersStep = (await secondStepOptions((await challengeFor(other)).mfa_token)).json<Options>();
    expect((await passkeyStep(mfa_token, user.device.assert(othersStep))).json()).toMatchObject({ code: 'passkey_invalid' });

    // The token survives wrong answers (the lockouts bound them) and opens the session with a right one, once.
    const right = user.device.assert((await secondStepOptions(mfa_token)).json<Options>());
    expect((await passkeyStep(mfa_token, right)).statusCode).toBe(200);
    expect((await passkeyStep(mfa_token, right)).json()).toMatchObject({ code: 'mfa_token_invalid' });
    expect((await secondStepOptions('x'.repeat(43))).statusCode).toBe(401);
    expect((await secondStepOptions('short')).statusCode).toBe(400);
  });

  it('records the passkey step and a refused passkey sign-in in the account’s log', async () => {
    const user = await withPasskey();
    const { mfa_token } = await challengeFor(user);
    await passkeyStep(mfa_token, user.device.assert(await signinOptions(t)));
    const ok = await passkeyStep(mfa_token, user.device.assert((await secondStepOptions(mfa_token)).json<Options>()));
    expect((await signInWithPasskey(t, user.device, user.key.credential, { tamper: true })).statusCode).toBe(401);
    const signins = await call('GET', '/api/v1/user/signins', ok.json<{ token: string }>().token);
    const { items } = signins.json<{ items: { method: string; outcome: string }[] }>();
    expect(items.slice(0, 4).map((i) => `${i.method}:${i.outcome}`)).toEqual([
      'passkey:passkey_refused',
      'passkey:success',
      'passkey:passkey_refused',
      'password:mfa_required',
    ]);
    // An unknown credential is recorded for nobody: no account's log shows it.
    const before = (await t.database.db.select().from(signinEvents).where(eq(signinEvents.userId, user.id))).length;
    await signInWithPasskey(t, user.device, user.key.credential, { credentialId: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect((await t.database.db.select().from(signinEvents).where(eq(signinEvents.userId, user.id))).length).toBe(before);
  });
});

describe('a passkey where a role must have a second factor', () => {
  it('lets a manager held to enrolment add a passkey, which frees the session and asks for it at the next sign-in', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const token = await login(t, manager.email, manager.password);
    expect(userInfoSchema.parse((await call('GET', '/api/v1/user/info', token)).json())).toMatchObject({ mfa_enrolment_required: true });
    expect((await call('GET', '/api/v1/manager/managers', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/user/passkeys', token)).statusCode).toBe(200);

    const device: SoftAuthenticator = authenticatorFor(t);
    await addPasskey(t, token, device, 'Security key');
    expect((await call('GET', '/api/v1/manager/managers', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user/info', token)).json()).not.toHaveProperty('mfa_enrolment_required');
    expect((await call('GET', '/api/v1/user/mfa', token)).json()).toMatchObject({ totp: { enabled: false }, passkeys: 1 });
    expect((await challengeFor(manager)).methods).toEqual(['passkey']);
    // Renaming or removing stays closed to an account still held to enrolment (it has none to manage).
    const fresh = await createUser(t, { role: 'manager' });
    const held = await login(t, fresh.email, fresh.password);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/user/passkeys/${crypto.randomUUID()}`, headers: bearer(held) })).statusCode).toBe(403);
    expect((await registrationOptions(t, held)).challenge).toEqual(expect.any(String));
  });
});

describe('a passkey as the proof before a sensitive change', () => {
  it('freshens the session with the account’s own passkey, and a passkey account’s password alone no longer does', async () => {
    const user = await withPasskey();
    await ageProof(t, user.token);
    const change = () => call('POST', '/api/v1/user/password', user.token, { currentPassword: user.password, password: 'a-new-password-9' });
    expect((await change()).json()).toMatchObject({ code: 'reauth_required' });

    const byPassword = await reauth(t, user.token, { password: user.password });
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json()).toMatchObject({ code: 'reauth_factor_required' });

    const options = await reauthOptions(user.token);
    expect(options.json<Options>()).toMatchObject({ allowCredentials: [expect.objectContaining({ id: user.key.credential.id.toString('base64url') })] });
    const proved = await reauth(t, user.token, { passkey: user.device.assert(options.json<Options>()) });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json()).toMatchObject({ ok: true, fresh_until: expect.any(String) });
    expect((await change()).statusCode).toBe(200);
  });

  it('refuses another account’s passkey, a sign-in challenge and a replay with 400, leaving the session signed in and stale', async () => {
    const [user, other] = [await withPasskey(), await withPasskey()];
    await ageProof(t, user.token);
    const options = (await reauthOptions(user.token)).json<Options>();
    for (const passkey of [
      other.device.assert(options, other.key.credential),
      user.device.assert(await signinOptions(t)),
      user.device.assert((await reauthOptions(other.token)).json<Options>(), user.key.credential),
    ]) {
      const res = await reauth(t, user.token, { passkey });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'passkey_invalid' });
    }
    const answer = user.device.assert((await reauthOptions(user.token)).json<Options>());
    expect((await reauth(t, user.token, { passkey: answer })).statusCode).toBe(200);
    expect((await reauth(t, user.token, { passkey: answer })).statusCode).toBe(400);
    // Two proofs at once are refused by the schema.
    const both = await reauth(t, user.token, { password: user.password, passkey: answer });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'validation_failed' });
    expect((await call('GET', '/api/v1/user/info', user.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/reauth/passkey/options' })).statusCode).toBe(401);
    // Every challenge made here was spent or is still live: none leaked into another purpose.
    const left = await t.database.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, user.id));
    expect(left.every((c) => c.purpose === 'reauth')).toBe(true);
  });
});
