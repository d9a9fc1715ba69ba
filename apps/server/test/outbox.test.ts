import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let managerToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
});
afterAll(() => t.close());

type Outbox = {
  delivery: string;
  more: boolean;
  mails: { id: string; to: string; subject: string; text: string; state: string; attempts: number; createdAt: string }[];
};
const outbox = (app: TestApp, query = '', headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `/api/v1/dev/outbox${query}`, headers });
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

  it("shows every letter as kept, with its text, at the managers' address too", async () => {
    const user = await createUser(t);
    await askRecovery(user.email);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/manager/outbox?to=${encodeURIComponent(user.email)}`, headers: bearer(managerToken) });
    expect(res.statusCode).toBe(200);
    const page = res.json<Outbox>();
    expect(page).toMatchObject({ delivery: 'kept', more: false });
    expect(page.mails).toEqual([expect.objectContaining({ to: user.email, state: 'kept', attempts: 0, text: expect.stringMatching(/\b\d{6}\b/) })]);
  });

  it('pages the letters, newest first, and filters them by state', async () => {
    const address = `paged-${Date.now()}@example.test`;
    await createUser(t, { email: address });
    for (let i = 0; i < 3; i += 1) {
      expect((await askRecovery(address)).statusCode).toBe(200);
      // Past the pause between two codes to one address.
      await ageCodes(t, address);
    }
    const page = (query: string) => outbox(t, `?to=${encodeURIComponent(address)}${query}`, bearer(managerToken)).then((r) => r.json<Outbox>());
    const all = await page('');
    expect(all.mails).toHaveLength(3);
    const first = await page('&take=2');
    const second = await page('&take=2&skip=2');
    expect(first.more).toBe(true);
    expect(second.more).toBe(false);
    expect([...first.mails, ...second.mails].map((m) => m.id)).toEqual(all.mails.map((m) => m.id));
    expect((await page('&state=kept')).mails).toHaveLength(3);
    // Without a mail server nothing is sent, nor failed.
    expect((await page('&state=failed')).mails).toHaveLength(0);
    expect((await page('&state=sent')).mails).toHaveLength(0);
    const wrong = await outbox(t, '?state=lost', bearer(managerToken));
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses to send a letter again while there is no mail server', async () => {
    const user = await createUser(t);
    await askRecovery(user.email);
    const [mail] = (await outbox(t, `?to=${encodeURIComponent(user.email)}`, bearer(managerToken))).json<Outbox>().mails;
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/manager/outbox/${mail!.id}/retry`, headers: bearer(managerToken) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'mail_delivery_off' });
  });
});
