import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backerSchema } from '@platform/contract';
import { crowdfundBackers, crowdfunds, users } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call } = kit;
const { round, backers } = rounds;
const a: Record<string, Account> = {};

beforeAll(async () => {
  t = await startTestApp();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
  a.rival = await kit.account('startup', 'Rival Labs');
  a.fund = await kit.account('investor', 'Bluewater Ventures');
  a.fund2 = await kit.account('investor', 'Second Fund');
  a.fund3 = await kit.account('investor', 'Third Fund');
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.expert = await kit.account('expert', 'Clearview');
});
afterAll(() => t.close());

const join = (id: string, who?: Account, body?: object) => call('POST', `/api/v1/foundation/crowdfunding_invest/${id}`, who?.token, body);
const leave = (id: string, who: Account) => call('DELETE', `/api/v1/foundation/crowdfunding_invest/${id}`, who.token);
const activate = (id: string, minTicket?: number) =>
  call('POST', `/api/v1/manager/crowdfunding/${id}/status`, a.manager!.token, { status: 'active', ...(minTicket ? { min_ticket: minTicket } : {}) });

describe('joining a round', () => {
  it('opens only once a manager activates the round the startup filed, then takes investors and corporates as new backers', async () => {
    const filed = await rounds.fileRound(a.founder!);
    expect(filed).toMatchObject({ status: 'new', investmentMin: 500_000, investmentMax: 1_500_000, minTicket: 10_000, currentInvestments: 0, backersCount: 0 });
    const refused = await join(filed.id, a.fund!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'round_not_open' });
    expect(await backers(filed.id)).toHaveLength(0);

    expect((await activate(filed.id)).statusCode).toBe(200);
    const joined = await join(filed.id, a.fund!);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(backerSchema.parse(joined.json())).toMatchObject({
      role: 'investor',
      status: 'new',
      amount: null,
      investment_amount: null,
      date_of_investment: null,
      founder: { id: a.fund!.id, company_name: 'Bluewater Ventures' },
    });
    const corporate = await join(filed.id, a.corp!, { amount: 25_000 });
    expect(corporate.statusCode, corporate.body).toBe(200);
    expect(corporate.json()).toMatchObject({ role: 'corporate', status: 'new', amount: 25_000 });
    // Joining moves none of the sums: only confirmed backers count.
    expect(await round(filed.id)).toMatchObject({ currentInvestments: 0, backersCount: 0 });
    expect((await backers(filed.id)).map((b) => b.status)).toEqual(['new', 'new']);
  });

  it('refuses startups, experts and managers, signed-out callers, and accounts whose crowdfunding section is hidden', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    for (const who of [a.founder, a.rival, a.expert, a.manager]) expect((await join(r.id, who)).statusCode).toBe(403);
    expect((await join(r.id)).statusCode).toBe(401);
    await t.database.db
      .update(users)
      .set({ sectionSettings: sql`coalesce(section_settings, '{}'::jsonb) || '{"crowdfunding": false}'::jsonb` })
      .where(eq(users.id, a.fund3!.id));
    const hidden = await join(r.id, a.fund3!);
    expect(hidden.statusCode, hidden.body).toBe(403);
    expect(hidden.json()).toMatchObject({ code: 'section_hidden' });
    expect(await backers(r.id)).toHaveLength(0);
  });

  it('answers an unknown round as not found, and refuses declined, finished and expired rounds', async () => {
    const unknown = await join(randomUUID(), a.fund!);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'crowdfunding_not_found', message: 'CrowdfundingId not found' });
    expect((await join('not-an-id', a.fund!)).statusCode).toBe(400);
    const closed = [
      await rounds.insertRound(a.founder!.id, { status: 'decline', declineReason: 'Not ready yet' }),
      await rounds.insertRound(a.founder!.id, { status: 'finished' }),
      await rounds.insertRound(a.founder!.id, { status: 'active', expire: kit.inDays(-1) }),
    ];
    for (const r of closed) {
      const res = await join(r.id, a.fund!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'round_not_open' });
      expect(await backers(r.id)).toHaveLength(0);
    }
    // The last day itself is still open (rounds end at the end of their last day, UTC).
    const lastDay = await rounds.insertRound(a.founder!.id, { expire: kit.inDays(0) });
    expect((await join(lastDay.id, a.fund!)).statusCode).toBe(200);
  });

  it('keeps a committed amount between the minimum ticket and what is left to the maximum', async () => {
    const r = await rounds.insertRound(a.founder!.id, { minTicket: 50_000, investmentMax: 1_000_000, currentInvestments: 900_000, backersCount: 3 });
    for (const amount of [49_999, 100_001]) {
      const res = await call('POST', `/api/v1/foundation/crowdfunding_invest/${r.id}`, a.fund!.token, { amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'amount_out_of_bounds', message: 'The amount must be from $50,000 to $100,000' });
    }
    const ruFund = await kit.account('investor', 'Russian Fund', 'ru');
    const ru = await t.app.inject({
      method: 'POST',
      url: `/api/v1/foundation/crowdfunding_invest/${r.id}`,
      headers: { authorization: `Bearer ${ruFund.token}` },
      payload: { amount: 1 },
    });
    const ruText = 'Сумма должна быть от 50\u00a0000\u00a0$ до 100\u00a0000\u00a0$';
    expect(ru.json()).toMatchObject({ message: ruText, errors: { amount: ruText } });
    for (const amount of [0, -5, 1.5, 'lots']) expect((await join(r.id, a.fund!, { amount })).statusCode).toBe(400);
    expect(await backers(r.id)).toHaveLength(0);
    expect((await join(r.id, a.fund!, { amount: 100_000 })).statusCode).toBe(200);
    // A round raised in full takes no more backers.
    const full = await rounds.insertRound(a.founder!.id, { currentInvestments: 1_000_000, backersCount: 4 });
    expect((await join(full.id, a.fund!)).json()).toMatchObject({ code: 'round_not_open' });
  });

  it('takes a join at the minimum ticket the manager set when activating, and refuses one below it', async () => {
    const filed = await rounds.fileRound(a.rival!, { min_ticket: undefined });
    expect(filed).toMatchObject({ status: 'new', minTicket: null });
    expect((await activate(filed.id, 30_000)).statusCode).toBe(200);
    for (const amount of [1, 29_999]) {
      const res = await join(filed.id, a.fund!, { amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'amount_out_of_bounds', message: 'The amount must be from $30,000 to $1,500,000' });
    }
    expect(await backers(filed.id)).toHaveLength(0);
    const atMinimum = await join(filed.id, a.fund!, { amount: 30_000 });
    expect(atMinimum.statusCode, atMinimum.body).toBe(200);
    expect(atMinimum.json()).toMatchObject({ status: 'new', amount: 30_000 });
  });

  it('lets a company join once: a second join is a conflict, and two joins at once make one backer', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    expect((await join(r.id, a.fund!)).statusCode).toBe(200);
    const again = await join(r.id, a.fund!, { amount: 200_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_backing' });
    expect(await backers(r.id)).toMatchObject([{ amount: null }]);

    const both = await Promise.all([join(r.id, a.fund2!), join(r.id, a.fund2!, { amount: 150_000 })]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await backers(r.id)).filter((b) => b.backerId === a.fund2!.id)).toHaveLength(1);
  });
});

