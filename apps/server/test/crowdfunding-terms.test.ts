import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowdfundingCardSchema, reconfirmDeadline, roundChangeListSchema, roundChangeSchema, utcToday } from '@platform/contract';
import { auditLog, crowdfundBackers, crowdfundChanges, crowdfunds } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, inDays, mails } = kit;
const a: Record<string, Account> = {};
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
  a.fund = await kit.account('investor', 'Bluewater Ventures', 'ru');
  a.fund2 = await kit.account('investor', 'Second Fund');
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.outsider = await kit.account('investor', 'Outsider Capital');
  a.expert = await kit.account('expert', 'Clearview');
});
afterAll(() => t.close());

const terms = (id: string, body: object, who: Account | undefined = a.manager) => call('POST', `/api/v1/manager/crowdfunding/${id}/terms`, who?.token, body);
const reconfirm = (id: string, who?: Account) => call('POST', `/api/v1/foundation/crowdfunding_invest/${id}/reconfirm`, who?.token);
const changes = (id: string, who?: Account, query = '') => call('GET', `/api/v1/crowdfunding/${id}/changes${query}`, who?.token);
const backing = async (roundId: string, who: Account) =>
  (
    await db()
      .select()
      .from(crowdfundBackers)
      .where(and(eq(crowdfundBackers.crowdfundId, roundId), eq(crowdfundBackers.backerId, who.id)))
  )[0]!;
const deadline = () => reconfirmDeadline(utcToday(), t.config.holidays);
const reason = 'The startup asked to widen the range after a lead investor joined';

/** An active round with a waiting, a confirmed and a rejected backer. */
async function roundWithBackers(values: Parameters<typeof rounds.insertRound>[1] = {}) {
  const r = await rounds.insertRound(a.founder!.id, { minTicket: 10_000, currentInvestments: 50_000, backersCount: 1, ...values });
  const add = (who: Account, status: 'new' | 'active' | 'reject', extra: object = {}) =>
    db()
      .insert(crowdfundBackers)
      .values({ crowdfundId: r.id, backerId: who.id, role: who === a.corp ? 'corporate' : 'investor', status, amount: 50_000, ...extra });
  await add(a.fund!, 'new');
  await add(a.corp!, 'active', { investmentAmount: 50_000, dateOfInvestment: utcToday() });
  await add(a.fund2!, 'reject');
  return r;
}

