import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createUser, login, mailedCode, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);

describe('new passwords are checked for strength', () => {
  it('refuses a common, a patterned and a personal password on change, with the reason on the field, and keeps the old one', async () => {
    const user = await createUser(t, { email: `marta.kovalenko-${Date.now()}@example.test` });
    const token = await login(t, user.email, user.password);
    const change = (password: string) => call('POST', '/api/v1/user/password', token, { currentPassword: user.password, password });
    const cases = [
      ['password123', 'password_common', 'This password is among the most used ones'],
      ['qwertyuiop', 'password_common', 'This password is among the most used ones'],
      ['abcdefgh12345678', 'password_pattern', 'keyboard row, a sequence or a repeat'],
      ['kovalenko2024', 'password_personal', 'contains your e-mail or name'],
    ] as const;
    for (const [password, code, text] of cases) {
      const res = await change(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ code, field_codes: { password: code } });
      expect(res.json<{ errors: { password: string } }>().errors.password).toContain(text);
    }
    expect(await login(t, user.email, user.password)).toBeTruthy();
    expect((await change('lantern-orbit-velvet')).statusCode).toBe(200);
    expect(await login(t, user.email, 'lantern-orbit-velvet')).toBeTruthy();
  });

  it('words the reason in the account language', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    await call('PATCH', '/api/v1/user/settings', token, { language: 'ru' });
    const res = await call('POST', '/api/v1/user/password', token, { currentPassword: user.password, password: '12345678' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { password: string } }>().errors.password).toContain('самых распространённых');
  });

  it('refuses a weak password at recovery without spending the proof', async () => {
    const user = await createUser(t);
    await call('POST', '/api/v1/auth/send-code/recovery', undefined, { email: user.email });
    const verified = await call('POST', '/api/v1/auth/verify-code/recovery', undefined, { email: user.email, code: await mailedCode(t, user.email) });
    const { recoveryToken } = verified.json<{ recoveryToken: string }>();
    const weak = await call('POST', '/api/v1/auth/password/reset', undefined, { recoveryToken, password: 'iloveyou2' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field_codes: { password: 'password_common' } });
    expect(await login(t, user.email, user.password)).toBeTruthy();
    expect((await call('POST', '/api/v1/auth/password/reset', undefined, { recoveryToken, password: 'harbour-quince-anvil' })).statusCode).toBe(200);
    expect(await login(t, user.email, 'harbour-quince-anvil')).toBeTruthy();
  });

  it('refuses a weak password at sign-up without creating the account or spending the proof', async () => {
    const email = `weak-${Date.now()}@example.test`;
    await call('POST', '/api/v1/auth/send-code/registration', undefined, { email });
    const verified = await call('POST', '/api/v1/auth/verify-code/registration', undefined, { email, code: await mailedCode(t, email) });
    const { registrationToken } = verified.json<{ registrationToken: string }>();
    const body = (password: string) => ({
      registrationToken,
      role: 'corporate',
      password,
      name: 'Ivan',
      surname: 'Orlov',
      position: 'CTO',
      company: 'Orlov Steel',
      website: 'orlovsteel.com',
      description: 'Steel structures for bridges.',
      phone: '+7 495 000-00-00',
      agreement: true,
    });
    const weak = await call('POST', '/api/v1/auth/registration', undefined, body('11111111'));
    expect(weak.statusCode, weak.body).toBe(400);
    expect(weak.json(), weak.body).toMatchObject({ field_codes: { password: 'password_common' } });
    await expect(login(t, email, '11111111')).rejects.toThrow();
    expect((await call('POST', '/api/v1/auth/registration', undefined, body('copper-meadow-sketch'))).statusCode).toBe(200);
    expect(await login(t, email, 'copper-meadow-sketch')).toBeTruthy();
  });
});
