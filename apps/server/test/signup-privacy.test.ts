import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, mailOutbox, users } from '../src/db/schema/index.js';
import { createUser, login, mailedCode, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://platform.example' });
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `privacy${++n}-${Date.now()}@example.test`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const sendCode = (email: string, headers?: Record<string, string>) => post('/api/v1/auth/send-code/registration', { email }, headers);
const verify = (email: string, code: string) => post('/api/v1/auth/verify-code/registration', { email, code });

async function lettersTo(email: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
}

/** A status and body with nothing that differs by address (the times are fixed by the contract). */
const answer = async (res: Awaited<ReturnType<typeof sendCode>>) => ({ status: res.statusCode, body: res.json<Record<string, unknown>>() });

describe('sign-up codes for a registered e-mail: what is refused', () => {
  it('answers a registered e-mail, in any case, exactly as a new one', async () => {
    const owner = await createUser(t);
    const fresh = await answer(await sendCode(freshEmail()));
    const registered = await answer(await sendCode(owner.email.toUpperCase()));
    expect(fresh).toEqual({ status: 200, body: { resendAfter: 60, expiresIn: 600 } });
    expect(registered).toEqual(fresh);
  });

  it('mails the owner a notice with no code, and no sign-up can follow from it', async () => {
    const owner = await createUser(t);
    await sendCode(owner.email);
    const [letter] = await lettersTo(owner.email);
    expect(letter).toMatchObject({ subject: 'Someone tried to sign up with your e-mail', template: 'signup.existing_account' });
    expect(letter!.text).toContain('https://platform.example/login');
    expect(letter!.text).not.toMatch(/\b\d{6}\b/);
    await expect(mailedCode(t, owner.email)).rejects.toThrow();
  });

  it('refuses a second request within 60 s for a registered e-mail as for a new one', async () => {
    const owner = await createUser(t);
    const email = freshEmail();
    await sendCode(owner.email);
    await sendCode(email);
    const registered = await sendCode(owner.email);
    const fresh = await sendCode(email);
    expect(registered.statusCode).toBe(429);
    expect(fresh.statusCode).toBe(429);
    expect(registered.json()).toMatchObject({ code: 'code_resend_too_soon' });
    expect(registered.json<{ code: string }>().code).toBe(fresh.json<{ code: string }>().code);
  });

  it('answers a guessed code for a registered e-mail as for a new one', async () => {
    const owner = await createUser(t);
    const email = freshEmail();
    await sendCode(owner.email);
    await sendCode(email);
    const realCode = await mailedCode(t, email);
    const guess = realCode === '000000' ? '111111' : '000000';
    const registered = await verify(owner.email, guess);
    const fresh = await verify(email, guess);
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual(fresh.json());
    expect(registered.json()).toMatchObject({ code: 'code_wrong', message: 'Wrong code. Attempts left: 4' });
  });
});

describe('sign-up codes for a registered e-mail: what still works', () => {
  it('writes the notice in the owner’s language, whatever the caller’s', async () => {
    const owner = await createUser(t);
    await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.id, owner.id));
    await sendCode(owner.email, { 'accept-language': 'en' });
    const [letter] = await lettersTo(owner.email);
    expect(letter).toMatchObject({ language: 'ru', subject: 'Кто-то пытался зарегистрироваться с вашим адресом почты' });
  });

  it('still mails a new address its 6-digit code in the caller’s language, and keeps the code nowhere else', async () => {
    const email = freshEmail();
    await sendCode(email, { 'accept-language': 'ru' });
    const [letter] = await lettersTo(email);
    expect(letter).toMatchObject({ subject: 'Код для регистрации', template: 'code.registration' });
    const code = await mailedCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    // The letter is the code's only readable copy: no recorded event holds the address or the code.
    expect(JSON.stringify(await t.database.db.select().from(domainEvents))).not.toContain(email);
  });

  it('leaves the owner’s account as it was: the password still signs in', async () => {
    const owner = await createUser(t);
    await sendCode(owner.email);
    expect(await login(t, owner.email, owner.password)).toBeTruthy();
  });
});
