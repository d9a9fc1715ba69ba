import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, managerTicketSchema, offerListSchema, scoreFields, startupProfileSchema, type Handbooks } from '@platform/contract';
import { companies, files, internalExperts, startupProfiles, users } from '../src/db/schema/index.js';
import { bearer, caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { multipart, pdf, png } from './fixtures/files.js';

let t: TestApp;
let hb: Handbooks;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};
const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  for (const [key, role] of [
    ['manager', 'manager'],
    ['investor', 'investor'],
    ['corporate', 'corporate'],
    ['live', 'startup'],
  ] as const) {
    const u = await createUser(t, { role, name: key });
    ids[key] = u.id;
    tok[key] = await login(t, u.email, u.password);
  }
});
afterAll(() => t.close());

const call = caller(() => t);
async function upload(token: string, type: string, name: string, bytes: Buffer) {
  const body = multipart('file', name, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/files/upload?type=${type}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string; path: string }>();
}
const storedAt = (key: string) => path.join(t.config.dataDir, 'uploads', key.slice(0, 2), key);
async function storageKeysOf(ids: string[]) {
  const rows = await Promise.all(ids.map((id) => t.database.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id))));
  return rows.map(([row]) => row!.key);
}

/** A startup with every text, its logo, deck and unit economy filled in, as investors see it. */
async function fullStartup(name: string) {
  const u = await createUser(t, { role: 'startup', name });
  const token = await login(t, u.email, u.password);
  const logo = await upload(token, 'logo', 'logo.png', png(120, 120));
  const deck = await upload(token, 'pitch_deck', 'deck.pdf', pdf());
  const unit = await upload(token, 'unit_economy', 'unit.pdf', pdf());
  const res = await call('POST', '/api/v1/startup/profiledata', token, {
    company: name,
    description: 'Inspection robots for wind turbine blades.',
    website: 'nordlight.example',
    country: hb.countries[0]!.id,
    industries: [hb.industries[0]!.id],
    logo_file: { id: logo.id },
    presentation_pitch_file: { id: deck.id },
    product_description: 'A crawler that climbs the blade and scans it.',
    who_is_your_customer: 'Operators of wind farms.',
    startup_finance_info: { annual_revenue: '1200000', unit_economy_file: { id: unit.id } },
    startup_scoring: Object.fromEntries(scoreFields.map((f) => [f, 4])),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: u.id, email: u.email, token, logo, deck, unit };
}

/** An investor's application with the startup offered on it by the manager. */
async function offeredOn(startupId: string): Promise<string> {
  const filed = await call('POST', '/api/v1/foundation/investment/investment_form', tok.investor!, {
    countries: [],
    industries: [hb.industries[0]!.id],
    regions: [],
    rounds: [],
    expire: future,
    need_investment: { min: 100000, max: 2000000 },
    feedback_method: 'email',
    feedback_value: 'deals@fund.test',
  });
  const ticketId = filed.json<{ id: string }>().id;
  for (const status of ['signing_agreement', 'searching']) {
    expect((await call('POST', `/api/v1/manager/tickets/${ticketId}/status`, tok.manager!, { status })).statusCode).toBe(200);
  }
  const offered = await call('POST', `/api/v1/manager/tickets/${ticketId}/offers`, tok.manager!, { company_id: startupId });
  expect(offered.statusCode, offered.body).toBe(200);
  return ticketId;
}

const deleteAccount = (token: string, email: string) => call('DELETE', '/api/v1/user', token, { email });

describe('a deleted startup: what is refused', () => {
  it('shows investors, corporates and managers "Deleted company" and nothing else, and its files no longer download', async () => {
    const s = await fullStartup('Nordlight Robotics');
    const ticketId = await offeredOn(s.id);
    const before = startupProfileSchema.parse((await call('GET', `/api/v1/startup/${s.id}`, tok.investor!)).json());
    expect(before).toMatchObject({ company: 'Nordlight Robotics', deleted: false, website: 'nordlight.example', presentation_pitch_file: { id: s.deck.id } });
    expect((await call('GET', s.deck.path, tok.investor!)).statusCode).toBe(200);
    const keys = await storageKeysOf([s.logo.id, s.deck.id, s.unit.id]);

    expect((await deleteAccount(s.token, s.email)).statusCode).toBe(200);

    for (const viewer of ['investor', 'corporate', 'manager']) {
      const res = await call('GET', `/api/v1/startup/${s.id}`, tok[viewer]!);
      expect(res.statusCode, viewer).toBe(200);
      const seen = startupProfileSchema.parse(res.json());
      expect(seen, viewer).toMatchObject({
        company: 'Deleted company',
        deleted: true,
        description: null,
        website: null,
        country: null,
        industries: [],
        round: null,
        logo_file: null,
        presentation_pitch_file: null,
        product_description: null,
        who_is_your_customer: null,
        last_fund_amount: null,
        startup_finance_info: { annual_revenue: null, unit_economy_file: null },
        startup_scoring: { intema_score: null },
      });
    }
    for (const file of [s.logo, s.deck, s.unit]) {
      expect((await call('GET', file.path, tok.investor!)).statusCode).toBe(404);
      expect((await call('GET', file.path, tok.manager!)).statusCode).toBe(404);
    }
    for (const key of keys) expect(existsSync(storedAt(key))).toBe(false);
    // Nothing of the texts is left in the database either.
    const [company] = await t.database.db.select().from(companies).where(eq(companies.userId, s.id));
    expect(company).toMatchObject({ name: 'Deleted company', description: null, website: null, logoFileId: null, countryId: null, industries: [] });
    expect(await t.database.db.select().from(startupProfiles).where(eq(startupProfiles.userId, s.id))).toHaveLength(0);

    // The offer on the investor's application stays, showing the deleted company only.
    const offers = offerListSchema.parse((await call('GET', `/api/v1/quote/list/${ticketId}`, tok.investor!)).json()).offers;
    expect(offers.map((o) => o.company)).toEqual([
      { id: s.id, title: 'Deleted company', deleted: true, logo: null, last_fund_amount: null, round: null, website: null, role: 'startup' },
    ]);
    const seenFromOffer = await call('GET', `/api/v1/startup/${s.id}?ticketId=${ticketId}`, tok.investor!);
    expect(seenFromOffer.json()).toMatchObject({ company: 'Deleted company', deleted: true, description: null, quote: { id: offers[0]!.id } });
  });

  it('hides what an account deleted before the wipe still holds', async () => {
    const s = await fullStartup('Old Deletion Ltd');
    // Deleted the old way: the status changed, the rows kept their texts and files.
    await t.database.db.update(users).set({ status: 'deleted', deletedAt: new Date() }).where(eq(users.id, s.id));
    const seen = (await call('GET', `/api/v1/startup/${s.id}`, tok.investor!)).json();
    expect(seen).toMatchObject({
      company: 'Deleted company',
      deleted: true,
      description: null,
      website: null,
      product_description: null,
      presentation_pitch_file: null,
    });
    expect((await call('GET', s.deck.path, tok.investor!)).statusCode).toBe(404);
    expect((await call('GET', s.unit.path, tok.corporate!)).statusCode).toBe(404);
    expect((await call('GET', s.logo.path, tok.investor!)).statusCode).toBe(404);
  });

  it('empties a deleted corporate too, and a deleted investor shows no focus', async () => {
    const u = await createUser(t, { role: 'investor', name: 'Gone Capital' });
    const token = await login(t, u.email, u.password);
    const logo = await upload(token, 'logo', 'logo.png', png(120, 120));
    await call('POST', '/api/v1/investor/profiledata', token, {
      company: 'Gone Capital',
      description: 'We fund robots.',
      website: 'gone.example',
      logo_file: { id: logo.id },
      average_deal: 500000,
      focus_on_industries: [hb.industries[0]!.id],
    });
    expect((await deleteAccount(token, u.email)).statusCode).toBe(200);
    const seen = (await call('GET', `/api/v1/investor/${u.id}`, tok.live!)).json();
    expect(seen).toMatchObject({
      company: 'Deleted company',
      deleted: true,
      description: null,
      website: null,
      phone: null,
      logo_file: null,
      average_deal: null,
      focus_on_industries: null,
    });
    expect((await call('GET', logo.path, tok.manager!)).statusCode).toBe(404);
  });
});

describe('a deleted expert company', () => {
  it('takes its internal experts, their names and photos, with it', async () => {
    const u = await createUser(t, { role: 'expert', name: 'Closing Audit' });
    const token = await login(t, u.email, u.password);
    const photo = await upload(token, 'logo', 'photo.png', png(120, 120));
    const added = await call('POST', '/api/v1/expert/internal-expert', token, {
      name: 'Maria',
      surname: 'Ivanova',
      expert_in: [hb.industries[0]!.id],
      logo_file: { id: photo.id },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [key] = await storageKeysOf([photo.id]);
    expect((await deleteAccount(token, u.email)).statusCode).toBe(200);
    expect(await t.database.db.select().from(internalExperts).where(eq(internalExperts.companyId, u.id))).toHaveLength(0);
    expect((await call('GET', photo.path, tok.manager!)).statusCode).toBe(404);
    expect(existsSync(storedAt(key!))).toBe(false);
  });
});

describe('a deleted startup: what still works', () => {
  it('keeps other startups whole, and a deleted company’s application with its attached files for the manager', async () => {
    const live = await fullStartup('Still Here Robotics');
    const u = await createUser(t, { role: 'corporate', name: 'Closing Steel' });
    const token = await login(t, u.email, u.password);
    const task = await upload(token, 'task_description', 'task.pdf', pdf());
    const filed = await call('POST', '/api/v1/foundation/pilot/pilot_form', token, {
      countries: [hb.countries[0]!.id],
      industries: [hb.industries[0]!.id],
      regions: [],
      rounds: [],
      expire: future,
      need_pilot: 'Predictive maintenance of turbines',
      task_file: { id: task.id },
      feedback_method: 'email',
      feedback_value: 'pilots@corp.test',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const ticketId = filed.json<{ id: string }>().id;
    expect((await deleteAccount(token, u.email)).statusCode).toBe(200);

    const ticket = managerTicketSchema.parse((await call('GET', `/api/v1/manager/tickets/${ticketId}`, tok.manager!)).json());
    expect(ticket.id).toBe(ticketId);
    expect(JSON.stringify(ticket)).not.toContain('Closing Steel');
    expect((await call('GET', task.path, tok.manager!)).statusCode).toBe(200);

    const seen = startupProfileSchema.parse((await call('GET', `/api/v1/startup/${live.id}`, tok.investor!)).json());
    expect(seen).toMatchObject({
      company: 'Still Here Robotics',
      deleted: false,
      description: 'Inspection robots for wind turbine blades.',
      presentation_pitch_file: { id: live.deck.id },
    });
    expect((await call('GET', live.deck.path, tok.investor!)).statusCode).toBe(200);
    expect((await call('GET', live.logo.path, tok.corporate!)).statusCode).toBe(200);
  });
});
