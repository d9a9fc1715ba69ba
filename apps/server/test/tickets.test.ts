import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, scoreFields, ticketDetailSchema, ticketListSchema, userInfoSchema, type Handbooks } from '@platform/contract';
import { startupProfiles, tickets } from '../src/db/schema/index.js';
import { bearer, caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { multipart, pdf } from './fixtures/files.js';

let t: TestApp;
let hb: Handbooks;
const tok: Record<string, string> = {};
const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const past = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  for (const role of ['startup', 'investor', 'corporate', 'expert'] as const) {
    const u = await createUser(t, { role });
    tok[role] = await login(t, u.email, u.password);
    if (role === 'startup') {
      await t.database.db.insert(startupProfiles).values({ userId: u.id, isScoreFull: true, ...Object.fromEntries(scoreFields.map((f) => [f, 3])) });
    }
  }
  const lazy = await createUser(t, { role: 'startup' });
  tok.lazyStartup = await login(t, lazy.email, lazy.password);
  const other = await createUser(t, { role: 'investor' });
  tok.otherInvestor = await login(t, other.email, other.password);
});
afterAll(() => t.close());

const call = caller(() => t);
async function upload(token: string, type: string) {
  const body = multipart('file', `${type}.pdf`, pdf());
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/files/upload?type=${type}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  return { id: res.json<{ id: string }>().id };
}
const investment = async (token = tok.startup!) => ({
  goals: 'market_expansion',
  value_of_investments: { min: 500000, max: 1500000 },
  conditions_of_deal: 'Equity, 10-15% for the round',
  round_size: 1500000,
  valuetion: 12000000,
  expire: future,
  unit_economy: await upload(token, 'unit_economy'),
  pitch_presentation: await upload(token, 'pitch_deck'),
  agree_co_investment: true,
  crowdfunding: false,
  feedback_method: 'email',
  feedback_value: 'founder@example.test',
});

describe('filing applications', () => {
  it('files a startup investment application with its files, listed and viewable with its history', async () => {
    const res = await call('POST', '/api/v1/startup/investment/investment_form', tok.startup!, await investment());
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<{ id: string }>();
    expect(res.json()).toMatchObject({ type_ticket: 'startup_investment', status: 'registred' });
    const list = ticketListSchema.parse((await call('GET', '/api/v1/startup/ticket_list', tok.startup!)).json());
    expect(list.tickets[0]).toMatchObject({ id, status: 'registred', offers_count: 0, co_investment: true, expire: future });
    const detail = ticketDetailSchema.parse((await call('GET', `/api/v1/startup/ticket/${id}`, tok.startup!)).json());
    expect(detail.files.map((f) => f.field).sort()).toEqual(['pitch_presentation', 'unit_economy']);
    expect(detail.history).toEqual([expect.objectContaining({ from: null, to: 'registred' })]);
    expect(detail.form).toMatchObject({ goals: 'market_expansion', valuetion: 12000000 });
  });

  it('loads the option lists of the forms in the caller language', async () => {
    expect((await call('GET', '/api/v1/startup/investment/investment_form', tok.startup!)).json<{ goals: unknown[] }>().goals.length).toBeGreaterThan(3);
    const ru = await t.app.inject({
      method: 'GET',
      url: '/api/v1/startup/duedill/due_dill_form',
      headers: { ...bearer(tok.startup!), 'accept-language': 'ru' },
    });
    expect(ru.json()).toMatchObject({ types: expect.arrayContaining([{ id: 'technical', name: 'Техническая' }]) });
  });

  it('files pilot and due-diligence applications for startups, investors and corporates', async () => {
    const pilot = await call('POST', '/api/v1/startup/pilot/pilot_form', tok.startup!, {
      task_class: 'proof_of_concept',
      costs_and_terms: 'Three months, paid pilot',
      product_description: 'Drone inspection of blades',
      product_presentation_files: [await upload(tok.startup!, 'pilot_product_presentation'), await upload(tok.startup!, 'pilot_product_presentation')],
      feedback_method: 'phone',
      feedback_value: '+46 70 123 45 67',
    });
    expect(pilot.statusCode, pilot.body).toBe(200);
    const dd = await call('POST', '/api/v1/foundation/duedill/due_dill_form', tok.investor!, {
      type_of_due_dill: 'technical',
      goals_and_tasks: 'Review the architecture',
      feedback_method: 'other',
      feedback_value: 'Telegram @fund',
    });
    expect(dd.json()).toMatchObject({ type_ticket: 'investor_duedill' });
    const fp = await call('POST', '/api/v1/foundation/pilot/pilot_form', tok.corporate!, {
      countries: [hb.countries[0]!.id],
      industries: [hb.industries[0]!.id],
      regions: [],
      rounds: [],
      expire: future,
      need_pilot: 'Predictive maintenance of turbines',
      task_file: await upload(tok.corporate!, 'task_description'),
      feedback_method: 'email',
      feedback_value: 'innovation@corp.test',
    });
    expect(fp.json()).toMatchObject({ type_ticket: 'corporate_pilot' });
    const fi = await call('POST', '/api/v1/foundation/investment/investment_form', tok.investor!, {
      countries: [],
      industries: [hb.industries[1]!.id],
      regions: [hb.regions[0]!.id],
      rounds: [hb.rounds[1]!.id],
      expire: future,
      need_investment: { min: 100000, max: 2000000 },
      mrr: { min: 10000 },
      feedback_method: 'email',
      feedback_value: 'deals@fund.test',
    });
    expect(fi.json()).toMatchObject({ type_ticket: 'investor_investment' });
    const list = ticketListSchema.parse((await call('GET', '/api/v1/foundation/ticket_list', tok.investor!)).json());
    expect(list.tickets.map((x) => x.type_ticket).sort()).toEqual(['investor_duedill', 'investor_investment']);
  });

  it("pages the owner's list both ways and keeps the total on a page past the last one", async () => {
    const get = async (query: string) => ticketListSchema.parse((await call('GET', `/api/v1/foundation/ticket_list${query}`, tok.investor!)).json());
    const all = await get('?take=10&skip=0');
    expect(all.total).toBe(2);
    const newestFirst = all.tickets.map((x) => x.id);
    expect(await get('?take=1&skip=0')).toEqual({ tickets: [all.tickets[0]], total: 2 });
    expect(await get('?take=1&skip=1')).toEqual({ tickets: [all.tickets[1]], total: 2 });
    expect((await get('?take=10&skip=0&order_dir=asc')).tickets.map((x) => x.id)).toEqual([...newestFirst].reverse());
    expect(await get('?take=10&skip=5')).toEqual({ tickets: [], total: 2 });
    expect(await get('?take=10&skip=2')).toEqual({ tickets: [], total: 2 });
  });
});

