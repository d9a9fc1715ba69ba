import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, sessions, users } from '../src/db/schema/index.js';
import { ageCodes, caller, createUser, login, mailedCode, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const infoOf = (token: string) => call('GET', '/api/v1/user/info', token);

describe('password recovery', () => {
  it('mails a code, verifies it, sets the new password and ends every session', async () => {
    const user = await createUser(t);
    const oldToken = await login(t, user.email, user.password);
    expect((await call('POST', '/api/v1/auth/send-code/recovery', undefined, { email: user.email })).statusCode).toBe(200);
    const verified = await call('POST', '/api/v1/auth/verify-code/recovery', undefined, { email: user.email, code: await mailedCode(t, user.email) });
    expect(verified.statusCode).toBe(200);
    const { recoveryToken } = verified.json<{ recoveryToken: string }>();
    const reset = await call('POST', '/api/v1/auth/password/reset', undefined, { recoveryToken, password: 'brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await infoOf(oldToken)).statusCode).toBe(401);
    await expect(login(t, user.email, user.password)).rejects.toThrow();
    expect(await login(t, user.email, 'brand-new-password')).toBeTruthy();
    const again = await call('POST', '/api/v1/auth/password/reset', undefined, { recoveryToken, password: 'another-password' });
    expect(again.json()).toMatchObject({ code: 'proof_invalid' });
  });

  it('answers an unknown e-mail like a known one, and mails nothing', async () => {
    const email = `nobody-${Date.now()}@example.test`;
    const res = await call('POST', '/api/v1/auth/send-code/recovery', undefined, { email });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
  });

  it('answers a second request within the minute and a wrong code alike for a known and an unknown e-mail', async () => {
    const user = await createUser(t);
    const unknown = `nobody-${Date.now()}@example.test`;
    const answers = async (email: string, wrongCode: () => Promise<string>) => {
      const first = await call('POST', '/api/v1/auth/send-code/recovery', undefined, { email });
      const second = await call('POST', '/api/v1/auth/send-code/recovery', undefined, { email });
      const guess = await call('POST', '/api/v1/auth/verify-code/recovery', undefined, { email, code: await wrongCode() });
      return [first.statusCode, second.statusCode, second.json<{ code: string }>().code, guess.statusCode, guess.json<{ code: string }>().code];
    };
    const known = await answers(user.email, async () => ((await mailedCode(t, user.email)) === '000000' ? '111111' : '000000'));
    expect(known).toEqual([200, 429, 'code_resend_too_soon', 400, 'code_wrong']);
    // The unknown address's code was never mailed, so any guess is wrong (but for one in a million).
    expect(await answers(unknown, async () => '000000')).toEqual(known);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown))).toHaveLength(0);
  });

  it('refuses a short new password and a wrong code', async () => {
    const user = await createUser(t);
    await call('POST', '/api/v1/auth/send-code/recovery', undefined, { email: user.email });
    const code = await mailedCode(t, user.email);
    const wrong = await call('POST', '/api/v1/auth/verify-code/recovery', undefined, { email: user.email, code: code === '999999' ? '000000' : '999999' });
    expect(wrong.json()).toMatchObject({ code: 'code_wrong' });
    const { recoveryToken } = (await call('POST', '/api/v1/auth/verify-code/recovery', undefined, { email: user.email, code })).json<{
      recoveryToken: string;
    }>();
    const short = await call('POST', '/api/v1/auth/password/reset', undefined, { recoveryToken, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { password: 'Password must be at least 8 characters' } });
  });
});

