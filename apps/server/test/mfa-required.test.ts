import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '@platform/contract';
import { mailOutbox, users } from '../src/db/schema/index.js';
import { bearer, caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { multipart } from './fixtures/files.js';
import { connectSocket, listening } from './sockets.js';
import { codeAt, enrolledAccount, mfaToken, secondStep } from './fixtures/mfa.js';

// The default rule: managers must have a second factor (the harness turns it off for other files).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mfaRequiredRoles: ['manager'] });
});
afterAll(() => t.close());
const call = caller(() => t);

const refusedToEnrol = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'mfa_enrolment_required' });
};

describe('a manager without a second factor', () => {
  it('is signed in only to enrol: user info says so, manager and generic calls answer 403 until a first code confirms a key', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const token = await login(t, manager.email, manager.password);

    const info = await call('GET', '/api/v1/user/info', token);
    expect(info.statusCode).toBe(200);
    expect(userInfoSchema.parse(info.json())).toMatchObject({ id: manager.id, role: 'manager', mfa_enrolment_required: true });
    expect((await call('GET', '/api/v1/web/section/settings', token)).statusCode).toBe(200);

    const managers = await call('GET', '/api/v1/manager/managers', token);
    refusedToEnrol(managers);
    expect(managers.json()).toMatchObject({ message: 'Turn on a second factor in Settings before you continue' });
    refusedToEnrol(await call('GET', '/api/v1/user/events', token));
    refusedToEnrol(await call('PATCH', '/api/v1/user/settings', token, { language: 'ru' }));
    refusedToEnrol(await call('GET', '/api/v1/manager/companies?take=5&skip=0', token));
    // The answer is in the account's language, as every refusal.
    await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.id, manager.id));
    const ru = await call('GET', '/api/v1/manager/managers', token);
    expect(ru.json()).toMatchObject({ code: 'mfa_enrolment_required', message: 'Прежде чем продолжить, включите второй фактор в настройках' });

    expect((await call('GET', '/api/v1/user/mfa', token)).json()).toMatchObject({ totp: { enabled: false } });
    const started = await call('POST', '/api/v1/user/mfa/totp', token);
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    // A key started but not confirmed is no second factor yet.
    refusedToEnrol(await call('GET', '/api/v1/manager/managers', token));
    const confirmed = await call('POST', '/api/v1/user/mfa/totp/confirm', token, { code: await codeAt(secret, -1) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // The same session works at once, and user info no longer asks for enrolment.
    expect((await call('GET', '/api/v1/manager/managers', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user/events', token)).statusCode).toBe(200);
    const after = await call('GET', '/api/v1/user/info', token);
    expect(after.json()).not.toHaveProperty('mfa_enrolment_required');

    // The next sign-in asks for the code, and the session it opens works.
    const step = await secondStep(t, { mfa_token: await mfaToken(t, manager), code: await codeAt(secret, 0) });
    expect(step.statusCode, step.body).toBe(200);
    expect((await call('GET', '/api/v1/manager/managers', step.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('may sign out, and a sign-out ends the session as for anyone', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const token = await login(t, manager.email, manager.password);
    expect((await call('POST', '/api/v1/auth/logout', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user/info', token)).json()).toMatchObject({ code: 'session_expired' });
  });

  it('is refused an upload, which reads its session outside the routes’ guard', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const token = await login(t, manager.email, manager.password);
    const body = multipart('file', 'deck.pdf', Buffer.from('%PDF-1.4\n'), 'application/pdf');
    const headers = { ...body.headers, ...bearer(token) };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/files/upload?type=pitch_deck', payload: body.payload, headers });
    refusedToEnrol(res);
  });

  it('gets no socket (and so no pushes) until it has a factor', async () => {
    const port = await listening(t.app);
    const manager = await createUser(t, { role: 'manager' });
    const token = await login(t, manager.email, manager.password);
    await expect(connectSocket(port, token)).rejects.toThrow('mfa_enrolment_required');
    const enrolled = await enrolledAccount(t, { role: 'manager' });
    const socket = await connectSocket(port, enrolled.token);
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('is led back to enrolment when it turns its only factor off', async () => {
    const manager = await enrolledAccount(t, { role: 'manager' });
    expect((await call('GET', '/api/v1/manager/managers', manager.token)).statusCode).toBe(200);
    const disabled = await call('DELETE', '/api/v1/user/mfa/totp', manager.token);
    // Turning the factor off is not open during enrolment, but the manager had one until this call.
    expect(disabled.statusCode, disabled.body).toBe(200);
    refusedToEnrol(await call('GET', '/api/v1/manager/managers', manager.token));
    expect((await call('GET', '/api/v1/user/info', manager.token)).json()).toMatchObject({ mfa_enrolment_required: true });
  });
});

describe('accounts the rule does not name', () => {
  it('leaves a manager with a factor, and every company, as they were', async () => {
    const manager = await enrolledAccount(t, { role: 'manager' });
    expect((await call('GET', '/api/v1/manager/managers', manager.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user/info', manager.token)).json()).not.toHaveProperty('mfa_enrolment_required');

    for (const role of ['startup', 'investor', 'corporate', 'expert'] as const) {
      const company = await createUser(t, { role });
      const token = await login(t, company.email, company.password);
      expect((await call('GET', '/api/v1/user/events', token)).statusCode, role).toBe(200);
      expect((await call('GET', '/api/v1/user/info', token)).json(), role).not.toHaveProperty('mfa_enrolment_required');
    }
  });
});

describe('a new manager', () => {
  it('is told by the invitation letter, in its language, that a second factor comes first', async () => {
    const ann = await enrolledAccount(t, { role: 'manager' });
    for (const [language, words] of [
      ['en', 'Managers must have a second factor'],
      ['ru', 'У менеджеров обязателен второй фактор'],
    ] as const) {
      const email = `invited-${language}-${Date.now()}@managers.test`;
      const res = await call('POST', '/api/v1/manager/managers', ann.token, { email, first_name: 'Bo', last_name: 'Manager', language });
      expect(res.statusCode, res.body).toBe(200);
      const [letter] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(letter?.text).toContain(words);
    }
  });
});
