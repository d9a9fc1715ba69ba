import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backerListSchema, backerSchema, crowdfundingCardSchema, utcToday, type Backer } from '@platform/contract';
import { companies } from '../src/db/schema/index.js';
import { bearer, type TestApp, startTestApp } from './harness.js';
import { account, addBacker, createRound } from './crowdfunding-read-fixtures.js';
import { multipart, png } from './fixtures/files.js';

/*
 * Backers' amounts are private: amounts, dates and statuses of a backing are for the backer itself,
 * the round's startup and managers. Other signed-in companies see the names and logos of the
 * confirmed backers and their count; signed-out visitors see no names either.
 */

type Account = Awaited<ReturnType<typeof account>>;
let t: TestApp;
const a: Record<string, Account> = {};
let round: Awaited<ReturnType<typeof createRound>>;
const b: Record<'confirmed' | 'confirmedCorp' | 'pending' | 'declined', string> = { confirmed: '', confirmedCorp: '', pending: '', declined: '' };
let logoId = '';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const secretNames = ['Pending Fund', 'Declined Corp'];

beforeAll(async () => {
  t = await startTestApp();
  a.owner = await account(t, 'startup', 'Owner Startup');
  a.otherStartup = await account(t, 'startup', 'Other Startup');
  a.confirmed = await account(t, 'investor', 'Aurora Capital');
  a.confirmedCorp = await account(t, 'corporate', 'Borealis Group');
  a.pending = await account(t, 'investor', 'Pending Fund');
  a.declined = await account(t, 'corporate', 'Declined Corp');
  a.freshInvestor = await account(t, 'investor', 'Fresh Fund');
  a.freshCorporate = await account(t, 'corporate', 'Fresh Corp');
  a.manager = await account(t, 'manager');
  // The first confirmed backer has a logo, so "names and logos" is read, not assumed.
  const upload = multipart('file', 'logo.png', png(120, 120));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/files/upload?type=logo',
    payload: upload.payload,
    headers: { ...upload.headers, ...bearer(a.confirmed.token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  logoId = res.json<{ id: string }>().id;
  await t.database.db.update(companies).set({ logoFileId: logoId }).where(eq(companies.userId, a.confirmed.id));

  round = await createRound(t, a.owner.id, { min: 1_000, max: 100_000, current: 20_000, backers: 2 });
  b.confirmed = (await addBacker(t, round.id, a.confirmed, { status: 'active', amount: 12_000, investmentAmount: 12_000, createdAt: minutesAgo(40) })).id;
  b.declined = (await addBacker(t, round.id, a.declined, { status: 'reject', amount: 33_000, createdAt: minutesAgo(30) })).id;
  b.confirmedCorp = (await addBacker(t, round.id, a.confirmedCorp, { status: 'active', amount: 8_000, investmentAmount: 8_000, createdAt: minutesAgo(20) })).id;
  b.pending = (await addBacker(t, round.id, a.pending, { status: 'new', amount: 7_000, createdAt: minutesAgo(10) })).id;
});
afterAll(() => t.close());

const card = (who: Account | null) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${who?.role ?? 'public'}/crowdfunding_card/${round.id}`, headers: who ? bearer(who.token) : {} });
const list = (who: Account, body: object = {}, query = '') =>
  t.app.inject({
    method: 'POST',
    url: who.role === 'startup' ? `/api/v1/startup/${round.id}/backer/list${query}` : `/api/v1/foundation/crowdfunding/${round.id}/backer/list${query}`,
    headers: bearer(who.token),
    payload: body,
  });
const participant = (who: Account, backerId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/crowdfunding/${round.id}/backer/${backerId}`, headers: bearer(who.token) });

