import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classificationStateSchema } from '@platform/contract';
import { backerClassifications, backerRecords, crowdfundBackers } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { backerChecksKit } from './fixtures/backer-checks.js';
import type { Account } from './fixtures/kit.js';

/*
 * The backer's checks under Regulation Crowdfunding (the default regime). Every limit below is
 * worked out by hand from 17 CFR 227.100(a)(2) with the default figures: threshold $124,000,
 * floor $2,500, cap $124,000. Amounts are whole dollars, so a dollar is the smallest step past a limit.
 */
let t: TestApp;
const k = backerChecksKit(() => t);
const { call } = k;
let manager: Account;

beforeAll(async () => {
  t = await startTestApp();
  manager = await k.account('manager', 'Platform');
});
afterAll(() => t.close());

const fresh = (name: string, role: 'investor' | 'corporate' = 'investor') => k.account(role, name, 'en', { classified: false });

describe('classification under Reg CF', () => {
  it('refuses a backing until the backer has declared its figures, and says so in both languages', async () => {
    const fund = await fresh('Undeclared Capital');
    const round = await k.openRound('Quiet Labs');
    const state = classificationStateSchema.parse((await call('GET', '/api/v1/foundation/classification', fund.token)).json());
    expect(state).toMatchObject({ regime: 'reg_cf', classification: null, thresholds: [{ figure: 'accredited', threshold: 1 }] });
    expect(await k.limits(fund)).toMatchObject({ regime: 'reg_cf', class: null, limit: null, committed: 0, remaining: null });
    const refused = await k.join(round.id, fund, { amount: 1_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'classification_required' });
    const russian = await k.account('investor', 'Русский фонд', 'ru', { classified: false });
    expect((await k.join(round.id, russian, { amount: 1_000 })).json().message).toContain('Проверка инвестора');
    expect(await k.rounds.backers(round.id)).toHaveLength(0);
  });

  it('refuses bad declarations and saves nothing: negative, missing or absurd figures, a class chosen by the client, wrong or foreign evidence', async () => {
    const fund = await fresh('Careless Capital');
    const other = await fresh('Other Capital');
    const figures = { own_funds: 100_000, turnover: 20_000, balance_sheet: 50_000, accredited: false };
    const cases: [object, string][] = [
      [{ ...figures, own_funds: -1 }, 'own_funds'],
      [{ turnover: 1, balance_sheet: 1, accredited: false }, 'own_funds'],
      [{ ...figures, turnover: 1e20 }, 'turnover'],
      [{ ...figures, balance_sheet: 10.5 }, 'balance_sheet'],
      [{ ...figures, class: 'accredited' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await k.declare(fund, body as never);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    const wrongKind = await k.upload(fund.token, 'pitch_deck');
    expect((await k.declare(fund, { ...figures, evidence: [wrongKind.id] })).json()).toMatchObject({ code: 'file_invalid' });
    const foreign = await k.upload(other.token, 'classification_evidence');
    expect((await k.declare(fund, { ...figures, evidence: [foreign.id] })).json()).toMatchObject({ code: 'file_invalid' });
    expect((await k.declare(fund, { ...figures, evidence: [] })).statusCode).toBe(400);
    expect(await t.database.db.select().from(backerClassifications).where(eq(backerClassifications.companyId, fund.id))).toHaveLength(0);
    expect(await t.database.db.select().from(backerRecords).where(eq(backerRecords.companyId, fund.id))).toHaveLength(0);
  });

  it('computes the limit as 5 % of the larger figure when one is under $124,000, and holds it at, below, one cent and one dollar above', async () => {
    const fund = await fresh('Five Percent Fund');
    // Net assets $100,000 < $124,000: the greater of $2,500 or 5 % of max($100,000, $20,000) = $5,000.
    const c = await k.declared(fund, { own_funds: 100_000, turnover: 20_000, balance_sheet: 80_000, accredited: false });
    expect(c).toMatchObject({ class: 'non_accredited', effective_class: 'non_accredited', review: 'pending', expired: false });
    expect(await k.limits(fund)).toMatchObject({ limit: 5_000, committed: 0, remaining: 5_000, basis: { rule: 'percent', figure: 100_000, percent: 5 } });
    const [a, b, c2] = [await k.openRound('Alpha Labs'), await k.openRound('Beta Labs'), await k.openRound('Gamma Labs')];
    expect((await k.join(a.id, fund, { amount: 4_000 })).statusCode).toBe(200);
    const over = await k.join(b.id, fund, { amount: 1_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'investment_limit_exceeded',
      params: { limit: '5000', committed: '4000', remaining: '1000', rule: 'percent', figure: '100000', percent: '5' },
    });
    expect(over.json().message).toBe('This would pass your 12-month limit of $5,000: $4,000 is already committed, $1,000 remains');
    // Amounts are whole dollars: one cent above what remains is refused before the limit is read, and nothing is saved.
    const cent = await k.join(b.id, fund, { amount: 1_000.01 });
    expect(cent.statusCode).toBe(400);
    expect(cent.json()).toMatchObject({ code: 'validation_failed', errors: { amount: 'Enter a whole number' } });
    expect(await k.limits(fund)).toMatchObject({ committed: 4_000, remaining: 1_000 });
    expect((await k.join(b.id, fund, { amount: 1_000 })).statusCode).toBe(200);
    expect(await k.limits(fund)).toMatchObject({ committed: 5_000, remaining: 0 });
    expect((await k.join(c2.id, fund, { amount: 1 })).json()).toMatchObject({ code: 'investment_limit_exceeded' });
    // A backing without an amount cannot be counted, so a limited backer must give one.
    expect((await k.join(c2.id, fund, {})).json()).toMatchObject({ code: 'amount_required_for_limit' });
  });

  it('uses the $2,500 floor, 10 % when both figures reach $124,000, and the $124,000 cap', async () => {
    const floor = await fresh('Floor Fund');
    // 5 % of $40,000 is $2,000, under the $2,500 floor.
    await k.declared(floor, { own_funds: 40_000, turnover: 10_000, balance_sheet: 40_000, accredited: false });
    expect(await k.limits(floor)).toMatchObject({ limit: 2_500, basis: { rule: 'floor', figure: 40_000 } });
    const ten = await fresh('Ten Percent Fund');
    // Both at least $124,000: 10 % of $500,000 = $50,000.
    await k.declared(ten, { own_funds: 500_000, turnover: 124_000, balance_sheet: 600_000, accredited: false });
    expect(await k.limits(ten)).toMatchObject({ limit: 50_000, basis: { rule: 'percent', figure: 500_000, percent: 10 } });
    const cap = await fresh('Capped Fund', 'corporate');
    // 10 % of $2,000,000 = $200,000, above the $124,000 cap.
    await k.declared(cap, { own_funds: 2_000_000, turnover: 300_000, balance_sheet: 3_000_000, accredited: false });
    expect(await k.limits(cap)).toMatchObject({ limit: 124_000, basis: { rule: 'cap', figure: 2_000_000 } });
  });

  it('lets an accredited backer pass without a limit once a manager verifies it; a rejection takes its class away', async () => {
    const fund = await fresh('Accredited Partners');
    const c = await k.declared(fund, { own_funds: 50_000, turnover: 50_000, balance_sheet: 50_000, accredited: true });
    // Until verified, the claim counts as non-accredited: the greater of $2,500 or 5 % of $50,000.
    expect(c).toMatchObject({ class: 'accredited', effective_class: 'non_accredited', review: 'pending' });
    expect(await k.limits(fund)).toMatchObject({ class: 'non_accredited', limit: 2_500 });
    expect((await k.review(fund, c.id, { decision: 'verified' })).statusCode).toBe(403);
    expect((await k.review(manager, c.id, { decision: 'rejected' })).statusCode).toBe(400);
    const verified = await k.review(manager, c.id, { decision: 'verified' });
    expect(verified.json()).toMatchObject({ review: 'verified', effective_class: 'accredited' });
    expect((await k.review(manager, c.id, { decision: 'rejected', reason: 'late' })).json()).toMatchObject({ code: 'classification_already_reviewed' });
    expect(await k.limits(fund)).toMatchObject({ class: 'accredited', limit: null, remaining: null, basis: { rule: 'none' } });
    const round = await k.openRound('Big Ticket Labs');
    expect((await k.join(round.id, fund, { amount: 900_000 })).statusCode).toBe(200);

    const doubtful = await fresh('Doubtful Holdings');
    const d = await k.declared(doubtful, { own_funds: 10_000, turnover: 10_000, balance_sheet: 10_000, accredited: true });
    const rejected = await k.review(manager, d.id, { decision: 'rejected', reason: 'The certificate is for another company' });
    expect(rejected.json()).toMatchObject({ review: 'rejected', review_reason: 'The certificate is for another company', effective_class: null });
    expect((await k.join(round.id, doubtful, { amount: 1_000 })).json()).toMatchObject({ code: 'classification_required' });
    // The audit log and the company's record keep both reviews.
    const records = await t.database.db.select().from(backerRecords).where(eq(backerRecords.companyId, doubtful.id));
    expect(records.map((r) => r.kind).sort()).toEqual(['classification.declared', 'classification.reviewed']);
    await expect(t.database.db.execute(sql`update backer_records set kind = 'x' where company_id = ${doubtful.id}`)).rejects.toThrow();
  });

  it('asks again once the declaration expires', async () => {
    const fund = await fresh('Lapsed Fund');
    const c = await k.declared(fund, { own_funds: 100_000, turnover: 20_000, balance_sheet: 80_000, accredited: false });
    // Declared 12 months ago and a day: Reg CF's figures are yearly.
    expect(new Date(c.expires_at).getTime() - new Date(c.declared_at).getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
    await t.database.db
      .update(backerClassifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(backerClassifications.id, c.id));
    const state = classificationStateSchema.parse((await call('GET', '/api/v1/foundation/classification', fund.token)).json());
    expect(state.classification).toMatchObject({ expired: true, effective_class: null });
    expect(await k.limits(fund)).toMatchObject({ class: null, limit: null });
    const round = await k.openRound('Expiry Labs');
    expect((await k.join(round.id, fund, { amount: 100 })).json()).toMatchObject({ code: 'classification_required' });
  });

  it('holds the limit when two joins at once would each fit but together pass it', async () => {
    const fund = await fresh('Split Ticket Fund');
    await k.declared(fund, { own_funds: 100_000, turnover: 20_000, balance_sheet: 80_000, accredited: false });
    const [a, b] = [await k.openRound('Split One'), await k.openRound('Split Two')];
    const answers = await Promise.all([k.join(a.id, fund, { amount: 3_000 }), k.join(b.id, fund, { amount: 3_000 })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json()).toMatchObject({ code: 'investment_limit_exceeded', params: { committed: '3000' } });
    expect(await k.limits(fund)).toMatchObject({ committed: 3_000, remaining: 2_000 });
  });

  it('refuses a manager confirming a backing at an amount past the backer’s limit', async () => {
    const fund = await fresh('Confirmed Fund');
    await k.declared(fund, { own_funds: 100_000, turnover: 20_000, balance_sheet: 80_000, accredited: false });
    const round = await k.openRound('Confirm Labs');
    expect((await k.join(round.id, fund, { amount: 2_000 })).statusCode).toBe(200);
    const [backing] = await k.rounds.backers(round.id);
    const decide = (amount: number) =>
      call('POST', `/api/v1/manager/crowdfunding/backer/${backing!.id}/status`, manager.token, {
        status: 'active',
        investment_amount: amount,
        date_of_investment: '2026-11-01',
      });
    expect((await decide(5_001)).json()).toMatchObject({ code: 'investment_limit_exceeded', params: { limit: '5000', committed: '0' } });
    expect((await decide(5_000)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(crowdfundBackers).where(eq(crowdfundBackers.id, backing!.id));
    expect(after).toMatchObject({ status: 'active', investmentAmount: 5_000 });
  });

  it('keeps the declarations and the queue to managers; a backer reads only its own', async () => {
    const fund = await fresh('Private Fund');
    const nosy = await fresh('Nosy Fund');
    await k.declared(fund, { own_funds: 1, turnover: 2, balance_sheet: 3, accredited: false });
    expect((await call('GET', '/api/v1/manager/classifications', fund.token)).statusCode).toBe(403);
    const own = classificationStateSchema.parse((await call('GET', '/api/v1/foundation/classification', nosy.token)).json());
    expect(own.classification).toBeNull();
    const queue = await call('GET', `/api/v1/manager/classifications?company_id=${fund.id}`, manager.token);
    expect(queue.json()).toMatchObject({
      total: 1,
      classifications: [{ company: { id: fund.id, name: 'Private Fund' }, review: 'pending', superseded: false }],
    });
    expect((await call('GET', '/api/v1/foundation/classification', manager.token)).statusCode).toBe(403);
  });
});

describe('the issuer cap', () => {
  it('refuses to activate a round that would take its startup past $5,000,000 in 12 months, with the figures', async () => {
    const startup = await k.account('startup', 'Capped Startup');
    await k.rounds.insertRound(startup.id, { investmentMin: 1, investmentMax: 3_000_000 });
    const next = await k.rounds.insertRound(startup.id, { status: 'new', investmentMin: 1, investmentMax: 2_000_001, minTicket: 100 });
    const activate = () => call('POST', `/api/v1/manager/crowdfunding/${next.id}/status`, manager.token, { status: 'active' });
    const refused = await activate();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'issuer_cap_exceeded', params: { cap: '5000000', counted: '3000000', remaining: '2000000' } });
    expect((await k.rounds.round(next.id)).status).toBe('new');
    await t.database.db.execute(sql`update crowdfunds set investment_max = 2000000 where id = ${next.id}`);
    expect((await activate()).statusCode).toBe(200);
    // Now at the cap: raising the round's maximum by a dollar is refused too.
    const change = await call('POST', `/api/v1/manager/crowdfunding/${next.id}/terms`, manager.token, {
      value_of_investments: { min: 1, max: 2_000_001 },
      reason: 'The startup asked for a larger round',
    });
    expect(change.json()).toMatchObject({ code: 'issuer_cap_exceeded', params: { remaining: '2000000' } });
  });
});

describe('the backers’ records', () => {
  it('exports a company’s or a round’s record for managers, as JSON and CSV, oldest first', async () => {
    const fund = await fresh('Recorded Fund');
    const c = await k.declared(fund, { own_funds: 50_000, turnover: 50_000, balance_sheet: 50_000, accredited: true });
    await k.review(manager, c.id, { decision: 'rejected', reason: 'Letter, "unsigned"' });
    const json = await call('GET', `/api/v1/manager/backer-records?company_id=${fund.id}`, manager.token);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({
      truncated: false,
      records: [
        {
          kind: 'classification.declared',
          company: { id: fund.id, name: 'Recorded Fund' },
          actor_id: fund.id,
          data: { class: 'accredited', own_funds: 50_000 },
        },
        { kind: 'classification.reviewed', actor_id: manager.id, data: { review: 'rejected', reason: 'Letter, "unsigned"' } },
      ],
    });
    const csv = await call('GET', `/api/v1/manager/backer-records?company_id=${fund.id}&format=csv`, manager.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('created_at,company_id,company_name,kind,crowdfund_id,backing_id,actor_id,data');
    expect(lines).toHaveLength(3);
    // The reason's comma and quotes are quoted as CSV wants: the data column is one field.
    expect(lines[2]).toContain('classification.reviewed');
    expect(lines[2]).toContain('""unsigned\\""');

    const round = await k.openRound('Recorded Labs');
    const backer = await fresh('Round Record Fund');
    await k.declared(backer, { own_funds: 100_000, turnover: 20_000, balance_sheet: 80_000, accredited: false });
    expect((await k.join(round.id, backer, { amount: 100 })).statusCode).toBe(200);
    expect((await k.leave(round.id, backer)).statusCode).toBe(200);
    const perRound = await call('GET', `/api/v1/manager/backer-records?crowdfund_id=${round.id}`, manager.token);
    expect(perRound.json()).toMatchObject({ records: [] });

    for (const query of ['', `?company_id=${fund.id}&crowdfund_id=${round.id}`, '?company_id=nope', `?company_id=${fund.id}&format=xml`])
      expect((await call('GET', `/api/v1/manager/backer-records${query}`, manager.token)).statusCode, query).toBe(400);
    expect((await call('GET', `/api/v1/manager/backer-records?company_id=${fund.id}`, fund.token)).statusCode).toBe(403);
  });
});
