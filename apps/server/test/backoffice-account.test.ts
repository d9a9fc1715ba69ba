import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAccountSchema } from '@platform/contract';
import { auditLog, companies, companyEvents, mailOutbox, startupRecommendations, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp, caller, type Method } from './harness.js';

let t: TestApp;
let manager: Awaited<ReturnType<typeof createUser>>;
let managerToken: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
  for (const role of ['startup', 'investor', 'corporate', 'expert'] as const) {
    const user = await createUser(t, { role });
    tokens[role] = await login(t, user.email, user.password);
  }
});
afterAll(() => t.close());

const request = caller(() => t);
/** As the signed-in manager unless another token is given. */
const call = (method: Method, url: string, payload?: unknown, token = managerToken) => request(method, url, token, payload);
const company = (id: string) => `/api/v1/manager/companies/${id}`;
const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const events = (id: string) => t.database.db.select().from(companyEvents).where(eq(companyEvents.companyId, id)).orderBy(companyEvents.createdAt);
const audits = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.companyId, id)).orderBy(auditLog.createdAt);
const written = (id: string) => t.database.db.select().from(startupRecommendations).where(eq(startupRecommendations.startupId, id));
const recommendation = { title: 'Hire a head of sales', text: 'Your pipeline depends on the founders alone. Hire a head of sales before the next round.' };

describe('a company’s account: what works', () => {
  it('reads the account with its company, settings, counts and written recommendations', async () => {
    const startup = await createUser(t, { role: 'startup', name: 'Nordic Sensors' });
    await t.database.db.update(companies).set({ website: 'nordic-sensors.example' }).where(eq(companies.userId, startup.id));
    const res = await call('GET', company(startup.id));
    expect(res.statusCode).toBe(200);
    expect(companyAccountSchema.parse(res.json())).toMatchObject({
      id: startup.id,
      role: 'startup',
      name: 'Nordic Sensors',
      website: 'nordic-sensors.example',
      email: startup.email,
      status: 'active',
      blocked_reason: null,
      language: 'en',
      section_settings: { crowdfunding: true, pilots: true },
      counts: { applications: 0, rounds: 0, pilots: 0, threads: 0 },
      recommendations: [],
      can: { write_recommendations: true, export_backer_records: false },
    });
  });

  it('still reads a deleted account, as deleted', async () => {
    const expert = await createUser(t, { role: 'expert' });
    const token = await login(t, expert.email, expert.password);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(token), payload: { email: expert.email } })).statusCode).toBe(200);
    const res = await call('GET', company(expert.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: expert.id, status: 'deleted' });
  });

  it('hides crowdfunding from the company’s very next request, and shows it again', async () => {
    const investor = await createUser(t, { role: 'investor' });
    const token = await login(t, investor.email, investor.password);
    const rounds = () => call('POST', '/api/v1/investor/crowdfunding_dashboard_list', {}, token);
    const settings = () => call('GET', '/api/v1/web/section/settings', undefined, token);
    expect((await rounds()).statusCode).toBe(200);

    const res = await call('PUT', `${company(investor.id)}/sections`, { crowdfunding: false, pilots: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ section_settings: { crowdfunding: false, pilots: true } });
    const hidden = await rounds();
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toMatchObject({ code: 'section_hidden' });
    expect((await settings()).json()).toEqual({ crowdfunding: false, pilots: true });
    expect((await call('GET', '/api/v1/user/info', undefined, token)).json()).toMatchObject({ sectionSettings: { crowdfunding: false, pilots: true } });

    expect((await call('PUT', `${company(investor.id)}/sections`, { crowdfunding: true, pilots: true })).statusCode).toBe(200);
    expect((await rounds()).statusCode).toBe(200);
    expect((await settings()).json()).toEqual({ crowdfunding: true, pilots: true });

    const moves = (await audits(investor.id)).filter((a) => a.action === 'user.sections');
    expect(moves.map((a) => [a.before, a.after])).toEqual([
      [
        { crowdfunding: true, pilots: true },
        { crowdfunding: false, pilots: true },
      ],
      [
        { crowdfunding: false, pilots: true },
        { crowdfunding: true, pilots: true },
      ],
    ]);
    expect((await events(investor.id)).map((e) => [e.kind, e.data])).toEqual([
      ['account.sections', { crowdfunding: false, pilots: true }],
      ['account.sections', { crowdfunding: true, pilots: true }],
    ]);
  });

  it('writes a recommendation that replaces the category’s stock advice, mails the startup, and removes it', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const token = await login(t, startup.email, startup.password);
    const profile = {
      company: 'Cold Chain Sensors',
      product_description: 'Sensors for the cold chain, sold to logistics firms.',
      who_is_your_customer: 'Logistics firms with refrigerated fleets.',
      startup_scoring: { sales: 1, hiring: 1 },
    };
    expect((await call('POST', '/api/v1/startup/profiledata', profile, token)).statusCode).toBe(200);
    const advice = async () => (await call('GET', '/api/v1/startup/recomendations', undefined, token)).json<Record<string, Record<string, string>>>();
    const stockBusiness = (await advice()).business;
    expect(stockBusiness?.sales).toBeTruthy();

    const res = await call('PUT', `${company(startup.id)}/recommendations/business`, recommendation);
    expect(res.statusCode).toBe(200);
    const account = companyAccountSchema.parse(res.json());
    expect(account.recommendations).toEqual([{ category: 'business', ...recommendation, updated_at: expect.any(String), author: 'Test Person' }]);
    const after = await advice();
    expect(after.business).toEqual({ [recommendation.title]: recommendation.text });
    expect(after.team?.hiring).toBeTruthy();

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, startup.email)).orderBy(desc(mailOutbox.createdAt));
    expect(mail).toMatchObject({ template: 'account.recommendation', language: 'en', subject: 'A manager wrote you a recommendation' });
    expect(mail!.text).toContain(recommendation.title);
    expect(mail!.text).toContain('Business');
    expect(mail!.text).toContain(`${t.config.publicUrl}/cabinet/profile`);

    const rewrite = await call('PUT', `${company(startup.id)}/recommendations/business`, {
      title: 'Price by the sensor',
      text: 'Move from a flat fee to a price per sensor a month.',
    });
    expect(rewrite.statusCode).toBe(200);
    expect(await written(startup.id)).toHaveLength(1);
    expect((await advice()).business).toEqual({ 'Price by the sensor': 'Move from a flat fee to a price per sensor a month.' });

    const removed = await call('DELETE', `${company(startup.id)}/recommendations/business`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().recommendations).toEqual([]);
    expect((await advice()).business).toEqual(stockBusiness);

    expect((await audits(startup.id)).map((a) => a.action)).toEqual(['recommendation.write', 'recommendation.write', 'recommendation.delete']);
    expect((await events(startup.id)).map((e) => [e.kind, e.data])).toEqual([
      ['account.recommendation', { category: 'business', title: recommendation.title }],
      ['account.recommendation', { category: 'business', title: 'Price by the sensor' }],
    ]);
  });

  it('adds an internal note to the company’s timeline', async () => {
    const corporate = await createUser(t, { role: 'corporate' });
    const res = await call('POST', `${company(corporate.id)}/notes`, { text: 'Called the CEO: they want to pilot in Q2.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await events(corporate.id)).map((e) => ({ kind: e.kind, internal: e.internal, data: e.data, actorId: e.actorId }))).toEqual([
      { kind: 'note', internal: true, data: { text: 'Called the CEO: they want to pilot in Q2.' }, actorId: manager.id },
    ]);
    expect((await audits(corporate.id)).map((a) => a.action)).toEqual(['company.note']);
  });
});

