import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, webauthnChallenges } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';
import { addPasskey, authenticatorFor, passkeySignin, registrationOptions, savePasskey, signinOptions, signInWithPasskey } from './fixtures/passkeys.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/passkeys', headers: bearer(token) });
const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });

async function signedIn() {
  const user = await createUser(t);
  return { ...user, token: await login(t, user.email, user.password) };
}

describe('managing passkeys', () => {
  it('adds two named passkeys, lists, renames and removes them', async () => {
    const user = await signedIn();
    const device = authenticatorFor(t);
    const options = await registrationOptions(t, user.token);
    expect(options).toMatchObject({
      rp: { name: 'Venture Platform', id: new URL(t.config.publicUrl).hostname },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const laptop = await savePasskey(t, user.token, '  Work laptop ', device.register(options));
    expect(laptop.statusCode, laptop.body).toBe(200);
    expect(laptop.json()).toMatchObject({ name: 'Work laptop', last_used_at: null, backed_up: false });
    // The second prompt tells the authenticator which passkey the account holds already.
    const second = await registrationOptions(t, user.token);
    expect(second.excludeCredentials).toEqual([expect.objectContaining({ id: device.credentials[0]!.id.toString('base64url') })]);
    const phone = await savePasskey(t, user.token, 'Phone', device.register(second));
    expect(phone.statusCode, phone.body).toBe(200);
    expect((await list(user.token)).json()).toEqual([
      expect.objectContaining({ name: 'Work laptop' }),
      expect.objectContaining({ id: phone.json<{ id: string }>().id, name: 'Phone' }),
    ]);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/user/passkeys/${laptop.json<{ id: string }>().id}`,
      headers: bearer(user.token),
      payload: { name: 'Old laptop' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Old laptop' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/user/passkeys/${laptop.json<{ id: string }>().id}`, headers: bearer(user.token) });
    expect(removed.statusCode).toBe(200);
    expect((await list(user.token)).json()).toEqual([expect.objectContaining({ name: 'Phone' })]);
  });

  it('refuses an empty or too long name, a second use of a registration prompt and another account’s passkey', async () => {
    const [user, other] = [await signedIn(), await signedIn()];
    const device = authenticatorFor(t);
    const empty = await savePasskey(t, user.token, '   ', device.register(await registrationOptions(t, user.token)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_failed', errors: { name: 'Name the passkey' } });
    expect((await savePasskey(t, user.token, 'x'.repeat(61), device.register(await registrationOptions(t, user.token)))).statusCode).toBe(400);

    const answer = device.register(await registrationOptions(t, user.token));
    expect((await savePasskey(t, user.token, 'Key', answer)).statusCode).toBe(200);
    const again = await savePasskey(t, user.token, 'Key again', answer);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'passkey_challenge_expired' });
    // A prompt made for one account does not add a passkey to another.
    const foreign = await savePasskey(t, other.token, 'Stolen', device.register(await registrationOptions(t, user.token)));
    expect(foreign.json()).toMatchObject({ code: 'passkey_challenge_expired' });

    const mine = (await list(user.token)).json<{ id: string }[]>()[0]!;
    const unknown = await t.app.inject({ method: 'DELETE', url: `/api/v1/user/passkeys/${crypto.randomUUID()}`, headers: bearer(other.token) });
    for (const res of [
      await t.app.inject({ method: 'DELETE', url: `/api/v1/user/passkeys/${mine.id}`, headers: bearer(other.token) }),
      await t.app.inject({ method: 'PATCH', url: `/api/v1/user/passkeys/${mine.id}`, headers: bearer(other.token), payload: { name: 'Mine now' } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await list(user.token)).json()).toEqual([expect.objectContaining({ id: mine.id, name: 'Key' })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/passkeys' })).statusCode).toBe(401);
  });

  it('keeps challenges five minutes and drops expired ones when new ones are made', async () => {
    const user = await signedIn();
    const device = authenticatorFor(t);
    const stale = await registrationOptions(t, user.token);
    await t.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, stale.challenge));
    await registrationOptions(t, user.token);
    expect(await t.database.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, stale.challenge))).toEqual([]);
    expect((await savePasskey(t, user.token, 'Late', device.register(stale))).json()).toMatchObject({ code: 'passkey_challenge_expired' });
  });
});

