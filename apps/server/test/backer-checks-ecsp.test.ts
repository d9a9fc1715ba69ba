import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRegimeSettings } from '@platform/contract';
import { backerRecords, crowdfundBackers, users } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { backerChecksKit } from './fixtures/backer-checks.js';
import type { Account } from './fixtures/kit.js';

/*
 * The backer's checks under Regulation (EU) 2020/1503 (`CROWDFUNDING_REGIME=ecsp`), with its
 * default figures: sophisticated from own funds €100,000, turnover €2,000,000 or a balance sheet
 * of €1,000,000 (Annex II); a risk warning above the higher of €1,000 or 5 % of net worth (art.
 * 21(7)); 4 calendar days to revoke (art. 22). Each expected figure is worked out by hand.
 */
let t: TestApp;
const k = backerChecksKit(() => t);
const { call } = k;
let manager: Account;

beforeAll(async () => {
  t = await startTestApp({ crowdfunding: { ...defaultRegimeSettings, regime: 'ecsp' } });
  manager = await k.account('manager', 'Platform');
});
afterAll(() => t.close());

const fresh = (name: string) => k.account('investor', name, 'en', { classified: false });

describe('classification under ECSP', () => {
  it('is sophisticated from any one threshold met, counting as non-sophisticated until a manager verifies it', async () => {
    const atThreshold = await fresh('Own Funds Fund');
    const c = await k.declared(atThreshold, { own_funds: 100_000, turnover: 0, balance_sheet: 0, accredited: true });
    expect(c).toMatchObject({ regime: 'ecsp', class: 'sophisticated', effective_class: 'non_sophisticated', accredited: false });
    expect(c.criteria).toEqual([
      { figure: 'own_funds', value: 100_000, threshold: 100_000, met: true },
      { figure: 'turnover', value: 0, threshold: 2_000_000, met: false },
      { figure: 'balance_sheet', value: 0, threshold: 1_000_000, met: false },
    ]);
    // 24 months: ECSP reviews the status at least every two years.
    expect(new Date(c.expires_at).getUTCFullYear() - new Date(c.declared_at).getUTCFullYear()).toBe(2);
    expect((await k.review(manager, c.id, { decision: 'verified' })).json()).toMatchObject({ effective_class: 'sophisticated' });
    expect(await k.limits(atThreshold)).toMatchObject({ class: 'sophisticated', limit: null, risk_warning_above: null, reflection_days: null });

    const below = await fresh('Just Below Fund');
    const b = await k.declared(below, { own_funds: 99_999, turnover: 1_999_999, balance_sheet: 999_999, accredited: false });
    expect(b).toMatchObject({ class: 'non_sophisticated', effective_class: 'non_sophisticated' });
  });

  it('asks a non-sophisticated backer to accept the risk above the higher of €1,000 or 5 % of its net worth, and records it', async () => {
    const fund = await fresh('Cautious Fund');
    // 5 % of €40,000 is €2,000, above the €1,000 floor.
    await k.declared(fund, { own_funds: 40_000, turnover: 10_000, balance_sheet: 60_000, accredited: false });
    await k.passTest(fund);
    expect(await k.limits(fund)).toMatchObject({ class: 'non_sophisticated', limit: null, risk_warning_above: 2_000, reflection_days: 4 });
    const [a, b] = [await k.openRound('Warned Labs'), await k.openRound('Quiet Warned Labs')];
    expect((await k.join(a.id, fund, { amount: 2_000 })).statusCode).toBe(200);
    const refused = await k.join(b.id, fund, { amount: 2_001 });
    expect(refused.json()).toMatchObject({ code: 'risk_acceptance_required', params: { threshold: '2000' } });
    // Figures are in the platform's one currency, whatever the regime.
    expect(refused.json().message).toBe('Above $2,000 you must accept the risk of losing the entire amount');
    expect((await k.join(b.id, fund, { amount: 2_001, accept_risk: false })).json()).toMatchObject({ code: 'risk_acceptance_required' });
    expect((await k.join(b.id, fund, { amount: 2_001, accept_risk: true })).statusCode).toBe(200);
    const [backing] = await k.rounds.backers(b.id);
    expect(backing!.riskAcceptedAt).toBeInstanceOf(Date);
    const records = await t.database.db.select().from(backerRecords).where(eq(backerRecords.companyId, fund.id));
    expect(records.filter((r) => r.kind === 'risk.accepted')).toMatchObject([{ crowdfundId: b.id, backingId: backing!.id, data: { amount: 2_001 } }]);
    // The floor: 5 % of €10,000 is €500, so the warning starts above €1,000.
    const small = await fresh('Small Fund');
    await k.declared(small, { own_funds: 10_000, turnover: 0, balance_sheet: 0, accredited: false });
    expect(await k.limits(small)).toMatchObject({ risk_warning_above: 1_000 });
  });

  it('lets a non-sophisticated backer revoke for 4 calendar days in its own zone, whatever the 48-hour rule says, and not on the 5th', async () => {
    const fund = await fresh('Reflective Fund');
    await t.database.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, fund.id));
    await k.declared(fund, { own_funds: 40_000, turnover: 0, balance_sheet: 0, accredited: false });
    await k.passTest(fund);
    const [fourth, fifth] = [await k.openRound('Fourth Day Labs'), await k.openRound('Fifth Day Labs')];
    for (const round of [fourth, fifth]) expect((await k.join(round.id, fund, { amount: 500 })).statusCode).toBe(200);
    const [made] = await k.rounds.backers(fourth.id);
    // By hand: the day it was made in Tokyo, plus 4 days, to 23:59:59.999 there.
    const local = new TZDate(made!.createdAt.getTime(), 'Asia/Tokyo');
    const end = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 4, 23, 59, 59, 999, 'Asia/Tokyo');
    expect(made!.reflectionUntil!.getTime()).toBe(end.getTime());

    // Made on a day 4 days back in Tokyo (outside the 48 hours): the period ends tonight there, so it may still be revoked.
    const day = 86_400_000;
    const startOfTodayTokyo = new TZDate(new TZDate(Date.now(), 'Asia/Tokyo').setHours(0, 0, 0, 0), 'Asia/Tokyo').getTime();
    const setMade = async (roundId: string, at: number) => {
      const whenTokyo = new TZDate(at, 'Asia/Tokyo');
      const until = new TZDate(whenTokyo.getFullYear(), whenTokyo.getMonth(), whenTokyo.getDate() + 4, 23, 59, 59, 999, 'Asia/Tokyo');
      await t.database.db
        .update(crowdfundBackers)
        .set({ createdAt: new Date(at), reflectionUntil: new Date(until.getTime()) })
        .where(eq(crowdfundBackers.crowdfundId, roundId));
    };
    await setMade(fourth.id, startOfTodayTokyo - 4 * day + 60_000);
    await setMade(fifth.id, startOfTodayTokyo - 5 * day + 60_000);
    expect((await k.leave(fourth.id, fund)).statusCode).toBe(200);
    expect((await k.leave(fifth.id, fund)).json()).toMatchObject({ code: 'backing_not_cancellable' });
    const revoked = await t.database.db.select().from(backerRecords).where(eq(backerRecords.companyId, fund.id));
    expect(revoked.filter((r) => r.kind === 'backing.revoked')).toMatchObject([{ crowdfundId: fourth.id }]);
  });

  it('keeps a manager from confirming a backing inside its reflection period', async () => {
    const fund = await fresh('Impatient Fund');
    await t.database.db.update(users).set({ timeZone: 'America/Los_Angeles' }).where(eq(users.id, fund.id));
    await k.declared(fund, { own_funds: 40_000, turnover: 0, balance_sheet: 0, accredited: false });
    await k.passTest(fund);
    const round = await k.openRound('Patience Labs');
    expect((await k.join(round.id, fund, { amount: 500 })).statusCode).toBe(200);
    const [backing] = await k.rounds.backers(round.id);
    const confirm = await call('POST', `/api/v1/manager/crowdfunding/backer/${backing!.id}/status`, manager.token, {
      status: 'active',
      investment_amount: 500,
      date_of_investment: '2026-11-01',
    });
    // The refusal names the last day in the backer's zone: made today in Los Angeles, plus 4 days.
    const made = new TZDate(backing!.createdAt.getTime(), 'America/Los_Angeles');
    const last = new TZDate(made.getFullYear(), made.getMonth(), made.getDate() + 4, 12, 'America/Los_Angeles');
    const date = `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}-${String(last.getDate()).padStart(2, '0')}`;
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
    expect(confirm.json()).toMatchObject({
      code: 'reflection_period_running',
      params: { until: backing!.reflectionUntil!.toISOString(), date, zone: 'America/Los_Angeles' },
      // The catalogue words a `date` parameter as a date of the caller's language.
      message: `The backer may still revoke this backing until the end of ${longDate} (America/Los_Angeles): confirm it after that`,
    });
  });

  it('asks a non-sophisticated backer for the knowledge test and loss simulation first; after failing it backs once it acknowledges the warning', async () => {
    const fund = await fresh('Learning Fund');
    const round = await k.openRound('Test Labs');
    await k.declared(fund, { own_funds: 40_000, turnover: 0, balance_sheet: 0, accredited: false });
    const before = (await call('GET', '/api/v1/foundation/knowledge-test', fund.token)).json();
    // The simulation by hand: 10 % of the declared net worth of 40,000.
    expect(before).toMatchObject({ required: true, pass_mark: 4, simulation: { net_worth: 40_000, loss_capacity: 4_000 }, last: null });
    expect(before.questions).toHaveLength(5);
    // The questions come without their answers.
    expect(JSON.stringify(before)).not.toContain('correct');
    expect((await k.join(round.id, fund, { amount: 500 })).json()).toMatchObject({ code: 'knowledge_test_required' });
    expect(await k.limits(fund)).toMatchObject({ knowledge_test_required: true });

    // Refused: a question left out, an option the question does not have, the simulation not acknowledged, an unknown field.
    const { returns: _left, ...four } = k.rightAnswers;
    expect((await k.takeTest(fund, four)).json()).toMatchObject({ code: 'answer_every_question' });
    expect((await k.takeTest(fund, { ...k.rightAnswers, loss: 'maybe' })).json()).toMatchObject({ code: 'answer_every_question' });
    const unacknowledged = await call('POST', '/api/v1/foundation/knowledge-test', fund.token, {
      answers: [{ question_id: 'loss', option_id: 'all' }],
      simulation_acknowledged: false,
    });
    expect(unacknowledged.statusCode).toBe(400);
    expect((await call('GET', '/api/v1/foundation/knowledge-test', fund.token)).json().last).toBeNull();

    // Two wrong of five: under the pass mark of four. The Russian caller reads the explanations in Russian.
    const failed = await k.takeTest(fund, { ...k.rightAnswers, loss: 'protected', returns: 'fixed' }, { 'accept-language': 'ru' });
    expect(failed.json()).toMatchObject({ required: true, last: { passed: false, score: 3, total: 5, warning_acknowledged_at: null } });
    const wrong = failed.json().last.answers.find((a: { question_id: string }) => a.question_id === 'loss');
    expect(wrong).toMatchObject({ option_id: 'protected', correct_option_id: 'all', right: false });
    expect((await k.join(round.id, fund, { amount: 500 })).json()).toMatchObject({ code: 'knowledge_test_required' });
    const acknowledged = await call('POST', '/api/v1/foundation/knowledge-test/acknowledge', fund.token);
    expect(acknowledged.json()).toMatchObject({ required: false, last: { passed: false } });
    expect(acknowledged.json().last.warning_acknowledged_at).not.toBeNull();
    expect((await call('POST', '/api/v1/foundation/knowledge-test/acknowledge', fund.token)).json()).toMatchObject({ code: 'knowledge_test_not_failed' });
    expect((await k.join(round.id, fund, { amount: 500 })).statusCode).toBe(200);
    const kinds = (await t.database.db.select().from(backerRecords).where(eq(backerRecords.companyId, fund.id))).map((r) => r.kind).sort();
    expect(kinds).toEqual(['classification.declared', 'knowledge_test.taken', 'knowledge_test.warning_acknowledged']);

    // A sophisticated backer, once verified, is not asked.
    const pro = await fresh('Professional Fund');
    const c = await k.declared(pro, { own_funds: 0, turnover: 2_000_000, balance_sheet: 0, accredited: false });
    expect((await call('GET', '/api/v1/foundation/knowledge-test', pro.token)).json()).toMatchObject({ required: true });
    await k.review(manager, c.id, { decision: 'verified' });
    expect((await call('GET', '/api/v1/foundation/knowledge-test', pro.token)).json()).toMatchObject({ required: false });
    expect((await k.join(round.id, pro, { amount: 500 })).statusCode).toBe(200);
  });
});