describe('a company’s account: refused', () => {
  it('refuses every company role with 403 and an anonymous caller with 401', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const calls: [Method, string, unknown][] = [
      ['GET', company(startup.id), undefined],
      ['PUT', `${company(startup.id)}/sections`, { crowdfunding: false, pilots: false }],
      ['PUT', `${company(startup.id)}/recommendations/team`, recommendation],
      ['DELETE', `${company(startup.id)}/recommendations/team`, undefined],
      ['POST', `${company(startup.id)}/notes`, { text: 'Not mine to write' }],
    ];
    for (const role of Object.keys(tokens)) {
      for (const [method, url, payload] of calls) expect((await call(method, url, payload, tokens[role])).statusCode, `${role} ${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of calls)
      expect((await t.app.inject({ method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) })).statusCode).toBe(401);
    expect((await row(startup.id)).sectionSettings).toEqual({ crowdfunding: true, pilots: true });
    expect(await written(startup.id)).toEqual([]);
    expect(await events(startup.id)).toEqual([]);
  });

  it('answers 404 company_not_found for an unknown id and a manager’s account', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', manager.id]) {
      for (const [method, url, payload] of [
        ['GET', company(id), undefined],
        ['PUT', `${company(id)}/sections`, { crowdfunding: false, pilots: true }],
        ['PUT', `${company(id)}/recommendations/team`, recommendation],
        ['POST', `${company(id)}/notes`, { text: 'Nobody here' }],
      ] as [Method, string, unknown][]) {
        const res = await call(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'company_not_found' });
      }
    }
    expect((await row(manager.id)).sectionSettings).toEqual({ crowdfunding: true, pilots: true });
  });

  it('refuses a recommendation for an investor, and a bad title, text or category, writing nothing', async () => {
    const investor = await createUser(t, { role: 'investor' });
    const res = await call('PUT', `${company(investor.id)}/recommendations/team`, recommendation);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'recommendations_startups_only' });
    expect(await written(investor.id)).toEqual([]);
    // The account says so up front, so the screen offers no recommendations for it.
    expect(companyAccountSchema.parse((await call('GET', company(investor.id))).json()).can).toEqual({
      write_recommendations: false,
      export_backer_records: true,
    });

    const startup = await createUser(t, { role: 'startup' });
    const bad: [string, unknown, string][] = [
      ['team', { ...recommendation, title: 'ab' }, 'title'],
      ['team', { ...recommendation, title: 'x'.repeat(101) }, 'title'],
      ['team', { ...recommendation, text: 'x'.repeat(9) }, 'text'],
      ['team', { ...recommendation, text: 'x'.repeat(2001) }, 'text'],
      ['sales', recommendation, 'category'],
    ];
    for (const [category, payload, field] of bad) {
      const refused = await call('PUT', `${company(startup.id)}/recommendations/${category}`, payload);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: expect.any(String) } });
    }
    const missing = await call('DELETE', `${company(startup.id)}/recommendations/team`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    expect(await written(startup.id)).toEqual([]);
    expect(await audits(startup.id)).toEqual([]);
    expect(await events(startup.id)).toEqual([]);
  });

  it('refuses a bad sections body and an empty note, changing nothing', async () => {
    const startup = await createUser(t, { role: 'startup' });
    for (const payload of [{}, { crowdfunding: false }, { crowdfunding: 'no', pilots: true }]) {
      expect((await call('PUT', `${company(startup.id)}/sections`, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{ text: '   ' }, { text: 'x'.repeat(2001) }]) {
      const res = await call('POST', `${company(startup.id)}/notes`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { text: expect.any(String) } });
    }
    expect((await row(startup.id)).sectionSettings).toEqual({ crowdfunding: true, pilots: true });
    expect(await events(startup.id)).toEqual([]);
    expect(await audits(startup.id)).toEqual([]);
  });
});
