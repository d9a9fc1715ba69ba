import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backerListSchema, backerSchema, crowdfundingCardSchema, daysLeft, raisedPercent, utcToday } from '@platform/contract';
import { bearer, type TestApp, startTestApp } from './harness.js';
import { account, addBacker, createRound, hideSection } from './crowdfunding-read-fixtures.js';

type Account = Awaited<ReturnType<typeof account>>;
let t: TestApp;
let owner: Account;
let other: Account;
let investor: Account;
let corporate: Account;
let manager: Account;
let expert: Account;
let active: Awaited<ReturnType<typeof createRound>>;
let fresh: Awaited<ReturnType<typeof createRound>>;
let declined: Awaited<ReturnType<typeof createRound>>;
const backerIds: string[] = [];
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await startTestApp();
  owner = await account(t, 'startup', 'Owner Startup');
  other = await account(t, 'startup', 'Other Startup');
  investor = await account(t, 'investor', 'Lead Investor');
  corporate = await account(t, 'corporate', 'Big Corp');
  manager = await account(t, 'manager');
  expert = await account(t, 'expert');
  active = await createRound(t, owner.id, { min: 1_000, max: 30_000, current: 10_001, backers: 2 });
  fresh = await createRound(t, owner.id, { status: 'new' });
  declined = await createRound(t, owner.id, { status: 'decline', declineReason: 'Numbers do not add up' });
  // Seven backers, one a minute apart: the investor joined last (newest), the corporate first.
  backerIds.push((await addBacker(t, active.id, corporate, { status: 'active', investmentAmount: 9_000, createdAt: minutesAgo(70) })).id);
  for (let i = 0; i < 5; i++) {
    const extra = await account(t, 'investor', `Backer ${i}`);
    backerIds.push(
      (
        await addBacker(t, active.id, extra, {
          status: i % 2 ? 'reject' : 'active',
          investmentAmount: i % 2 ? undefined : 1_000 + i,
          createdAt: minutesAgo(60 - i),
        })
      ).id,
    );
  }
  backerIds.push((await addBacker(t, active.id, investor, { amount: 5_000, createdAt: minutesAgo(1) })).id);
});
afterAll(() => t.close());

const get = (url: string, who: Account | null) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
const card = (id: string, who: Account | null, role = who?.role ?? 'public') => get(`/api/v1/${role}/crowdfunding_card/${id}`, who);
const backers = (id: string, who: Account, body: object = {}, query = '') =>
  t.app.inject({
    method: 'POST',
    url: who.role === 'startup' ? `/api/v1/startup/${id}/backer/list${query}` : `/api/v1/foundation/crowdfunding/${id}/backer/list${query}`,
    headers: bearer(who.token),
    payload: body,
  });

