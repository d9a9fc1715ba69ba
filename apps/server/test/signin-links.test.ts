import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyEvents, domainEvents, mailOutbox, signinKeys, users } from '../src/db/schema/index.js';
import { buildApp } from '../src/app.js';
import { bearer, createUser, login, mailedCode, mailedSigninKey, startTestApp, type TestApp } from './harness.js';

/**
 * A manager cannot sign in as someone else: a one-time sign-in key travels only in the letter to
 * the account's own address, from either call that asks for one, and manager accounts get none.
 */
let t: TestApp;
let manager: Awaited<ReturnType<typeof createUser>>;
let managerToken: string;
/** A second manager whose account reads Russian: answers follow the caller's account language. */
let russianToken: string;
beforeAll(async () => {
  t = await startTestApp();
  manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
  const russian = await createUser(t, { role: 'manager' });
  await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.id, russian.id));
  russianToken = await login(t, russian.email, russian.password);
});
afterAll(() => t.close());

const byEmail = (email: string) => ({ method: 'POST' as const, url: '/api/v1/manager/signin-keys', payload: { email } });
const byId = (id: string) => ({ method: 'POST' as const, url: `/api/v1/manager/companies/${id}/signin-link` });
const asManager = (req: ReturnType<typeof byEmail> | ReturnType<typeof byId>, language: 'en' | 'ru' = 'en') =>
  t.app.inject({ ...req, headers: { ...bearer(language === 'ru' ? russianToken : managerToken), 'accept-language': language } });
const signin = (key: string) => t.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key } });
const keysOf = (ids: string[]) => t.database.db.select().from(signinKeys).where(inArray(signinKeys.userId, ids));
const auditsOf = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
const timelineOf = (id: string) => t.database.db.select().from(companyEvents).where(eq(companyEvents.companyId, id));
const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));

describe('a sign-in key never leaves the letter', () => {
  it('is in no answer, audit row, timeline entry, recorded event or log line of either call, and signs its company in once', async () => {
    const lines: string[] = [];
    // A second server on the same database, logging everything (each request too) into `lines`.
    const logged = await buildApp({ ...t.config, logLevel: 'trace' }, t.database, { logStream: { write: (line) => void lines.push(line) } });
    await logged.ready();
    try {
      const startup = await createUser(t, { role: 'startup' });
      const investor = await createUser(t, { role: 'investor' });
      for (const [user, req] of [
        [startup, byEmail(startup.email)],
        [investor, byId(investor.id)],
      ] as const) {
        const res = await logged.inject({ ...req, headers: bearer(managerToken) });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ sent_to: user.email, expires_at: expect.any(String) });
        const key = await mailedSigninKey(t, user.email);
        expect((await mailsTo(user.email))[0]!.text).toContain(`${t.config.publicUrl}/?key=${key}`);
        expect(res.body).not.toContain(key);

        const audits = await auditsOf(user.id);
        expect(audits.map((a) => a.action)).toEqual(['signin_key.create']);
        expect(Object.keys(audits[0]!.after as object).sort()).toEqual(['expiresAt', 'signinKeyId']);
        expect(JSON.stringify(audits)).not.toContain(key);
        const timeline = await timelineOf(user.id);
        expect(timeline.map((e) => e.kind)).toEqual(['account.signin_link']);
        expect(JSON.stringify(timeline)).not.toContain(key);
        expect(JSON.stringify(await t.database.db.select().from(domainEvents))).not.toContain(key);
        const [stored] = await keysOf([user.id]);
        expect(JSON.stringify(stored)).not.toContain(key);

        // The owner opens the link (the page address carries the key) and signs in, once.
        await logged.inject({ method: 'GET', url: `/?key=${key}` });
        const first = await logged.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key } });
        expect(first.statusCode, first.body).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(first.json<{ token: string }>().token) })).json()).toMatchObject({
          id: user.id,
        });
        expect((await signin(key)).json()).toMatchObject({ code: 'signin_key_used' });
        expect(lines.join('\n')).not.toContain(key);
      }
      // The log did record the calls, the letters and the link's page, with the key hidden.
      expect(lines.some((line) => line.includes('/api/v1/manager/signin-keys'))).toBe(true);
      expect(lines.filter((line) => line.includes('mail kept in the outbox'))).toHaveLength(2);
      expect(lines.some((line) => line.includes('/?key=[hidden]'))).toBe(true);
    } finally {
      await logged.close();
    }
  });
});

describe('manager accounts get no sign-in link', () => {
  it('refuses another manager and oneself from both calls, in English and Russian, writing no key, mail, audit or timeline', async () => {
    const other = await createUser(t, { role: 'manager' });
    for (const target of [other, manager]) {
      for (const req of [byEmail(target.email), byId(target.id)]) {
        const en = await asManager(req);
        expect(en.statusCode, req.url).toBe(403);
        expect(en.json()).toEqual({
          code: 'signin_link_manager',
          message: 'Sign-in links are not sent to manager accounts: a manager restores access through password recovery',
        });
        const ru = await asManager(req, 'ru');
        expect(ru.statusCode).toBe(403);
        expect(ru.json()).toEqual({
          code: 'signin_link_manager',
          message: 'Ссылки для входа не отправляются менеджерам: менеджер восстанавливает доступ через восстановление пароля',
        });
      }
      expect(await mailsTo(target.email)).toEqual([]);
      expect(await auditsOf(target.id)).toEqual([]);
    }
    expect(await keysOf([other.id, manager.id])).toEqual([]);
    expect(await timelineOf(other.id)).toEqual([]);
  });

  it('leaves a manager password recovery, and still mails company accounts', async () => {
    const other = await createUser(t, { role: 'manager' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/recovery', payload: { email: other.email } })).statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-code/recovery',
      payload: { email: other.email, code: await mailedCode(t, other.email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { recoveryToken: verified.json<{ recoveryToken: string }>().recoveryToken, password: 'a-new-manager-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await login(t, other.email, 'a-new-manager-password');

    const expert = await createUser(t, { role: 'expert' });
    expect((await asManager(byId(expert.id))).statusCode).toBe(200);
    expect((await signin(await mailedSigninKey(t, expert.email))).statusCode).toBe(200);
  });

  it('answers unknown accounts as before', async () => {
    const unknownEmail = await asManager(byEmail('nobody@example.test'));
    expect(unknownEmail.statusCode).toBe(404);
    expect(unknownEmail.json()).toMatchObject({ code: 'user_not_found', errors: { email: 'No account with this e-mail' } });
    const unknownId = await asManager(byId(crypto.randomUUID()));
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json()).toMatchObject({ code: 'company_not_found' });
  });
});