const hidden = { created_at: null, date_of_investment: null, investment_amount: null, amount: null, status: null, moves: [] };
/** What an outsider reads of a confirmed backer: the company and its logo, nothing of the backing. */
const named = (id: string, who: Account, logo: boolean): Backer => ({
  id,
  role: who.role === 'corporate' ? 'corporate' : 'investor',
  ...hidden,
  founder: {
    id: who.id,
    company_name: who.role === 'corporate' ? 'Borealis Group' : 'Aurora Capital',
    logo: logo ? expect.objectContaining({ id: logoId }) : null,
  },
});

describe('a signed-in company with no stake in the round', () => {
  it('reads the names, logos and count of confirmed backers only, with no amounts, dates or statuses', async () => {
    for (const who of [a.freshInvestor!, a.freshCorporate!]) {
      const res = await card(who);
      expect(res.statusCode, res.body).toBe(200);
      const c = crowdfundingCardSchema.parse(res.json());
      expect(c.backers_count).toBe(2);
      expect(c.backers).toEqual([named(b.confirmedCorp, a.confirmedCorp!, false), named(b.confirmed, a.confirmed!, true)]);
      for (const name of secretNames) expect(res.body).not.toContain(name);

      const page = await list(who);
      expect(page.statusCode, page.body).toBe(200);
      expect(backerListSchema.parse(page.json())).toEqual({
        total: 2,
        backers: [named(b.confirmedCorp, a.confirmedCorp!, false), named(b.confirmed, a.confirmed!, true)],
      });
      for (const name of secretNames) expect(page.body).not.toContain(name);
    }
  });

  it('pages and filters in SQL over the confirmed backers, and an order by amount tells nothing', async () => {
    const who = a.freshInvestor!;
    const second = backerListSchema.parse((await list(who, {}, '?take=1&skip=1')).json());
    expect(second).toEqual({ total: 2, backers: [named(b.confirmed, a.confirmed!, true)] });
    for (const statuses of [['new'], ['reject'], ['new', 'reject']])
      expect(backerListSchema.parse((await list(who, { statuses })).json())).toEqual({ total: 0, backers: [] });
    expect(backerListSchema.parse((await list(who, { statuses: ['active', 'new'] })).json()).total).toBe(2);
    // Sorted by amount the confirmed backers would come out 12,000 before 8,000; an outsider gets joining order.
    const byAmount = backerListSchema.parse((await list(who, {}, '?order_by=backer.investment_amount&order_dir=desc')).json());
    expect(byAmount.backers.map((x) => x.id)).toEqual([b.confirmedCorp, b.confirmed]);
    const byDate = backerListSchema.parse((await list(who, {}, '?order_by=date_of_investment&order_dir=asc')).json());
    expect(byDate.backers.map((x) => x.id)).toEqual([b.confirmed, b.confirmedCorp]);
  });

  it("reads a confirmed participant's company only, and a waiting or declined one as not found", async () => {
    for (const who of [a.freshInvestor!, a.freshCorporate!]) {
      const res = await participant(who, b.confirmed);
      expect(res.statusCode, res.body).toBe(200);
      expect(backerSchema.parse(res.json())).toEqual(named(b.confirmed, a.confirmed!, true));
      for (const id of [b.pending, b.declined]) {
        const refused = await participant(who, id);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'participant_not_found', message: 'Participant identifier not found' });
        for (const name of secretNames) expect(refused.body).not.toContain(name);
      }
    }
  });

  it('as another startup, reads the confirmed backers by name on the round and still no list', async () => {
    const c = crowdfundingCardSchema.parse((await card(a.otherStartup!)).json());
    expect(c.backers).toEqual([named(b.confirmedCorp, a.confirmedCorp!, false), named(b.confirmed, a.confirmed!, true)]);
    expect((await list(a.otherStartup!)).statusCode).toBe(404);
  });
});