describe('changing the terms of a round', () => {
  it('changes the terms, logs the change, asks the waiting and confirmed backers to reconfirm and mails them', async () => {
    const r = await roundWithBackers();
    const res = await terms(r.id, {
      value_of_investments: { min: 100_000, max: 2_000_000 },
      conditions_of_deal: 'Convertible note with a 20% discount',
      expire: inDays(40),
      reason,
    });
    expect(res.statusCode, res.body).toBe(200);
    const change = roundChangeSchema.parse(res.json());
    // The minimum did not change, so the log keeps only the maximum, the conditions and the last day.
    expect(change).toMatchObject({
      kind: 'terms',
      reason,
      before: { investment_max: 1_000_000, conditions_of_deal: 'Convertible note', expire: inDays(30) },
      after: { investment_max: 2_000_000, conditions_of_deal: 'Convertible note with a 20% discount', expire: inDays(40) },
      reconfirm_by: deadline(),
    });
    expect(change.before).not.toHaveProperty('investment_min');
    expect(await rounds.round(r.id)).toMatchObject({ investmentMax: 2_000_000, conditionsOfDeal: 'Convertible note with a 20% discount', expire: inDays(40) });

    for (const who of [a.fund!, a.corp!])
      expect(await backing(r.id, who)).toMatchObject({ reconfirmBy: deadline(), reconfirmChangeId: change.id, reconfirmedAt: null });
    expect(await backing(r.id, a.fund2!)).toMatchObject({ reconfirmBy: null, reconfirmChangeId: null });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'crowdfunding.terms'), eq(auditLog.entityId, r.id)));
    expect(entry).toMatchObject({ actorId: a.manager!.id, companyId: a.founder!.id, before: change.before });
    expect(entry!.after).toMatchObject({ ...change.after, reason });

    // Each backer asked to reconfirm gets a letter in its language; the rejected one does not.
    const [ru] = await mails(a.fund!.email);
    expect(ru).toMatchObject({ template: 'crowdfunding.terms_changed', language: 'ru' });
    expect(ru!.subject).toContain('Nordlight Robotics');
    expect(ru!.text).toContain(reason);
    expect(ru!.text).toContain('/cabinet/portfolio');
    expect(ru!.text).toContain(`/cabinet/crowdfunding/view/${r.id}`);
    const [en] = await mails(a.corp!.email);
    expect(en).toMatchObject({ template: 'crowdfunding.terms_changed', language: 'en' });
    expect(en!.text).toContain('$1,000,000 → $2,000,000');
    expect((await mails(a.fund2!.email)).map((m) => m.template)).not.toContain('crowdfunding.terms_changed');

    // The backer's card carries the deadline; another reader's has no backing at all.
    const card = crowdfundingCardSchema.parse((await call('GET', `/api/v1/investor/crowdfunding_card/${r.id}`, a.fund!.token)).json());
    expect(card.own_backing).toMatchObject({ reconfirm_by: deadline() });
    const rejected = crowdfundingCardSchema.parse((await call('GET', `/api/v1/investor/crowdfunding_card/${r.id}`, a.fund2!.token)).json());
    expect(rejected.own_backing).toMatchObject({ reconfirm_by: null });
  });

  it('keeps only the fields that differ, and refuses a change that changes nothing', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    const same = await terms(r.id, { value_of_investments: { min: 100_000, max: 1_000_000 }, conditions_of_deal: 'Convertible note', reason });
    expect(same.statusCode, same.body).toBe(400);
    expect(same.json()).toMatchObject({ code: 'terms_unchanged' });
    expect((await terms(r.id, { reason })).json()).toMatchObject({ code: 'terms_unchanged' });
    const min = await terms(r.id, { value_of_investments: { min: 200_000, max: 1_000_000 }, expire: inDays(30), reason });
    expect(min.statusCode, min.body).toBe(200);
    expect(min.json()).toMatchObject({ before: { investment_min: 100_000 }, after: { investment_min: 200_000 } });
    expect(Object.keys(min.json().after)).toEqual(['investment_min']);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const r = await roundWithBackers();
    const bad: [object, string][] = [
      [{ conditions_of_deal: 'Shares at a discount' }, 'reason'],
      [{ conditions_of_deal: 'Shares at a discount', reason: 'why' }, 'reason'],
      [{ conditions_of_deal: 'Shares at a discount', reason: 'x'.repeat(501) }, 'reason'],
      [{ conditions_of_deal: 'abc', reason }, 'conditions_of_deal'],
      [{ conditions_of_deal: 'x'.repeat(501), reason }, 'conditions_of_deal'],
      [{ value_of_investments: { min: 0, max: 2_000_000 }, reason }, 'value_of_investments.min'],
      [{ value_of_investments: { min: 100.5, max: 2_000_000 }, reason }, 'value_of_investments.min'],
      [{ value_of_investments: { min: 300_000, max: 200_000 }, reason }, 'value_of_investments.max'],
      [{ expire: '2026-02-30', reason }, 'expire'],
      // Below the amount already raised, below the minimum ticket, a last day before the backers' deadline.
      [{ value_of_investments: { min: 1_000, max: 40_000 }, reason }, 'value_of_investments.max'],
      [{ value_of_investments: { min: 1_000, max: 60_000 }, reason }, 'value_of_investments.max'],
      [{ expire: utcToday(), reason }, 'expire'],
    ];
    await db().update(crowdfunds).set({ minTicket: 70_000 }).where(eq(crowdfunds.id, r.id));
    for (const [body, field] of bad) {
      const res = await terms(r.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const raised = await terms(r.id, { value_of_investments: { min: 1_000, max: 40_000 }, reason });
    expect(raised.json()).toMatchObject({ code: 'investment_max_below_raised', params: { amount: '50000' } });
    const ticket = await terms(r.id, { value_of_investments: { min: 1_000, max: 60_000 }, reason });
    expect(ticket.json()).toMatchObject({ code: 'investment_max_below_min_ticket' });
    const early = await terms(r.id, { expire: utcToday(), reason });
    expect(early.json()).toMatchObject({ code: 'expire_before_reconfirm', params: { date: deadline() } });
    // A round ending before the deadline takes no change that leaves its end there.
    const short = await rounds.insertRound(a.founder!.id, { expire: inDays(2) });
    expect((await terms(short.id, { conditions_of_deal: 'Shares at a discount', reason })).json()).toMatchObject({ code: 'expire_before_reconfirm' });

    expect(await db().select().from(crowdfundChanges).where(eq(crowdfundChanges.crowdfundId, r.id))).toEqual([]);
    expect(await rounds.round(r.id)).toMatchObject({ investmentMin: 100_000, investmentMax: 1_000_000, conditionsOfDeal: 'Convertible note' });
    expect((await backing(r.id, a.fund!)).reconfirmBy).toBeNull();
  });

  it('is for managers only, on active rounds, and keeps the last day of a round with a notice of an early close', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    const body = { conditions_of_deal: 'Shares at a discount', reason };
    for (const who of [a.founder, a.fund, a.corp, a.expert]) expect((await terms(r.id, body, who)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/manager/crowdfunding/${r.id}/terms`, undefined, body)).statusCode).toBe(401);
    expect((await terms(randomUUID(), body)).json()).toMatchObject({ code: 'crowdfunding_not_found' });
    expect((await terms('not-a-uuid', body)).statusCode).toBe(400);
    for (const values of [{ status: 'new' as const }, { status: 'decline' as const }, { status: 'finished' as const }, { expire: inDays(-1) }]) {
      const other = await rounds.insertRound(a.founder!.id, values);
      const res = await terms(other.id, body);
      expect(res.statusCode, JSON.stringify(values)).toBe(409);
      expect(res.json()).toMatchObject({ code: 'round_not_active' });
    }
    const noticed = await rounds.insertRound(a.founder!.id, { closeNoticedAt: new Date(), plannedExpire: inDays(60) });
    const moved = await terms(noticed.id, { expire: inDays(45), reason });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'terms_close_noticed' });
    // The other terms of such a round still change.
    expect((await terms(noticed.id, body)).statusCode).toBe(200);
    expect((await rounds.round(noticed.id)).expire).toBe(inDays(30));
  });
});

describe('reconfirming a backing', () => {
  it('lets the backer reconfirm its own backing once, by the deadline', async () => {
    const r = await roundWithBackers();
    expect((await reconfirm(r.id, a.fund!)).json()).toMatchObject({ code: 'nothing_to_reconfirm' });
    expect((await terms(r.id, { conditions_of_deal: 'Shares at a discount', reason })).statusCode).toBe(200);

    const ok = await reconfirm(r.id, a.fund!);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    const mine = await backing(r.id, a.fund!);
    expect(mine).toMatchObject({ reconfirmBy: null, reconfirmChangeId: null, status: 'new' });
    expect(mine.reconfirmedAt).toBeInstanceOf(Date);
    // The other backer's deadline stands: a reconfirmation reaches the caller's own row only.
    expect((await backing(r.id, a.corp!)).reconfirmBy).toBe(deadline());
    const again = await reconfirm(r.id, a.fund!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'nothing_to_reconfirm' });
    // A rejected backing has nothing to reconfirm either.
    expect((await reconfirm(r.id, a.fund2!)).json()).toMatchObject({ code: 'nothing_to_reconfirm' });
  });

  it("can't reach someone else's backing, and refuses after the deadline, other roles and unknown rounds", async () => {
    const r = await roundWithBackers();
    expect((await terms(r.id, { conditions_of_deal: 'Shares at a discount', reason })).statusCode).toBe(200);
    // A company without a backing of the round finds none, whoever else backs it.
    const other = await reconfirm(r.id, a.outsider!);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'participant_not_found' });
    expect((await backing(r.id, a.fund!)).reconfirmBy).toBe(deadline());
    for (const who of [a.founder, a.manager, a.expert]) expect((await reconfirm(r.id, who)).statusCode).toBe(403);
    expect((await reconfirm(r.id)).statusCode).toBe(401);
    expect((await reconfirm(randomUUID(), a.fund!)).json()).toMatchObject({ code: 'participant_not_found' });

    await db()
      .update(crowdfundBackers)
      .set({ reconfirmBy: inDays(-1) })
      .where(and(eq(crowdfundBackers.crowdfundId, r.id), eq(crowdfundBackers.backerId, a.corp!.id)));
    const late = await reconfirm(r.id, a.corp!);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'reconfirm_deadline_passed' });
    expect((await backing(r.id, a.corp!)).reconfirmedAt).toBeNull();
    // The deadline's own day still counts.
    await db()
      .update(crowdfundBackers)
      .set({ reconfirmBy: utcToday() })
      .where(and(eq(crowdfundBackers.crowdfundId, r.id), eq(crowdfundBackers.backerId, a.corp!.id)));
    expect((await reconfirm(r.id, a.corp!)).statusCode).toBe(200);
  });
});

describe('the change log', () => {
  it('lists the changes of terms and the notice of an early close, newest first, to every reader of the round', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    expect((await changes(r.id)).json()).toEqual({ changes: [], total: 0 });
    expect((await terms(r.id, { conditions_of_deal: 'Shares at a discount', reason })).statusCode).toBe(200);
    await db()
      .insert(crowdfundChanges)
      .values({
        crowdfundId: r.id,
        kind: 'close',
        reason: null,
        before: { expire: inDays(30) },
        after: { expire: inDays(20) },
        createdAt: new Date(Date.now() + 1000),
      });
    for (const who of [undefined, a.fund, a.founder, a.manager, a.expert]) {
      const res = await changes(r.id, who);
      expect(res.statusCode, res.body).toBe(200);
      const log = roundChangeListSchema.parse(res.json());
      expect(log.total).toBe(2);
      expect(log.changes.map((c) => c.kind)).toEqual(['close', 'terms']);
      expect(log.changes[0]).toMatchObject({ before: { expire: inDays(30) }, after: { expire: inDays(20) }, reason: null, reconfirm_by: null });
      expect(log.changes[1]).toMatchObject({ reason, reconfirm_by: deadline(), after: { conditions_of_deal: 'Shares at a discount' } });
    }
    const page = roundChangeListSchema.parse((await changes(r.id, undefined, '?take=1&skip=1')).json());
    expect(page.changes.map((c) => c.kind)).toEqual(['terms']);
    expect((await changes(r.id, undefined, '?take=0')).statusCode).toBe(400);
  });

  it('answers not found for rounds the reader may not see', async () => {
    const moderated = await rounds.insertRound(a.founder!.id, { status: 'new' });
    for (const who of [undefined, a.fund]) expect((await changes(moderated.id, who)).json()).toMatchObject({ code: 'crowdfunding_not_found' });
    for (const who of [a.founder, a.manager]) expect((await changes(moderated.id, who)).statusCode).toBe(200);
    expect((await changes(randomUUID())).statusCode).toBe(404);
    expect((await changes('nope')).statusCode).toBe(400);
    expect((await call('GET', `/api/v1/crowdfunding/${moderated.id}/changes`, 'not-a-token')).statusCode).toBe(401);
  });
});

describe('joining again after a cancelled backing', () => {
  it('revives the cancelled backing as a new one, once', async () => {
    const r = await roundWithBackers();
    await db()
      .update(crowdfundBackers)
      .set({ status: 'cancel', cancelledAt: new Date(), reconfirmBy: null, decidedAt: new Date() })
      .where(and(eq(crowdfundBackers.crowdfundId, r.id), eq(crowdfundBackers.backerId, a.fund!.id)));
    const before = await backing(r.id, a.fund!);
    const card = crowdfundingCardSchema.parse((await call('GET', `/api/v1/investor/crowdfunding_card/${r.id}`, a.fund!.token)).json());
    expect(card.backer_status).toEqual({ name: 'cancel' });

    const [first, second] = await Promise.all([
      call('POST', `/api/v1/foundation/crowdfunding_invest/${r.id}`, a.fund!.token, { amount: 20_000 }),
      call('POST', `/api/v1/foundation/crowdfunding_invest/${r.id}`, a.fund!.token, { amount: 30_000 }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const revived = await backing(r.id, a.fund!);
    expect(revived.id).toBe(before.id);
    expect(revived).toMatchObject({ status: 'new', cancelledAt: null, decidedAt: null, reconfirmBy: null, investmentAmount: null });
    expect([20_000, 30_000]).toContain(revived.amount);
    expect(revived.createdAt.getTime()).toBeGreaterThan(before.createdAt.getTime());
    const after = crowdfundingCardSchema.parse((await call('GET', `/api/v1/investor/crowdfunding_card/${r.id}`, a.fund!.token)).json());
    expect(after.backer_status).toEqual({ name: 'new' });
    expect(after.own_backing).toMatchObject({ amount: revived.amount, can_cancel: true });
  });
});