describe('crowdfunding card', () => {
  it('shows an investor the round, the newest confirmed backers by name only, its own backing and no application', async () => {
    const res = await card(active.id, investor);
    expect(res.statusCode, res.body).toBe(200);
    const c = crowdfundingCardSchema.parse(res.json());
    expect(c).toMatchObject({
      id: active.id,
      status: 'active',
      current_investments: 10_001,
      backers_count: 2,
      ticket_id: null,
      decline_reason: null,
      conditions_of_deal: 'Shares at the round price',
    });
    expect(c.value_of_investments).toEqual({ min: 1_000, max: 30_000, percent: raisedPercent(10_001, 30_000) });
    expect(c.days_left).toBe(daysLeft(c.expire, utcToday()));
    expect(c.startup).toMatchObject({ id: owner.id, user_id: owner.id, title: 'Owner Startup', logo: null });
    // Confirmed backers only (the investor's own waiting commitment is in its sidebar, not here).
    expect(c.backers.map((b) => b.id)).toEqual([backerIds[5], backerIds[3], backerIds[1], backerIds[0]]);
    expect(c.backers[3]).toEqual({
      id: backerIds[0],
      role: 'corporate',
      created_at: null,
      date_of_investment: null,
      investment_amount: null,
      amount: null,
      status: null,
      founder: { id: corporate.id, company_name: 'Big Corp', logo: null },
      moves: [],
    });
    expect(c.backer_status).toEqual({ name: 'new' });
    expect(c.own_backing).toMatchObject({ id: backerIds.at(-1), amount: 5_000, can_cancel: true });
  });

  it("shows a non-backer no backing, and signed-out visitors the round without backers' companies", async () => {
    const corp = crowdfundingCardSchema.parse((await card(active.id, corporate)).json());
    expect(corp.backer_status).toEqual({ name: 'active' });
    expect(corp.own_backing).toMatchObject({ can_cancel: false });
    expect(corp.backers.find((b) => b.id === backerIds[0])).toMatchObject({ status: 'active', investment_amount: 9_000 });
    const stranger = crowdfundingCardSchema.parse((await card(active.id, other)).json());
    expect(stranger).toMatchObject({ backer_status: null, own_backing: null, ticket_id: null });
    const res = await card(active.id, null);
    expect(res.statusCode, res.body).toBe(200);
    const pub = crowdfundingCardSchema.parse(res.json());
    expect(pub).toMatchObject({ backer_status: null, own_backing: null, ticket_id: null });
    expect(pub.backers).toHaveLength(4);
    expect(pub.backers.every((b) => b.founder === null && b.status === null && b.investment_amount === null)).toBe(true);
  });

  it('tells each reader what it may do on the round: the investor backs and asks, its startup manages, another startup neither', async () => {
    const none = { back: false, manage: false, post_update: false, read_backers: false, filter_backers: false, ask_question: false, hide_questions: false };
    expect(crowdfundingCardSchema.parse((await card(active.id, investor)).json()).can).toEqual({ ...none, back: true, read_backers: true, ask_question: true });
    expect(crowdfundingCardSchema.parse((await card(active.id, owner)).json()).can).toEqual({
      ...none,
      manage: true,
      post_update: true,
      read_backers: true,
      filter_backers: true,
    });
    expect(crowdfundingCardSchema.parse((await card(active.id, other)).json()).can).toEqual(none);
    expect(crowdfundingCardSchema.parse((await card(active.id, manager)).json()).can).toEqual({
      ...none,
      read_backers: true,
      filter_backers: true,
      hide_questions: true,
    });
    expect(crowdfundingCardSchema.parse((await card(declined.id, owner)).json()).can).toMatchObject({ manage: true, post_update: false });
  });

  it('shows a round under moderation or declined to its startup and managers only, with the application', async () => {
    const own = crowdfundingCardSchema.parse((await card(fresh.id, owner)).json());
    expect(own).toMatchObject({ status: 'new', ticket_id: fresh.ticketId, backers: [] });
    expect(crowdfundingCardSchema.parse((await card(declined.id, owner)).json())).toMatchObject({ status: 'decline', decline_reason: 'Numbers do not add up' });
    expect(crowdfundingCardSchema.parse((await card(fresh.id, manager)).json()).ticket_id).toBe(fresh.ticketId);
    expect(crowdfundingCardSchema.parse((await card(active.id, owner)).json()).ticket_id).toBe(active.ticketId);
    for (const who of [other, investor, corporate, null]) {
      for (const id of [fresh.id, declined.id]) {
        const res = await card(id, who);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'crowdfunding_not_found', message: 'CrowdfundingId not found' });
      }
    }
  });

  it('tells there are more backers than the preview only past 5, counting what each reader may see', async () => {
    // The investor sees 4 confirmed backers of 7; the startup sees the 5 newest of its 7.
    expect(crowdfundingCardSchema.parse((await card(active.id, investor)).json()).more_backers).toBe(false);
    const full = crowdfundingCardSchema.parse((await card(active.id, owner)).json());
    expect(full).toMatchObject({ more_backers: true });
    expect(full.backers).toHaveLength(5);
    // Exactly five: the preview holds them all.
    const five = await createRound(t, owner.id);
    for (let i = 0; i < 5; i++) await addBacker(t, five.id, await account(t, 'investor', `Five ${i}`), { createdAt: minutesAgo(10 - i) });
    const exactly = crowdfundingCardSchema.parse((await card(five.id, owner)).json());
    expect(exactly.backers).toHaveLength(5);
    expect(exactly.more_backers).toBe(false);
    await addBacker(t, five.id, await account(t, 'corporate', 'Sixth'), { createdAt: minutesAgo(1) });
    expect(crowdfundingCardSchema.parse((await card(five.id, owner)).json())).toMatchObject({ more_backers: true });
    // Waiting backers are not an investor's to count.
    expect(crowdfundingCardSchema.parse((await card(five.id, investor)).json())).toMatchObject({ backers: [], more_backers: false });
  });

  it("answers an unknown id with 404, a malformed one with 400, and refuses experts, other roles' paths and a hidden section", async () => {
    const unknown = await card('00000000-0000-4000-8000-000000000000', investor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('CrowdfundingId not found');
    const malformed = await card('not-an-id', investor);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.id).toBe('CrowdfundingId not found');
    expect((await card('00000000-0000-4000-8000-000000000000', null)).statusCode).toBe(404);
    expect((await card('not-an-id', null)).statusCode).toBe(400);
    expect((await card(active.id, expert, 'investor')).statusCode).toBe(403);
    expect((await card(active.id, investor, 'corporate')).statusCode).toBe(403);
    expect((await get(`/api/v1/investor/crowdfunding_card/${active.id}`, null)).statusCode).toBe(401);
    const hidden = await account(t, 'investor', 'Hidden');
    await hideSection(t, hidden.id);
    expect((await card(active.id, hidden)).json()).toMatchObject({ code: 'section_hidden' });
    expect((await card(active.id, hidden)).statusCode).toBe(403);
  });
});

