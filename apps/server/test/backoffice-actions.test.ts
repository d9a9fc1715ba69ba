import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAccountSchema } from '@platform/contract';
import { auditLog, companyEvents, mailOutbox, signinKeys, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let manager: Awaited<ReturnType<typeof createUser>>;
let managerToken: string;
beforeAll(async () => {
  t = await startTestApp();
  manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, token = managerToken) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const company = (id: string) => `/api/v1/manager/companies/${id}`;
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const events = (id: string) => t.database.db.select().from(companyEvents).where(eq(companyEvents.companyId, id)).orderBy(companyEvents.createdAt);
const audits = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt);
const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));

/** Deletes the account as its owner would, from its own settings. */
async function deleteAccount(user: { email: string; password: string }) {
  const token = await login(t, user.email, user.password);
  expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(token), payload: { email: user.email } })).statusCode).toBe(200);
}

describe('blocking a company: what works', () => {
  it('blocks with a reason: the company’s sessions end, its sign-in is refused, the audit and timeline carry the reason', async () => {
    const startup = await createUser(t, { role: 'startup', name: 'Blocked Robotics' });
    const token = await login(t, startup.email, startup.password);
    expect((await userInfo(token)).statusCode).toBe(200);

    const res = await post(`${company(startup.id)}/block`, { reason: 'Documents could not be verified' });
    expect(res.statusCode).toBe(200);
    const account = companyAccountSchema.parse(res.json());
    expect(account).toMatchObject({ id: startup.id, status: 'blocked', blocked_reason: 'Documents could not be verified', name: 'Blocked Robotics' });
    expect(account.blocked_at).not.toBeNull();

    expect((await userInfo(token)).statusCode).toBe(401);
    const refused = await signIn(startup.email, startup.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'account_blocked',
      message: 'This account is blocked. Contact the platform manager',
      blocked: { reason: null, contact: 'support@platform.localhost' },
    });

    const [blocked] = (await audits(startup.id)).filter((a) => a.action === 'user.block');
    expect(blocked).toMatchObject({
      actorId: manager.id,
      companyId: startup.id,
      entity: 'user',
      after: { status: 'blocked', reason: 'Documents could not be verified' },
    });
    const timeline = await events(startup.id);
    expect(timeline.map((e) => e.kind)).toEqual(['account.blocked']);
    expect(timeline[0]).toMatchObject({
      actorId: manager.id,
      subjectType: 'account',
      subjectId: startup.id,
      data: { reason: 'Documents could not be verified' },
      internal: false,
    });
  });

  it('unblocks with a reason: the reason is cleared and the company signs in again', async () => {
    const investor = await createUser(t, { role: 'investor' });
    expect((await post(`${company(investor.id)}/block`, { reason: 'Suspicious activity' })).statusCode).toBe(200);
    const res = await post(`${company(investor.id)}/unblock`, { reason: 'Verified by phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', blocked_reason: null, blocked_at: null });
    expect((await row(investor.id)).blockedReason).toBeNull();
    const token = await login(t, investor.email, investor.password);
    expect((await userInfo(token)).statusCode).toBe(200);
    expect((await audits(investor.id)).filter((a) => a.action === 'user.unblock')).toEqual([
      expect.objectContaining({ companyId: investor.id, after: { status: 'active', reason: 'Verified by phone' } }),
    ]);
    const timeline = await events(investor.id);
    expect(timeline.map((e) => [e.kind, 'reason' in e.data ? e.data.reason : undefined])).toEqual([
      ['account.blocked', 'Suspicious activity'],
      ['account.unblocked', 'Verified by phone'],
    ]);
  });
});

describe('blocking a company: refused', () => {
  it('refuses every company role, with 403, and nothing changes', async () => {
    const target = await createUser(t, { role: 'corporate' });
    for (const role of ['startup', 'investor', 'corporate', 'expert'] as const) {
      const user = await createUser(t, { role });
      const token = await login(t, user.email, user.password);
      for (const path of ['block', 'unblock'])
        expect((await post(`${company(target.id)}/${path}`, { reason: 'Not my call' }, token)).statusCode, `${role} ${path}`).toBe(403);
      expect((await post(`${company(target.id)}/signin-link`, undefined, token)).statusCode, role).toBe(403);
    }
    expect((await post(`${company(target.id)}/block`, { reason: 'No token' }, 'not-a-token')).statusCode).toBe(401);
    expect((await row(target.id)).status).toBe('active');
    expect(await events(target.id)).toEqual([]);
  });

  it('answers 404 company_not_found for an unknown id and a manager’s account', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', manager.id]) {
      const res = await post(`${company(id)}/block`, { reason: 'Does not exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'company_not_found' });
    }
    // A sign-in link says why: no manager account is reached that way (signin-links.test.ts).
    expect((await post(`${company('00000000-0000-4000-8000-000000000000')}/signin-link`)).json()).toMatchObject({ code: 'company_not_found' });
    expect((await post(`${company(manager.id)}/signin-link`)).json()).toMatchObject({ code: 'signin_link_manager' });
    expect((await row(manager.id)).status).toBe('active');
  });

  it('refuses blocking twice, unblocking an active account and blocking a deleted one, changing nothing', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const notBlocked = await post(`${company(startup.id)}/unblock`, { reason: 'Nothing to lift' });
    expect(notBlocked.statusCode).toBe(409);
    expect(notBlocked.json()).toMatchObject({ code: 'not_blocked' });
    expect(await post(`${company(startup.id)}/block`, { reason: 'First reason' }).then((r) => r.statusCode)).toBe(200);
    const before = await row(startup.id);
    const twice = await post(`${company(startup.id)}/block`, { reason: 'Second reason' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'already_blocked' });
    expect(await row(startup.id)).toEqual(before);
    expect((await events(startup.id)).length).toBe(1);

    const gone = await createUser(t, { role: 'expert' });
    await deleteAccount(gone);
    const deleted = await post(`${company(gone.id)}/block`, { reason: 'Too late' });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ code: 'account_not_active' });
    expect((await row(gone.id)).status).toBe('deleted');
    expect(await events(gone.id)).toEqual([]);

    // Nor are a deleted account's sections or recommendations written.
    const goneStartup = await createUser(t, { role: 'startup' });
    await deleteAccount(goneStartup);
    const put = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, payload, headers: bearer(managerToken) });
    const sections = await put(`${company(goneStartup.id)}/sections`, { crowdfunding: false, pilots: true });
    expect(sections.statusCode).toBe(409);
    expect(sections.json()).toMatchObject({ code: 'account_deleted' });
    const advice = await put(`${company(goneStartup.id)}/recommendations/team`, { title: 'Hiring plan', text: 'Write down how you hire.' });
    expect(advice.statusCode).toBe(409);
    expect(advice.json()).toMatchObject({ code: 'account_deleted' });
    expect((await row(goneStartup.id)).sectionSettings).toEqual({ crowdfunding: true, pilots: true });
    expect(await events(goneStartup.id)).toEqual([]);
  });

  it('refuses a reason of 2 or 501 characters and a missing one, with the field named', async () => {
    const startup = await createUser(t, { role: 'startup' });
    for (const payload of [{ reason: 'ab' }, { reason: 'x'.repeat(501) }, {}]) {
      const res = await post(`${company(startup.id)}/block`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { reason: expect.any(String) } });
    }
    expect((await row(startup.id)).status).toBe('active');
    expect(await audits(startup.id)).toEqual([]);
  });
});

