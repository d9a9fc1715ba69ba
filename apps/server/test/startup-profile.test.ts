import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, scoreFields, startupProfileSchema, type Handbooks } from '@platform/contract';
import { startupRecommendations } from '../src/db/schema/index.js';
import { bearer, caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { multipart, pdf } from './fixtures/files.js';

let t: TestApp;
let hb: Handbooks;
let startupId: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  for (const role of ['startup', 'investor', 'corporate', 'expert'] as const) {
    const user = await createUser(t, { role, name: `${role} co` });
    if (role === 'startup') startupId = user.id;
    tokens[role] = await login(t, user.email, user.password);
  }
  const other = await createUser(t, { role: 'startup' });
  tokens.otherStartup = await login(t, other.email, other.password);
});
afterAll(() => t.close());

const call = caller(() => t);

const texts = { product_description: 'Inspection robots for wind turbine blades.', who_is_your_customer: 'Operators of onshore and offshore wind farms.' };
const fullFinance = {
  annual_revenue: '1200000',
  mom_growth: '8',
  monthly_revenue: '35',
  monthly_burn_rate: '90000',
  mrr: '100000',
  runrate: '1200000',
  finance_actual_date: '2026-10-01',
};
const allScores = (v: number) => Object.fromEntries(scoreFields.map((f) => [f, v]));

describe('startup profile', () => {
  it('starts empty, then a full save makes the score full and shows in user info', async () => {
    const empty = startupProfileSchema.parse((await call('GET', '/api/v1/startup/profiledata', tokens.startup!)).json());
    expect(empty).toMatchObject({ type: 'empty', isScoreFull: false, startup_scoring: { intema_score: null } });
    const up = multipart('file', 'deck.pdf', pdf());
    const deck = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/files/upload?type=pitch_deck',
        payload: up.payload,
        headers: { ...up.headers, ...bearer(tokens.startup!) },
      })
    ).json<{ id: string }>();
    const res = await call('POST', '/api/v1/startup/profiledata', tokens.startup!, {
      company: 'Nordlight Robotics',
      country: hb.countries.find((c) => c.code === 'SE')!.id,
      regions: [hb.regions[0]!.id],
      industries: [hb.industries[0]!.id],
      round: hb.rounds[1]!.id,
      last_fund_amount: '500000',
      presentation_pitch_file: { id: deck.id },
      ...texts,
      startup_finance_info: fullFinance,
      startup_scoring: { ...allScores(3), marketing: 5, sales: 4 },
    });
    expect(res.statusCode).toBe(200);
    const profile = startupProfileSchema.parse(res.json());
    expect(profile).toMatchObject({ type: 'filled', isScoreFull: true, round: hb.rounds[1]!.id, last_fund_amount: 500000 });
    expect(profile.startup_scoring).toMatchObject({ team: 3, business: 4.5, intema_score: 3.4 });
    expect(profile.startup_finance_info).toMatchObject({ monthly_revenue: 35, finance_actual_date: '2026-10-01' });
    const info = (await call('GET', '/api/v1/user/info', tokens.startup!)).json();
    expect(info).toMatchObject({ isScoreFull: true, pitchDeck: { id: deck.id } });
  });

  it('keeps omitted values and loses completeness when a score is cleared', async () => {
    const res = await call('POST', '/api/v1/startup/profiledata', tokens.startup!, {
      company: 'Nordlight Robotics',
      ...texts,
      startup_scoring: { sales: null },
    });
    const profile = startupProfileSchema.parse(res.json());
    expect(profile.isScoreFull).toBe(false);
    expect(profile.startup_finance_info.mrr).toBe(100000);
    expect(profile.presentation_pitch_file).not.toBeNull();
  });

  it.each([
    [{ startup_finance_info: { monthly_revenue: 10000 } }, 'startup_finance_info.monthly_revenue'],
    [{ startup_finance_info: { mom_growth: '12abc' } }, 'startup_finance_info.mom_growth'],
    [{ startup_finance_info: { annual_revenue: -10000000000 } }, 'startup_finance_info.annual_revenue'],
    [{ startup_finance_info: { finance_actual_date: '01.10.2026' } }, 'startup_finance_info.finance_actual_date'],
    [{ startup_scoring: { hiring: 6 } }, 'startup_scoring.hiring'],
    [{ startup_scoring: { hiring: 2.3 } }, 'startup_scoring.hiring'],
    [{ product_description: 'Too short' }, 'product_description'],
    [{ who_is_your_customer: 'x'.repeat(2001) }, 'who_is_your_customer'],
    [{ industries: [1, 2, 3, 4, 5, 6] }, 'industries'],
    [{ round: 999999 }, 'round'],
  ])('refuses %j naming the field, leaving the profile unchanged', async (change, field) => {
    const before = (await call('GET', '/api/v1/startup/profiledata', tokens.startup!)).json();
    const res = await call('POST', '/api/v1/startup/profiledata', tokens.startup!, { company: 'Renamed Robotics', ...texts, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors[field], JSON.stringify(res.json())).toBeTruthy();
    expect((await call('GET', '/api/v1/startup/profiledata', tokens.startup!)).json()).toEqual(before);
  });

  it('offers the unit-economy template as a real XLSX workbook', async () => {
    const res = await call('GET', '/api/v1/startup/unit-economy-template', tokens.startup!);
    expect(res.statusCode).toBe(200);
    expect((await fileTypeFromBuffer(res.rawPayload))?.ext).toBe('xlsx');
  });
});