describe('crowdfunding backers', () => {
  it("lists the startup's own backers newest first, filtered by status and paged", async () => {
    const res = await backers(active.id, owner);
    expect(res.statusCode, res.body).toBe(200);
    const all = backerListSchema.parse(res.json());
    expect(all.total).toBe(7);
    expect(all.backers.map((b) => b.id)).toEqual([...backerIds].reverse());
    const rejected = backerListSchema.parse((await backers(active.id, owner, { statuses: ['reject'] })).json());
    expect(rejected.total).toBe(2);
    expect(rejected.backers.every((b) => b.status === 'reject')).toBe(true);
    const page = backerListSchema.parse((await backers(active.id, owner, { statuses: ['active', 'new'] }, '?take=2&skip=3')).json());
    expect(page.total).toBe(5);
    expect(page.backers.map((b) => b.id)).toEqual([backerIds[1], backerIds[0]]);
    const byAmount = backerListSchema.parse(
      (await backers(active.id, owner, { statuses: ['active'] }, '?order_by=backer.investment_amount&order_dir=desc')).json(),
    );
    expect(byAmount.backers.map((b) => b.investment_amount)).toEqual([9_000, 1_004, 1_002, 1_000]);
  });

  it('lists them to managers, the confirmed ones to investors and corporates, a round under moderation to managers only', async () => {
    expect(backerListSchema.parse((await backers(active.id, manager)).json()).total).toBe(7);
    for (const who of [investor, corporate]) expect(backerListSchema.parse((await backers(active.id, who)).json()).total).toBe(4);
    expect((await backers(fresh.id, manager)).statusCode).toBe(200);
    expect((await backers(fresh.id, owner)).statusCode).toBe(200);
    expect((await backers(fresh.id, investor)).statusCode).toBe(404);
  });

  it('refuses another startup with 404, experts with 403, an unknown sort or status with 400', async () => {
    const res = await backers(active.id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('CrowdfundingId not found');
    const byExpert = await t.app.inject({
      method: 'POST',
      url: `/api/v1/foundation/crowdfunding/${active.id}/backer/list`,
      headers: bearer(expert.token),
      payload: {},
    });
    expect(byExpert.statusCode).toBe(403);
    expect((await backers(active.id, owner, {}, '?order_by=amount')).statusCode).toBe(400);
    expect((await backers(active.id, owner, { statuses: ['gone'] })).statusCode).toBe(400);
    expect((await backers('nope', investor)).statusCode).toBe(400);
    expect((await backers('00000000-0000-4000-8000-000000000000', investor)).statusCode).toBe(404);
  });

  it('shows one participant to the startup, managers and the backer itself in full, to investors by name', async () => {
    const url = (id: string, backerId: string) => `/api/v1/crowdfunding/${id}/backer/${backerId}`;
    for (const who of [owner, corporate, manager]) {
      const res = await get(url(active.id, backerIds[0]!), who);
      expect(res.statusCode, res.body).toBe(200);
      expect(backerSchema.parse(res.json())).toMatchObject({
        id: backerIds[0],
        role: 'corporate',
        status: 'active',
        investment_amount: 9_000,
        date_of_investment: utcToday(),
        founder: { company_name: 'Big Corp' },
      });
    }
    expect((await get(url(active.id, backerIds[0]!), investor)).json()).toMatchObject({
      id: backerIds[0],
      status: null,
      investment_amount: null,
      founder: { company_name: 'Big Corp' },
    });
    expect((await get(url(active.id, backerIds[0]!), other)).statusCode).toBe(404);
    expect((await get(url(active.id, backerIds[0]!), expert)).statusCode).toBe(403);
    const missing = await get(url(active.id, '00000000-0000-4000-8000-000000000000'), investor);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('participant_not_found');
    expect((await get(url(fresh.id, backerIds[0]!), owner)).json().code).toBe('participant_not_found');
    expect((await get(url(active.id, 'bad'), investor)).statusCode).toBe(400);
  });
});