describe('cancelling a commitment', () => {
  it('deletes the caller’s own new commitment, after which the company may join again', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    await join(r.id, a.fund!, { amount: 150_000 });
    await join(r.id, a.corp!);
    expect((await leave(r.id, a.fund!)).json()).toEqual({ ok: true });
    expect((await backers(r.id)).map((b) => b.backerId)).toEqual([a.corp!.id]);
    const none = await leave(r.id, a.fund!);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'participant_not_found' });
    expect((await join(r.id, a.fund!)).statusCode).toBe(200);
  });

  it('refuses once the manager decided, after 48 hours, and in the last 48 hours of the round', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    for (const who of [a.fund!, a.fund2!, a.corp!]) await join(r.id, who);
    const [confirmed, old] = await backers(r.id).then((rows) => [rows.find((b) => b.backerId === a.fund!.id)!, rows.find((b) => b.backerId === a.fund2!.id)!]);
    const decided = await call('POST', `/api/v1/manager/crowdfunding/backer/${confirmed!.id}/status`, a.manager!.token, {
      status: 'active',
      investment_amount: 100_000,
      date_of_investment: kit.inDays(0),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await t.database.db
      .update(crowdfundBackers)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(crowdfundBackers.id, old!.id));
    for (const who of [a.fund!, a.fund2!]) {
      const res = await leave(r.id, who);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'backing_not_cancellable' });
    }
    await t.database.db
      .update(crowdfunds)
      .set({ expire: kit.inDays(1) })
      .where(eq(crowdfunds.id, r.id));
    expect((await leave(r.id, a.corp!)).json()).toMatchObject({ code: 'backing_not_cancellable' });
    expect(await backers(r.id)).toHaveLength(3);
    expect(await round(r.id)).toMatchObject({ currentInvestments: 100_000, backersCount: 1 });
  });

  it('is for investors and corporates only, on a round they joined', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    for (const who of [a.founder!, a.expert!, a.manager!]) expect((await leave(r.id, who)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/foundation/crowdfunding_invest/${r.id}`)).statusCode).toBe(401);
    expect((await leave(randomUUID(), a.fund!)).json()).toMatchObject({ code: 'participant_not_found' });
  });
});
