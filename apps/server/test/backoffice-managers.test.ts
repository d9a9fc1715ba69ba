import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionsSchema, auditListSchema, managerItemSchema, managerListSchema, type ManagerItem } from '@platform/contract';
import { auditLog, mailOutbox, users } from '../src/db/schema/index.js';
import { audit, type AuditWrite } from '../src/modules/audit/write.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let ann: Awaited<ReturnType<typeof createUser>>;
let annToken: string;
let startupToken: string;

const post = (url: string, token: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function managers(token = annToken): Promise<ManagerItem[]> {
  const res = await get('/api/v1/manager/managers', token);
  expect(res.statusCode, res.body).toBe(200);
  return managerListSchema.parse(res.json()).managers;
}

/** Creates a manager through the API and signs in with the link the letter carries. */
async function invite(email: string, firstName: string, language: 'en' | 'ru' = 'en') {
  const res = await post('/api/v1/manager/managers', annToken, { email, first_name: firstName, last_name: 'Manager', language });
  expect(res.statusCode, res.body).toBe(200);
  const item = managerItemSchema.parse(res.json());
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase())).orderBy(desc(mailOutbox.createdAt)).limit(1);
  expect(mail, 'the invitation letter').toBeDefined();
  const key = new URL(/https?:\/\/\S+\/\?key=\S+/.exec(mail!.text)![0]).searchParams.get('key')!;
  const signin = await t.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key } });
  expect(signin.statusCode, signin.body).toBe(200);
  return { item, mail: mail!, key, token: signin.json<{ token: string }>().token };
}

beforeAll(async () => {
  t = await startTestApp();
  ann = await createUser(t, { role: 'manager', email: 'ann@managers.test' });
  annToken = await login(t, ann.email, ann.password);
  const startup = await createUser(t, { role: 'startup' });
  startupToken = await login(t, startup.email, startup.password);
});
afterAll(() => t.close());

describe('managers', () => {
  it('lists the managers with the caller marked, and refuses non-managers', async () => {
    const list = await managers();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: ann.id, email: 'ann@managers.test', name: 'Test Person', status: 'active', self: true });
    expect((await get('/api/v1/manager/managers', startupToken)).statusCode).toBe(403);
    expect((await post('/api/v1/manager/managers', startupToken, { email: 'x@managers.test', first_name: 'X', last_name: 'Y' })).statusCode).toBe(403);
    expect((await post(`/api/v1/manager/managers/${ann.id}/deactivate`, startupToken)).statusCode).toBe(403);
  });

  it('creates a manager who signs in with the mailed link, in their language', async () => {
    const bob = await invite('Bob@Managers.test', 'Bob', 'ru');
    expect(bob.item).toMatchObject({ email: 'bob@managers.test', name: 'Bob Manager', status: 'active', self: false });
    expect(bob.mail.subject).toBe('Ваш аккаунт менеджера на платформе');
    expect(bob.mail.text).toContain(`${t.config.publicUrl}/?key=`);
    expect(bob.mail.text).toContain('24 часов');
    expect(bob.mail.text).toContain('Забыли пароль?');
    // The link is spent; the new manager works in the back office.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { key: bob.key } })).statusCode).toBe(401);
    const seen = await managers(bob.token);
    expect(seen.find((m) => m.self)?.email).toBe('bob@managers.test');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, bob.item.id));
    expect(row).toMatchObject({ role: 'manager', language: 'ru', firstName: 'Bob', lastName: 'Manager' });
    expect(row!.lastSignInAt).not.toBeNull();
    const [created] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'manager.create'), eq(auditLog.entityId, bob.item.id)));
    expect(created?.actorId).toBe(ann.id);
  });

  it('refuses an e-mail that has an account and bad bodies, creating nothing', async () => {
    const before = (await managers()).length;
    for (const email of ['ann@managers.test', 'BOB@managers.test']) {
      const res = await post('/api/v1/manager/managers', annToken, { email, first_name: 'Dup', last_name: 'Licate' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'email_taken', errors: { email: expect.any(String) } });
    }
    for (const body of [
      { email: 'not-an-email', first_name: 'A', last_name: 'B' },
      { email: 'c@managers.test', first_name: ' ', last_name: 'B' },
      { email: 'c@managers.test', first_name: 'A', last_name: 'B', language: 'de' },
    ]) {
      expect((await post('/api/v1/manager/managers', annToken, body)).statusCode).toBe(400);
    }
    expect(await managers()).toHaveLength(before);
  });

  it('deactivates another manager, ending its sessions, and activates it again', async () => {
    const cid = await invite('cid@managers.test', 'Cid');
    const res = await post(`/api/v1/manager/managers/${cid.item.id}/deactivate`, annToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(managerItemSchema.parse(res.json())).toMatchObject({ id: cid.item.id, status: 'blocked', self: false });
    expect((await get('/api/v1/manager/managers', cid.token)).statusCode).toBe(401);
    expect((await post(`/api/v1/manager/managers/${cid.item.id}/deactivate`, annToken)).json()).toMatchObject({ code: 'already_blocked' });
    const list = await managers();
    expect(list.at(-1)).toMatchObject({ id: cid.item.id, status: 'blocked' });

    const back = await post(`/api/v1/manager/managers/${cid.item.id}/activate`, annToken);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ id: cid.item.id, status: 'active' });
    expect((await post(`/api/v1/manager/managers/${cid.item.id}/activate`, annToken)).json()).toMatchObject({ code: 'not_blocked' });
    // Its old session stays ended; a new sign-in works.
    expect((await get('/api/v1/manager/managers', cid.token)).statusCode).toBe(401);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, cid.item.id))).map((r) => r.action).sort();
    expect(actions).toEqual(['manager.activate', 'manager.create', 'manager.deactivate', 'signin_key.create']);
  });

  it('refuses to deactivate oneself, a company or an unknown id', async () => {
    const self = await post(`/api/v1/manager/managers/${ann.id}/deactivate`, annToken);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'cannot_block_self' });
    const company = await createUser(t, { role: 'investor' });
    for (const id of [company.id, randomUUID()]) {
      for (const action of ['deactivate', 'activate']) {
        const res = await post(`/api/v1/manager/managers/${id}/${action}`, annToken);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'manager_not_found' });
      }
    }
    expect((await post('/api/v1/manager/managers/not-a-uuid/deactivate', annToken)).statusCode).toBe(400);
    const [row] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, company.id));
    expect(row!.status).toBe('active');
    expect((await managers()).find((m) => m.self)?.status).toBe('active');
  });

  it('keeps the last active manager when two deactivate each other at once', async () => {
    // Only Ann and Dee stay active.
    for (const m of await managers()) if (!m.self && m.status === 'active') await post(`/api/v1/manager/managers/${m.id}/deactivate`, annToken);
    const dee = await invite('dee@managers.test', 'Dee');
    const [one, two] = await Promise.all([
      post(`/api/v1/manager/managers/${dee.item.id}/deactivate`, annToken),
      post(`/api/v1/manager/managers/${ann.id}/deactivate`, dee.token),
    ]);
    // One wins. The other is refused: by the count, when both got past sign-in checks before
    // either committed (PGlite's one connection runs them so), or at once at the sign-in check,
    // when the winner had already ended its session.
    const won = [one, two].filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const refused = [one, two].find((r) => r.statusCode !== 200)!;
    expect([409, 401]).toContain(refused.statusCode);
    if (refused.statusCode === 409) expect(refused.json()).toMatchObject({ code: 'last_active_manager' });
    const active = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'manager'), eq(users.status, 'active')));
    expect(active).toHaveLength(1);
  });
});