describe('a backer', () => {
  it('reads its own backing in full among the others by name', async () => {
    const own = backerListSchema.parse((await list(a.confirmed!)).json());
    expect(own.total).toBe(2);
    expect(own.backers.find((x) => x.id === b.confirmed)).toMatchObject({
      status: 'active',
      amount: 12_000,
      investment_amount: 12_000,
      date_of_investment: utcToday(),
    });
    expect(own.backers.find((x) => x.id === b.confirmedCorp)).toEqual(named(b.confirmedCorp, a.confirmedCorp!, false));
    const c = crowdfundingCardSchema.parse((await card(a.confirmed!)).json());
    expect(c.backers.find((x) => x.id === b.confirmed)).toMatchObject({ status: 'active', investment_amount: 12_000 });
    expect(backerSchema.parse((await participant(a.confirmed!, b.confirmed)).json())).toMatchObject({ status: 'active', investment_amount: 12_000 });
  });

  it('waiting or declined, reads its own backing in its sidebar and page, and the others as any outsider', async () => {
    const c = crowdfundingCardSchema.parse((await card(a.pending!)).json());
    expect(c.backer_status).toEqual({ name: 'new' });
    expect(c.own_backing).toMatchObject({ id: b.pending, amount: 7_000 });
    expect(c.backers.map((x) => x.id)).toEqual([b.confirmedCorp, b.confirmed]);
    expect(backerSchema.parse((await participant(a.pending!, b.pending)).json())).toMatchObject({
      id: b.pending,
      status: 'new',
      amount: 7_000,
      founder: { company_name: 'Pending Fund' },
    });
    expect(backerSchema.parse((await participant(a.declined!, b.declined)).json())).toMatchObject({ status: 'reject', amount: 33_000 });
    expect((await participant(a.pending!, b.declined)).statusCode).toBe(404);
    expect((await participant(a.declined!, b.pending)).statusCode).toBe(404);
    expect(backerListSchema.parse((await list(a.pending!)).json()).backers.map((x) => x.status)).toEqual([null, null]);
  });
});

describe("the round's startup and managers", () => {
  it('read every backer with amounts, dates and statuses', async () => {
    for (const who of [a.owner!, a.manager!]) {
      const all = backerListSchema.parse((await list(who)).json());
      expect(all.total).toBe(4);
      expect(all.backers.map((x) => [x.id, x.status, x.amount])).toEqual([
        [b.pending, 'new', 7_000],
        [b.confirmedCorp, 'active', 8_000],
        [b.declined, 'reject', 33_000],
        [b.confirmed, 'active', 12_000],
      ]);
      expect(all.backers.every((x) => x.created_at !== null && x.founder !== null)).toBe(true);
      const byAmount = backerListSchema.parse((await list(who, { statuses: ['active'] }, '?order_by=investment_amount&order_dir=desc')).json());
      expect(byAmount.backers.map((x) => x.investment_amount)).toEqual([12_000, 8_000]);
      expect(backerListSchema.parse((await list(who, { statuses: ['reject'] })).json()).backers.map((x) => x.id)).toEqual([b.declined]);
      for (const id of [b.pending, b.declined])
        expect((await participant(who, id)).json()).toMatchObject({ id, amount: expect.any(Number), status: expect.any(String) });
    }
    const c = crowdfundingCardSchema.parse((await card(a.owner!)).json());
    expect(c.backers.map((x) => x.status)).toEqual(['new', 'active', 'reject', 'active']);
  });
});

describe('signed-out visitors', () => {
  it('read the confirmed backers without names, logos, amounts, dates or statuses', async () => {
    const res = await card(null);
    expect(res.statusCode, res.body).toBe(200);
    const c = crowdfundingCardSchema.parse(res.json());
    expect(c.backers_count).toBe(2);
    expect(c.backers).toEqual([
      { id: b.confirmedCorp, role: 'corporate', ...hidden, founder: null },
      { id: b.confirmed, role: 'investor', ...hidden, founder: null },
    ]);
    for (const name of ['Aurora Capital', 'Borealis Group', ...secretNames]) expect(res.body).not.toContain(name);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/foundation/crowdfunding/${round.id}/backer/list`, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/crowdfunding/${round.id}/backer/${b.confirmed}` })).statusCode).toBe(401);
  });
});