describe('signing in with a passkey', () => {
  it('opens a session with a passkey alone, with discoverable credentials and user verification', async () => {
    const user = await signedIn();
    const device = authenticatorFor(t);
    const key = await addPasskey(t, user.token, device, 'Laptop');
    const options = await signinOptions(t);
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const done = await passkeySignin(t, device.assert(options));
    expect(done.statusCode, done.body).toBe(200);
    const { token } = done.json<{ token: string }>();
    expect(done.headers.authorization).toBe(`Bearer ${token}`);
    expect((await userInfo(token)).json()).toMatchObject({ id: user.id, email: user.email });
    expect((await list(token)).json()).toEqual([expect.objectContaining({ id: key.id, last_used_at: expect.any(String) })]);
  });

  it('refuses a used or expired challenge and one made for registration', async () => {
    const user = await signedIn();
    const device = authenticatorFor(t);
    await addPasskey(t, user.token, device, 'Laptop');
    const answer = device.assert(await signinOptions(t));
    expect((await passkeySignin(t, answer)).statusCode).toBe(200);
    const replay = await passkeySignin(t, answer);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'passkey_invalid' });

    const old = await signinOptions(t);
    await t.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, old.challenge));
    expect((await passkeySignin(t, device.assert(old))).json()).toMatchObject({ code: 'passkey_invalid' });

    const forRegistration = await registrationOptions(t, user.token);
    const crossed = await passkeySignin(t, device.assert({ challenge: forRegistration.challenge }));
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json()).toMatchObject({ code: 'passkey_invalid' });
  });

  it('answers an unknown credential, a tampered signature and a removed passkey alike', async () => {
    const user = await signedIn();
    const device = authenticatorFor(t);
    const key = await addPasskey(t, user.token, device, 'Laptop');
    const unknown = await signInWithPasskey(t, device, key.credential, { credentialId: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const tampered = await signInWithPasskey(t, device, key.credential, { tamper: true });
    expect(unknown.statusCode).toBe(401);
    expect(tampered.statusCode).toBe(401);
    expect(unknown.json()).toEqual(tampered.json());

    await t.app.inject({ method: 'DELETE', url: `/api/v1/user/passkeys/${key.id}`, headers: bearer(user.token) });
    const removed = await signInWithPasskey(t, device, key.credential);
    expect(removed.statusCode).toBe(401);
    expect(removed.json()).toEqual(unknown.json());
  });

  it('refuses a counter that goes back, as from a copied key', async () => {
    const user = await signedIn();
    const device = authenticatorFor(t);
    const key = await addPasskey(t, user.token, device, 'Laptop');
    expect((await signInWithPasskey(t, device)).statusCode).toBe(200);
    expect((await signInWithPasskey(t, device)).statusCode).toBe(200);
    const cloned = await signInWithPasskey(t, device, key.credential, { counter: 1 });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json()).toMatchObject({ code: 'passkey_invalid' });
  });

  it('refuses a blocked account as the password sign-in does, and a deleted one as an unknown passkey', async () => {
    const [blocked, deleted] = [await signedIn(), await signedIn()];
    const device = authenticatorFor(t);
    const blockedKey = await addPasskey(t, blocked.token, device, 'Laptop');
    const deletedKey = await addPasskey(t, deleted.token, device, 'Laptop');
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
    await t.database.db.update(users).set({ status: 'deleted', deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const byPassword = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: blocked.email, password: blocked.password } });
    const byPasskey = await signInWithPasskey(t, device, blockedKey.credential);
    expect(byPasskey.statusCode).toBe(403);
    expect(byPasskey.json()).toEqual(byPassword.json());
    const gone = await signInWithPasskey(t, device, deletedKey.credential);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ code: 'passkey_invalid' });
  });

  it('refuses malformed answers with 400, never 500', async () => {
    for (const response of [{}, { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: '!!', authenticatorData: 'a', signature: 'a' } }]) {
      expect((await passkeySignin(t, response)).statusCode).toBe(400);
    }
    const garbage = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AAAA', signature: 'AAAA' } };
    expect((await passkeySignin(t, garbage)).json()).toMatchObject({ code: 'passkey_invalid' });
  });
});