describe('refusals', () => {
  it('sends a startup without a full score away, creating nothing', async () => {
    const res = await call('POST', '/api/v1/startup/investment/investment_form', tok.lazyStartup!, await investment(tok.lazyStartup!));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'score_not_full' });
    expect((await call('GET', '/api/v1/startup/ticket_list', tok.lazyStartup!)).json()).toMatchObject({ total: 0 });
  });

  it('tells each account in its user info whether it may file, as the forms then answer', async () => {
    const can = async (token: string) => userInfoSchema.parse((await call('GET', '/api/v1/user/info', token)).json()).can;
    expect(await can(tok.lazyStartup!)).toEqual({ file_applications: false });
    expect(await can(tok.startup!)).toEqual({ file_applications: true });
    expect(await can(tok.investor!)).toEqual({ file_applications: true });
  });

  it('keeps startups off foundation forms and the reverse', async () => {
    expect((await call('POST', '/api/v1/startup/investment/investment_form', tok.investor!, {})).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/foundation/pilot/pilot_form', tok.startup!, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/foundation/ticket_list', tok.startup!)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/startup/ticket_list', tok.expert!)).statusCode).toBe(403);
  });

  it.each([
    [{ expire: past }, 'expire', "Can't be less than current date"],
    [{ expire: '31.12.2030' }, 'expire', 'Incorrect date format'],
    [{ value_of_investments: { min: 900, max: 100 } }, 'value_of_investments.max', "Max value can't be less than min"],
    [{ round_size: 0 }, 'round_size', 'At least 1'],
    [{ round_size: 100_000_001 }, 'round_size', 'At most 100000000'],
    [{ valuetion: 'soon' }, 'valuetion', undefined],
    [{ conditions_of_deal: 'abc' }, 'conditions_of_deal', 'At least 5 characters'],
    [{ goals: 'world_domination' }, 'goals', 'Choose a goal'],
    [{ feedback_value: 'not-an-email' }, 'feedback_value', 'Email is not correct'],
    [{ feedback_method: 'other', feedback_value: 'abc' }, 'feedback_value', 'At least 5 characters'],
    [{ pitch_presentation: undefined }, 'pitch_presentation', undefined],
  ])('refuses %j naming the field', async (change, field, text) => {
    const before = ticketListSchema.parse((await call('GET', '/api/v1/startup/ticket_list', tok.startup!)).json()).total;
    const res = await call('POST', '/api/v1/startup/investment/investment_form', tok.startup!, { ...(await investment()), ...change });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string> }>().errors;
    expect(errors[field], JSON.stringify(errors)).toBeTruthy();
    if (text) expect(errors[field]).toBe(text);
    expect(ticketListSchema.parse((await call('GET', '/api/v1/startup/ticket_list', tok.startup!)).json()).total).toBe(before);
  });

  it("refuses another company's uploaded file in a form, and a pilot without files", async () => {
    const foreign = await upload(tok.investor!, 'unit_economy');
    const res = await call('POST', '/api/v1/startup/investment/investment_form', tok.startup!, { ...(await investment()), unit_economy: foreign });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { unit_economy: 'Upload the file again' } });
    const pilot = await call('POST', '/api/v1/startup/pilot/pilot_form', tok.startup!, {
      task_class: 'pilot',
      costs_and_terms: 'Free',
      product_description: 'A product',
      product_presentation_files: [],
      feedback_method: 'email',
      feedback_value: 'a@b.test',
    });
    expect(pilot.json()).toMatchObject({ errors: { product_presentation_files: 'Attach at least one file' } });
  });

  it("answers another company's ticket as missing", async () => {
    const [mine] = await t.database.db.select().from(tickets).where(eq(tickets.type, 'investor_duedill'));
    expect((await call('GET', `/api/v1/foundation/ticket/${mine!.id}`, tok.investor!)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/foundation/ticket/${mine!.id}`, tok.otherInvestor!)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/foundation/ticket/garbage', tok.investor!)).json()).toMatchObject({ errors: { id: "Can't find application id" } });
  });
});
