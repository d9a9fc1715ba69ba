import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, INT_ID_MAX, JSON_MAX_DEPTH, startupProfileSchema, type Handbooks } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { files, tickets, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp, caller, type Method } from './harness.js';
import { multipart, pdf } from './fixtures/files.js';
import { inDays } from './fixtures/dates.js';

let t: TestApp;
let hb: Handbooks;
const tok: Record<'startup' | 'investor' | 'manager', string> = { startup: '', investor: '', manager: '' };

beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  for (const role of ['startup', 'investor', 'manager'] as const) {
    const u = await createUser(t, { role });
    tok[role] = await login(t, u.email, u.password);
  }
});
afterAll(() => t.close());

const request = caller(() => t);
const call = (method: Method, url: string, token: string, payload?: unknown, lang = 'en') => request(method, url, token, payload, { 'accept-language': lang });
/** For bodies JSON.stringify cannot build here (thousands of levels deep). */
const callRaw = (method: Method, url: string, token: string, text: string) =>
  t.app.inject({ method, url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: text });

const texts = { product_description: 'Inspection robots for wind turbine blades.', who_is_your_customer: 'Operators of onshore and offshore wind farms.' };
const future = inDays(30);
const foundationPilot = { countries: [], industries: [], regions: [], rounds: [], expire: future, feedback_method: 'email', feedback_value: 'deals@fund.test' };
const foundationInvestment = { ...foundationPilot, need_investment: { min: 100000, max: 2000000 } };
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const ticketCount = async () => (await t.database.db.select().from(tickets)).length;
const uploadUrl = '/api/v1/files/upload?type=pitch_deck';