describe('sign-in link: what works', () => {
  it('mails a one-time link in the company’s language; the key signs in once and is never in the answer', async () => {
    const investor = await createUser(t, { role: 'investor' });
    const own = await login(t, investor.email, investor.password);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/user/settings', headers: bearer(own), payload: { language: 'ru' } })).statusCode).toBe(200);

    const res = await post(`${company(investor.id)}/signin-link`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['expires_at', 'sent_to']);
    expect(res.json().sent_to).toBe(investor.email);
    const hours = (Date.parse(res.json().expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const [mail] = await mailsTo(investor.email);
    expect(mail).toMatchObject({ language: 'ru', template: 'account.signin_link', subject: 'Ваша ссылка для входа на платформу' });
    expect(mail!.text).toMatch(/24 часа/);
    const key = new RegExp(`${t.config.publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/\\?key=([A-Za-z0-9_-]+)`).exec(mail!.text)?.[1];
    expect(key).toBeTruthy();
    expect(res.body).not.toContain(key!);

    const first = await t.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key } });
    expect(first.statusCode).toBe(200);
    expect((await userInfo(first.json().token)).json()).toMatchObject({ email: investor.email });
    const second = await t.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key } });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: 'signin_key_used' });

    const [entry] = (await audits(investor.id)).filter((a) => a.action === 'signin_key.create');
    expect(entry).toMatchObject({ actorId: manager.id, companyId: investor.id });
    expect(JSON.stringify(entry)).not.toContain(key!);
    const timeline = await events(investor.id);
    expect(timeline.map((e) => e.kind)).toEqual(['account.signin_link']);
    expect(JSON.stringify(timeline)).not.toContain(key!);
  });

  it('mails English to an English account', async () => {
    const expert = await createUser(t, { role: 'expert' });
    expect((await post(`${company(expert.id)}/signin-link`)).statusCode).toBe(200);
    const [mail] = await mailsTo(expert.email);
    expect(mail).toMatchObject({ language: 'en', subject: 'Your link to sign in to the platform' });
    expect(mail!.text).toMatch(/valid for 24 hours and works once/);
  });
});

describe('sign-in link: refused', () => {
  it('refuses a blocked and a deleted account with account_not_active, writing no key, mail, audit or timeline', async () => {
    const blocked = await createUser(t, { role: 'corporate' });
    expect((await post(`${company(blocked.id)}/block`, { reason: 'Unpaid invoices' })).statusCode).toBe(200);
    const deleted = await createUser(t, { role: 'startup' });
    await deleteAccount(deleted);
    for (const id of [blocked.id, deleted.id]) {
      const res = await post(`${company(id)}/signin-link`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'account_not_active' });
      expect(await t.database.db.select().from(signinKeys).where(eq(signinKeys.userId, id))).toEqual([]);
      expect((await audits(id)).filter((a) => a.action === 'signin_key.create')).toEqual([]);
      expect((await events(id)).filter((e) => e.kind === 'account.signin_link')).toEqual([]);
    }
    expect(await mailsTo(blocked.email)).toEqual([]);
  });

  it('the older sign-in key endpoint refuses a blocked account too, and still works for an active one', async () => {
    const blocked = await createUser(t, { role: 'startup' });
    expect((await post(`${company(blocked.id)}/block`, { reason: 'Fake company' })).statusCode).toBe(200);
    const refused = await post('/api/v1/manager/signin-keys', { email: blocked.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'account_not_active' });
    expect(await t.database.db.select().from(signinKeys).where(eq(signinKeys.userId, blocked.id))).toEqual([]);
    const active = await createUser(t, { role: 'startup' });
    const ok = await post('/api/v1/manager/signin-keys', { email: active.email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ sent_to: active.email, expires_at: expect.any(String) });
    expect((await mailsTo(active.email))[0]).toMatchObject({ template: 'account.signin_link' });
    expect(
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, active.id), eq(auditLog.action, 'signin_key.create')))
      )[0],
    ).toMatchObject({ companyId: active.id });
  });
});
