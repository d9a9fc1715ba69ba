import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let managerToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
});
afterAll(() => t.close());

type Outbox = { mails: { to: string; subject: string; text: string; createdAt: string }[] };
const outbox = (app: TestApp, query = '', headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url: `/api/v1/dev/outbox${query}`, headers });
const askRecovery = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/recovery', payload: { email } });

describe('outbox: refused', () => {
  it('refuses an anonymous caller who asked a recovery code for someone else', async () => {
    const victim = await createUser(t, { role: 'manager' });
    expect((await askRecovery(victim.email)).statusCode).toBe(200);
    const res = await outbox(t, `?to=${encodeURIComponent(victim.email)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: 'Please sign in' });
    expect(res.body).not.toMatch(/\d{6}/);
  });

  it('refuses a forged token and every role but manager', async () => {
    expect((await outbox(t, '', bearer('forged.token.value'))).statusCode).toBe(401);
    for (const role of ['startup', 'investor', 'corporate', 'expert'] as const) {
      const user = await createUser(t, { role });
      const res = await outbox(t, '', bearer(await login(t, user.email, user.password)));
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('refuses an address that is not an e-mail, with a clear message', async () => {
    const res = await outbox(t, '?to=not-an-address', bearer(managerToken));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { to: 'Email is not correct' } });
  });

  it('no longer serves the unauthenticated HTML page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });

  it('does not exist when mail goes out through SMTP, not even for a manager', async () => {
    const smtp = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
    try {
      const manager = await createUser(smtp, { role: 'manager' });
      const res = await outbox(smtp, '', bearer(await login(smtp, manager.email, manager.password)));
      expect(res.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
    // It starts a server of its own, migrating a fresh database: slow on a busy machine.
  }, 120_000);
});

describe('outbox: what still works', () => {
  it('shows a signed-in manager the codes mailed to one address, newest first', async () => {
    const user = await createUser(t);
    await askRecovery(user.email);
    await askRecovery(`someone-else-${Date.now()}@example.test`);
    const res = await outbox(t, `?to=${encodeURIComponent(user.email.toUpperCase())}`, bearer(managerToken));
    expect(res.statusCode).toBe(200);
    const { mails } = res.json<Outbox>();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, subject: 'Your password recovery code' });
    expect(mails[0]!.text).toMatch(/\b\d{6}\b/);
  });

  it('lists the latest mail to anyone without a filter', async () => {
    const first = `first-${Date.now()}@example.test`;
    const second = `second-${Date.now()}@example.test`;
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/registration', payload: { email: first } });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/registration', payload: { email: second } });
    const { mails } = (await outbox(t, '', bearer(managerToken))).json<Outbox>();
    expect(mails.slice(0, 2).map((m) => m.to)).toEqual([second, first]);
  });
});