describe('recommendations', () => {
  it('gives stock advice for scores of 2 or less, a manager text over it, and leaves empty categories out', async () => {
    const u = await createUser(t, { role: 'startup' });
    const token = await login(t, u.email, u.password);
    const get = (lang = 'en') => t.app.inject({ method: 'GET', url: '/api/v1/startup/recomendations', headers: { ...bearer(token), 'accept-language': lang } });
    expect((await get()).json()).toEqual({});
    await call('POST', '/api/v1/startup/profiledata', token, { company: 'Low Scores', ...texts, startup_scoring: { ...allScores(4), hiring: 2, sales: 1.5 } });
    const en = (await get()).json<Record<string, Record<string, string>>>();
    expect(Object.keys(en).sort()).toEqual(['business', 'team']);
    expect(en.team!.hiring).toMatch(/structured interview/);
    expect((await get('ru')).json<Record<string, Record<string, string>>>().business!.sales).toMatch(/воронку/);
    // A manager's titled text replaces the stock advice of its whole category.
    await t.database.db.insert(startupRecommendations).values({ startupId: u.id, category: 'team', title: 'Hiring plan', text: 'Write down how you hire.' });
    expect((await get()).json()).toMatchObject({ team: { 'Hiring plan': 'Write down how you hire.' } });
    expect((await get()).json<Record<string, Record<string, string>>>().team!.hiring).toBeUndefined();
    expect((await call('GET', '/api/v1/startup/recomendations', tokens.investor!)).statusCode).toBe(403);
  });
});

describe('viewing startups', () => {
  it('lets investors and corporates open a startup profile and its pitch deck', async () => {
    const view = await call('GET', `/api/v1/startup/${startupId}`, tokens.investor!);
    expect(view.statusCode).toBe(200);
    const deckPath = startupProfileSchema.parse(view.json()).presentation_pitch_file!.path;
    expect((await call('GET', deckPath, tokens.corporate!)).statusCode).toBe(200);
    expect((await call('GET', deckPath, tokens.expert!)).statusCode).toBe(404);
  });

  it('tells each reader whether the pilot counters are theirs to read', async () => {
    const can = async (path: string, token: string) => startupProfileSchema.parse((await call('GET', path, token)).json()).can;
    expect(await can(`/api/v1/startup/${startupId}`, tokens.investor!)).toEqual({ read_pilot_summary: true });
    expect(await can('/api/v1/startup/profiledata', tokens.startup!)).toEqual({ read_pilot_summary: true });
  });

  it('refuses a startup reading another startup and an expert reading any', async () => {
    expect((await call('GET', `/api/v1/startup/${startupId}`, tokens.otherStartup!)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/startup/${startupId}`, tokens.expert!)).statusCode).toBe(403);
    for (const role of ['investor', 'corporate', 'expert']) {
      expect((await call('GET', '/api/v1/startup/profiledata', tokens[role]!)).statusCode).toBe(403);
      expect((await call('POST', '/api/v1/startup/profiledata', tokens[role]!, { company: 'X Co', ...texts })).statusCode).toBe(403);
    }
  });
});