describe('settings', () => {
  it('stores the language on the account', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    const res = await call('PATCH', '/api/v1/user/settings', token, { language: 'ru' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'ru' });
    expect((await infoOf(token)).json()).toMatchObject({ language: 'ru' });
    expect((await call('PATCH', '/api/v1/user/settings', token, { language: 'de' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/v1/user/settings', token, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/v1/user/settings', undefined, { language: 'ru' })).statusCode).toBe(401);
  });

  it('keeps the chosen time zone when the account signs in from a browser in another zone', async () => {
    const user = await createUser(t);
    const zoneOf = async () => (await t.database.db.select({ zone: users.timeZone }).from(users).where(eq(users.id, user.id)))[0]!.zone;
    const first = await login(t, user.email, user.password);
    expect((await infoOf(first)).json()).toMatchObject({ timeZone: null });
    // A new account takes the zone of the browser it first signs in from.
    expect((await call('PATCH', '/api/v1/user/settings', first, { initial_time_zone: 'Asia/Tokyo' })).json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
    expect(await zoneOf()).toBe('Asia/Tokyo');
    // A second browser elsewhere changes nothing; the person's own choice does.
    const elsewhere = await login(t, user.email, user.password);
    expect((await call('PATCH', '/api/v1/user/settings', elsewhere, { initial_time_zone: 'America/New_York' })).json()).toMatchObject({
      timeZone: 'Asia/Tokyo',
    });
    expect(await zoneOf()).toBe('Asia/Tokyo');
    expect((await call('PATCH', '/api/v1/user/settings', elsewhere, { time_zone: 'Europe/Berlin' })).json()).toMatchObject({ timeZone: 'Europe/Berlin' });
    const later = await login(t, user.email, user.password);
    expect((await call('PATCH', '/api/v1/user/settings', later, { initial_time_zone: 'America/New_York' })).statusCode).toBe(200);
    expect(await zoneOf()).toBe('Europe/Berlin');
    expect((await infoOf(later)).json()).toMatchObject({ timeZone: 'Europe/Berlin' });
  });

  it('refuses a time zone that is not an IANA name, saving nothing of the call', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    await call('PATCH', '/api/v1/user/settings', token, { time_zone: 'Europe/Lisbon' });
    for (const zone of ['Mars/Olympus', '+03:00', 'GMT+3', '']) {
      const res = await call('PATCH', '/api/v1/user/settings', token, { language: 'ru', time_zone: zone });
      expect(res.statusCode, zone).toBe(400);
      expect(res.json(), zone).toMatchObject({ errors: { time_zone: 'Choose a time zone from the list' } });
    }
    expect((await call('PATCH', '/api/v1/user/settings', token, { initial_time_zone: 'Nowhere/Land' })).statusCode).toBe(400);
    const [row] = await t.database.db.select({ zone: users.timeZone, language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ zone: 'Europe/Lisbon', language: 'en' });
    // A Russian account reads the refusal in Russian.
    await call('PATCH', '/api/v1/user/settings', token, { language: 'ru' });
    expect((await call('PATCH', '/api/v1/user/settings', token, { time_zone: 'Mars/Olympus' })).json()).toMatchObject({
      errors: { time_zone: 'Выберите часовой пояс из списка' },
    });
  });

  it('changes the agreement', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    expect((await call('PATCH', '/api/v1/user/settings', token, { agreement: false })).json()).toMatchObject({ agreement: false });
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    const user = await createUser(t);
    const mine = await login(t, user.email, user.password);
    const other = await login(t, user.email, user.password);
    const wrong = await call('POST', '/api/v1/user/password', mine, { currentPassword: 'not-the-password', password: 'next-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'current_password_wrong', errors: { currentPassword: 'The current password is wrong' } });
    const ok = await call('POST', '/api/v1/user/password', mine, { currentPassword: user.password, password: 'next-password-1' });
    expect(ok.statusCode).toBe(200);
    expect((await infoOf(mine)).statusCode).toBe(200);
    expect((await infoOf(other)).statusCode).toBe(401);
    expect(await login(t, user.email, 'next-password-1')).toBeTruthy();
  });

  it('changes the e-mail after a code sent to the new address', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    const next = `moved-${Date.now()}@example.test`;
    expect((await call('POST', '/api/v1/user/email/send-code', token, { email: next })).statusCode).toBe(200);
    expect((await infoOf(token)).json()).toMatchObject({ email: user.email });
    const res = await call('POST', '/api/v1/user/email/confirm', token, { email: next, code: await mailedCode(t, next) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: next });
    expect(await login(t, next, user.password)).toBeTruthy();
  });

  it('refuses an e-mail change to a taken or the same address, and a code meant for someone else', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const token = await login(t, user.email, user.password);
    expect((await call('POST', '/api/v1/user/email/send-code', token, { email: other.email })).statusCode).toBe(409);
    expect((await call('POST', '/api/v1/user/email/send-code', token, { email: user.email })).statusCode).toBe(400);
    const target = `target-${Date.now()}@example.test`;
    const otherToken = await login(t, other.email, other.password);
    await call('POST', '/api/v1/user/email/send-code', otherToken, { email: target });
    const stolen = await call('POST', '/api/v1/user/email/confirm', token, { email: target, code: await mailedCode(t, target) });
    expect(stolen.statusCode).toBe(400);
    expect((await infoOf(token)).json()).toMatchObject({ email: user.email });
    await ageCodes(t, target);
  });

  it('deletes the account only when the user types their own e-mail', async () => {
    const user = await createUser(t, { name: 'Soon Gone Ltd' });
    const token = await login(t, user.email, user.password);
    const wrong = await call('DELETE', '/api/v1/user', token, { email: 'someone-else@example.test' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'delete_email_mismatch' });
    expect((await infoOf(token)).statusCode).toBe(200);
    const res = await call('DELETE', '/api/v1/user', token, { email: ` ${user.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect((await infoOf(token)).statusCode).toBe(401);
    const signin = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
    expect(signin.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: 'deleted', firstName: null, lastName: null, phone: null });
    expect(row!.email).not.toBe(user.email);
    expect((await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).every((s) => s.revokedAt)).toBe(true);
    // The company stays for the records others depend on.
    expect(await t.database.db.select().from(companies).where(eq(companies.userId, user.id))).toHaveLength(1);
    // The address is free for a new sign-up: it gets a real code, not the registered owner's notice.
    expect((await call('POST', '/api/v1/auth/send-code/registration', undefined, { email: user.email })).statusCode).toBe(200);
    expect(await mailedCode(t, user.email)).toMatch(/^\d{6}$/);
  });
});