describe('audit log filters', () => {
  it('lists the actions and filters entries by manager, company and action', async () => {
    const eve = await createUser(t, { role: 'manager', email: 'eve@managers.test' });
    const eveToken = await login(t, eve.email, eve.password);
    const acme = await createUser(t, { role: 'startup', name: 'Acme' });
    const other = await createUser(t, { role: 'investor', name: 'Other' });
    // Company actions as the back office writes them (the company pages add their own), one after another.
    const written: AuditWrite[] = [
      { actorId: eve.id, action: 'user.block', entity: 'user', entityId: acme.id, companyId: acme.id, after: { reason: 'spam' } },
      { actorId: eve.id, action: 'user.unblock', entity: 'user', entityId: acme.id, companyId: acme.id },
      { actorId: ann.id, action: 'user.block', entity: 'user', entityId: other.id, companyId: other.id },
    ];
    for (const entry of written) {
      await t.database.db.transaction((tx) => audit(tx, entry));
    }
    const entries = async (query: string) => {
      const res = await get(`/api/v1/manager/audit${query}`, eveToken);
      expect(res.statusCode, res.body).toBe(200);
      return auditListSchema.parse(res.json());
    };

    const byEve = await entries(`?actor_id=${eve.id}`);
    expect(byEve.total).toBe(2);
    expect(byEve.entries.map((e) => e.action)).toEqual(['user.unblock', 'user.block']);
    expect(byEve.entries.every((e) => e.actor_id === eve.id && e.actor === 'eve@managers.test')).toBe(true);

    const forAcme = await entries(`?company_id=${acme.id}`);
    expect(forAcme.total).toBe(2);
    expect(forAcme.entries.every((e) => e.company_id === acme.id)).toBe(true);

    const blocks = await entries('?action=user.block');
    expect(blocks.total).toBe(2);
    expect(new Set(blocks.entries.map((e) => e.company_id))).toEqual(new Set([acme.id, other.id]));
    expect((await entries(`?action=user.block&actor_id=${ann.id}`)).entries.map((e) => e.company_id)).toEqual([other.id]);
    expect((await entries(`?company_id=${other.id}&actor_id=${eve.id}`)).total).toBe(0);

    const creates = await entries(`?action=manager.create&actor_id=${ann.id}`);
    expect(creates.total).toBe(3);
    const paged = await entries(`?action=manager.create&take=2&skip=2`);
    expect(paged.entries).toHaveLength(1);
    expect(paged.total).toBe(3);

    const actions = await get('/api/v1/manager/audit/actions', eveToken);
    expect(actions.statusCode).toBe(200);
    expect(auditActionsSchema.parse(actions.json()).actions).toEqual([
      'manager.activate',
      'manager.create',
      'manager.deactivate',
      'signin_key.create',
      'user.block',
      'user.unblock',
    ]);

    expect((await get('/api/v1/manager/audit/actions', startupToken)).statusCode).toBe(403);
    expect((await get(`/api/v1/manager/audit?actor_id=${eve.id}`, startupToken)).statusCode).toBe(403);
    for (const bad of ['?actor_id=eve', '?company_id=1', `?action=${'a'.repeat(101)}`, '?take=0'])
      expect((await get(`/api/v1/manager/audit${bad}`, eveToken)).statusCode, bad).toBe(400);
  });
});