describe('input the database cannot hold is refused with a 400 that names the field', () => {
  it('refuses a NUL byte in a profile text, in English and in Russian, and keeps the profile', async () => {
    const saved = await call('POST', '/api/v1/startup/profiledata', tok.startup, { company: 'Nordlight Robotics', ...texts });
    expect(saved.statusCode).toBe(200);
    const res = await call('POST', '/api/v1/startup/profiledata', tok.startup, { company: 'Nord\u0000light', ...texts });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please, fix error(s) and repeat',
      code: 'validation_failed',
      errors: { company: 'Remove the invisible or broken characters from this text' },
    });
    // A Russian account reads it in Russian (the account's language comes before the browser's).
    await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.role, 'startup'));
    const ru = await call(
      'POST',
      '/api/v1/startup/profiledata',
      tok.startup,
      { company: 'Nordlight', ...texts, product_description: `${texts.product_description}\u0000` },
      'ru',
    );
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.role, 'startup'));
    expect(ru.json()).toMatchObject({ errors: { product_description: 'Уберите из текста невидимые или повреждённые символы' } });
    expect(startupProfileSchema.parse((await call('GET', '/api/v1/startup/profiledata', tok.startup)).json()).company).toBe('Nordlight Robotics');
  });

  it('refuses a NUL byte in the startups search and in the audit log query', async () => {
    const search = await call('POST', '/api/v1/foundation/startups/list', tok.investor, { search: 'robo\u0000' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ errors: { search: 'Remove the invisible or broken characters from this text' } });
    const audit = await call('GET', '/api/v1/manager/audit?entity=%00', tok.manager);
    expect(audit.statusCode).toBe(400);
    expect(audit.json()).toMatchObject({ code: 'validation_failed', errors: { entity: 'Remove the invisible or broken characters from this text' } });
  });

  it('refuses a lone surrogate in an application form and files nothing', async () => {
    const before = await ticketCount();
    const res = await call('POST', '/api/v1/foundation/pilot/pilot_form', tok.investor, {
      ...foundationPilot,
      need_pilot: 'Predictive maintenance \ud800',
      task_file: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { need_pilot: 'Remove the invisible or broken characters from this text' } });
    const legal = await call('POST', '/api/v1/foundation/investment/investment_form', tok.investor, {
      ...foundationInvestment,
      legal_terms: 'Standard \udc00 terms',
    });
    expect(legal.json()).toMatchObject({ errors: { legal_terms: 'Remove the invisible or broken characters from this text' } });
    expect(await ticketCount()).toBe(before);
  });

  it('refuses handbook ids above 2147483647 in the startups list and the profile lists', async () => {
    const list = await call('POST', '/api/v1/foundation/startups/list', tok.investor, { countries: [3_000_000_000] });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ errors: { 'countries.0': 'Choose values from the list' } });
    const profile = await call('POST', '/api/v1/startup/profiledata', tok.startup, {
      company: 'Nordlight Robotics',
      ...texts,
      country: INT_ID_MAX + 1,
      industries: [3_000_000_000],
    });
    expect(profile.json()).toMatchObject({ errors: { country: 'Choose values from the list', 'industries.0': 'Choose values from the list' } });
  });

  it('refuses ±1e308 in a score range and in a foundation finance range', async () => {
    const res = await call('POST', '/api/v1/foundation/startups/list', tok.investor, { intema_score: { min: -1e308, max: 1e308 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { 'intema_score.min': 'This number is out of range', 'intema_score.max': 'This number is out of range' } });
    const form = await call('POST', '/api/v1/foundation/investment/investment_form', tok.investor, { ...foundationInvestment, mrr: { min: 1e308 } });
    expect(form.json()).toMatchObject({ errors: { 'mrr.min': 'This number is out of range' } });
  });

  it('refuses the year 0000 in a date', async () => {
    const res = await call('POST', '/api/v1/startup/profiledata', tok.startup, {
      company: 'Nordlight Robotics',
      ...texts,
      startup_finance_info: { finance_actual_date: '0000-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { 'startup_finance_info.finance_actual_date': 'Enter a date from the year 1900 on' } });
  });

  it('refuses a 5,000-deep array in a preference, and a lone surrogate in its keys or strings', async () => {
    const url = '/api/v1/user/preferences/startups_table';
    const res = await callRaw('PUT', url, tok.investor, `{"value":${deep(5000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request is nested too deeply', code: 'body_too_deep' });
    expect((await call('PUT', url, tok.investor, { value: { '\ud800': 1 } })).json()).toMatchObject({
      errors: { value: 'Remove the invisible or broken characters from this text' },
    });
    expect((await call('PUT', url, tok.investor, { value: ['ok', 'bad\u0000'] })).statusCode).toBe(400);
    expect((await call('GET', url, tok.investor)).json()).toEqual({ value: null });
  });

  it('refuses multipart bodies without a boundary, with a wrong one or without the closing one, storing nothing', async () => {
    const before = (await t.database.db.select().from(files)).length;
    const good = multipart('file', 'deck.pdf', pdf());
    const boundary = /boundary=(.+)$/.exec(good.headers['content-type'])![1]!;
    const cases = [
      { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: good.payload, headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-used' } },
      { payload: good.payload.subarray(0, good.payload.length - boundary.length - 8), headers: good.headers },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: uploadUrl, payload: c.payload, headers: { ...c.headers, ...bearer(tok.startup) } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ code: string }>().code).toMatch(/^(multipart_invalid|validation_failed)$/);
    }
    const ruStartup = await createUser(t, { role: 'startup' });
    await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.id, ruStartup.id));
    const ruToken = await login(t, ruStartup.email, ruStartup.password);
    const ru = await t.app.inject({
      method: 'POST',
      url: uploadUrl,
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data', 'accept-language': 'ru', ...bearer(ruToken) },
    });
    expect(ru.json()).toEqual({ message: 'Загрузка не является полным запросом multipart/form-data. Отправьте файл ещё раз', code: 'multipart_invalid' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(tok.startup) })).statusCode).toBe(200);
    expect((await t.database.db.select().from(files)).length).toBe(before);
  });
});

describe('input inside the limits still works', () => {
  it('saves and reads back texts with emoji (paired surrogates) and Cyrillic', async () => {
    const company = 'Ёлка Robotics 🚀';
    const res = await call('POST', '/api/v1/startup/profiledata', tok.startup, {
      company,
      ...texts,
      product_description: 'Роботы для осмотра лопастей 🌬️ ветряков.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = startupProfileSchema.parse((await call('GET', '/api/v1/startup/profiledata', tok.startup)).json());
    expect(profile).toMatchObject({ company, product_description: 'Роботы для осмотра лопастей 🌬️ ветряков.' });
  });

  it('finds startups by the largest handbook id a column holds and by a full score range', async () => {
    const res = await call('POST', '/api/v1/foundation/startups/list', tok.investor, {
      countries: [INT_ID_MAX, hb.countries[0]!.id],
      intema_score: { min: 1, max: 5 },
      last_fund_amount: { min: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ startups: [], total: 0 });
  });

  it('keeps a finance date from 1900 on', async () => {
    const res = await call('POST', '/api/v1/startup/profiledata', tok.startup, {
      company: 'Nordlight Robotics',
      ...texts,
      startup_finance_info: { finance_actual_date: '1900-01-01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(startupProfileSchema.parse(res.json()).startup_finance_info.finance_actual_date).toBe('1900-01-01');
  });

  it('stores a nested preference with emoji up to the depth limit and reads it back', async () => {
    const url = '/api/v1/user/preferences/startups_filters';
    const value = JSON.parse(`{"note":"⭐ избранное","nested":${deep(JSON_MAX_DEPTH - 2)}}`) as unknown;
    expect((await call('PUT', url, tok.investor, { value })).statusCode).toBe(200);
    expect((await call('GET', url, tok.investor)).json()).toEqual({ value });
  });

  it('files an application whose texts hold emoji, and filters the audit log by entity', async () => {
    const res = await call('POST', '/api/v1/foundation/investment/investment_form', tok.investor, {
      ...foundationInvestment,
      legal_terms: 'Standard terms 📄 and no more',
      mrr: { min: 10000, max: 9_999_999_999 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/v1/manager/audit?entity=ticket', tok.manager)).statusCode).toBe(200);
  });

  it('still takes a well-formed multipart upload', async () => {
    const good = multipart('file', 'deck.pdf', pdf());
    const res = await t.app.inject({ method: 'POST', url: uploadUrl, payload: good.payload, headers: { ...good.headers, ...bearer(tok.startup) } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
