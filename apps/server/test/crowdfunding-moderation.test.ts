import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestCloseDate, utcToday } from '@platform/contract';
import { auditLog } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { connectSocket, listening, nextEvent } from './sockets.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
let port: number;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, mails } = kit;
const { round, backers } = rounds;
const a: Record<string, Account> = {};
const closeOn = earliestCloseDate(utcToday(), new Set()); // No holidays here; crowdfunding-early-close.test.ts has them.
const closeEarly = { status: 'finished', close_on: closeOn };

beforeAll(async () => {
  t = await startTestApp();
  port = await listening(t.app);
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics', 'ru');
  a.fund = await kit.account('investor', 'Bluewater Ventures');
  a.fund2 = await kit.account('investor', 'Second Fund', 'ru');
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.expert = await kit.account('expert', 'Clearview');
});
afterAll(() => t.close());

const move = (id: string, body: object, who = a.manager) => call('POST', `/api/v1/manager/crowdfunding/${id}/status`, who?.token, body);
const decide = (backerId: string, body: object, who = a.manager) => call('POST', `/api/v1/manager/crowdfunding/backer/${backerId}/status`, who?.token, body);
const confirm = (amount: number) => ({ status: 'active', investment_amount: amount, date_of_investment: kit.inDays(-1) });
const join = async (roundId: string, who: Account, amount?: number) => {
  const res = await call('POST', `/api/v1/foundation/crowdfunding_invest/${roundId}`, who.token, amount ? { amount } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};

describe('a manager moving rounds', () => {
  it('activates a filed round and later gives notice of its early close; the startup is told by mail in its language', async () => {
    const r = await rounds.fileRound(a.founder!);
    const s = await connectSocket(port, a.founder!.token);
    const heard = nextEvent(s, 'crowdfunding');
    expect((await move(r.id, { status: 'active' })).json()).toEqual({ ok: true });
    expect(await heard).toEqual({ id: r.id });
    s.close();
    expect(await round(r.id)).toMatchObject({ status: 'active', moderatedBy: a.manager!.id, declineReason: null });
    expect((await mails(a.founder!.email))[0]).toMatchObject({
      language: 'ru',
      template: 'crowdfunding.round_active',
      subject: 'Ваш раунд краудфандинга опубликован',
    });

    // The round runs on until its close date (the hourly ending finishes it then).
    expect((await move(r.id, closeEarly)).statusCode).toBe(200);
    expect(await round(r.id)).toMatchObject({ status: 'active', expire: closeOn });
    const [closed] = await mails(a.founder!.email);
    expect(closed).toMatchObject({ template: 'crowdfunding.close_notice_startup', subject: 'Ваш раунд краудфандинга закроется досрочно' });
    expect(closed!.text).toContain(`/cabinet/crowdfunding/view/${r.id}`);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, r.id));
    const notice = { status: 'finished', close_on: closeOn, planned_expire: kit.inDays(30) };
    expect(entries.map((e) => e.after)).toEqual(expect.arrayContaining([{ status: 'active', reason: null }, notice]));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([0, 1].map(() => ['crowdfunding.status', a.manager!.id]));
  });

  it('refuses to activate a round with no minimum ticket until the manager sets one, within the round’s maximum', async () => {
    const r = await rounds.insertRound(a.founder!.id, { status: 'new', minTicket: null, investmentMax: 800_000 });
    const missing = await move(r.id, { status: 'active' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'min_ticket_required',
      message: 'Set the minimum ticket to activate the round',
      errors: { min_ticket: 'Set the minimum ticket to activate the round' },
      field_codes: { min_ticket: 'min_ticket_required' },
    });
    const above = await move(r.id, { status: 'active', min_ticket: 800_001 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ code: 'min_ticket_above_max', message: "The minimum ticket can't be more than the investment maximum ($800,000)" });
    for (const min_ticket of [0, -1, 2.5, '5000']) expect((await move(r.id, { status: 'active', min_ticket })).statusCode, String(min_ticket)).toBe(400);
    expect(await round(r.id)).toMatchObject({ status: 'new', minTicket: null, moderatedBy: null });

    expect((await move(r.id, { status: 'active', min_ticket: 25_000 })).json()).toEqual({ ok: true });
    expect(await round(r.id)).toMatchObject({ status: 'active', minTicket: 25_000, moderatedBy: a.manager!.id });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, r.id), eq(auditLog.action, 'crowdfunding.status')));
    expect(entry).toMatchObject({ before: { status: 'new', min_ticket: null }, after: { status: 'active', reason: null, min_ticket: 25_000 } });
  });

  it('activates a round with the minimum ticket its startup filed, or with the one the manager sets instead', async () => {
    // A startup of its own: the founder's other active rounds count toward its issuer cap.
    const founder = await kit.account('startup', 'Ticket Labs');
    const filed = await rounds.fileRound(founder, { min_ticket: 10_000 });
    expect((await move(filed.id, { status: 'active' })).statusCode).toBe(200);
    expect(await round(filed.id)).toMatchObject({ status: 'active', minTicket: 10_000 });
    const changed = await rounds.fileRound(founder, { min_ticket: 10_000 });
    expect((await move(changed.id, { status: 'active', min_ticket: 40_000 })).statusCode).toBe(200);
    expect(await round(changed.id)).toMatchObject({ status: 'active', minTicket: 40_000 });
  });

  it('declines a new round with its reason, stored and mailed', async () => {
    const r = await rounds.insertRound(a.founder!.id, { status: 'new' });
    const short = await move(r.id, { status: 'decline', reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect((await move(r.id, { status: 'decline' })).statusCode).toBe(400);
    expect(await round(r.id)).toMatchObject({ status: 'new' });
    expect((await move(r.id, { status: 'decline', reason: '  The pitch deck is missing the financials.  ' })).statusCode).toBe(200);
    expect(await round(r.id)).toMatchObject({ status: 'decline', declineReason: 'The pitch deck is missing the financials.' });
    const [mail] = await mails(a.founder!.email);
    expect(mail).toMatchObject({ template: 'crowdfunding.round_decline', subject: 'Ваш раунд краудфандинга отклонён' });
    expect(mail!.text).toContain('The pitch deck is missing the financials.');
  });

  it('refuses every other move and changes nothing', async () => {
    const cases: [string, object][] = [
      ['new', closeEarly],
      ['active', { status: 'active' }],
      ['active', { status: 'decline', reason: 'Too late for this' }],
      ['finished', { status: 'active' }],
      ['finished', { status: 'decline', reason: 'Too late for this' }],
      ['decline', { status: 'active' }],
      ['decline', closeEarly],
    ];
    for (const [from, body] of cases) {
      const r = await rounds.insertRound(a.founder!.id, { status: from as 'new' });
      const res = await move(r.id, body);
      expect(res.statusCode, `${from} → ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'status_move_refused' });
      expect(await round(r.id)).toMatchObject({ status: from, moderatedBy: null });
    }
    expect((await move(randomUUID(), { status: 'active' })).json()).toMatchObject({ code: 'crowdfunding_not_found' });
    expect((await move(kit.inDays(0), { status: 'active' })).statusCode).toBe(400);
    expect((await move(randomUUID(), { status: 'paused' })).statusCode).toBe(400);
  });

  it("offers on the round's card exactly the moves the server accepts, an expired active round none", async () => {
    const card = async (id: string, role: 'manager' | 'startup' = 'manager') => {
      const res = await call('GET', `/api/v1/${role}/crowdfunding_card/${id}`, (role === 'manager' ? a.manager : a.founder)!.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ status: string; moves: string[] }>();
    };
    const fresh = await rounds.insertRound(a.founder!.id, { status: 'new' });
    const running = await rounds.insertRound(a.founder!.id, { status: 'active', expire: kit.inDays(0) });
    const expired = await rounds.insertRound(a.founder!.id, { status: 'active', expire: kit.inDays(-1) });
    expect(await card(fresh.id)).toMatchObject({ status: 'new', moves: ['active', 'decline'] });
    expect(await card(running.id)).toMatchObject({ status: 'active', moves: ['finished'] });
    expect((await card(running.id, 'startup')).moves).toEqual([]);

    // Past its last day the round reads finished and offers nothing; closing it is refused, left to the hourly ending.
    expect(await card(expired.id)).toMatchObject({ status: 'finished', moves: [] });
    const closing = await move(expired.id, closeEarly);
    expect(closing.statusCode).toBe(400);
    expect(closing.json()).toMatchObject({ code: 'status_move_refused' });
    expect(await round(expired.id)).toMatchObject({ status: 'active', moderatedBy: null });

    // Once notice of its early close is given, a running round has no move left.
    const noticed = await rounds.insertRound(a.founder!.id, { status: 'active', expire: kit.inDays(30) });
    expect((await move(noticed.id, closeEarly)).statusCode).toBe(200);
    expect(await card(noticed.id)).toMatchObject({ status: 'active', moves: [] });
  });

  it('keeps the move when its letter cannot be written', async () => {
    const founder = await kit.account('startup', 'Letterless Labs');
    const r = await rounds.insertRound(founder.id, { status: 'new', minTicket: 10_000 });
    await t.database.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      expect((await move(r.id, { status: 'active' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(await round(r.id)).toMatchObject({ status: 'active' });
  });

  it('is for managers only', async () => {
    const r = await rounds.insertRound(a.founder!.id, { status: 'new' });
    for (const who of [a.founder, a.fund, a.corp, a.expert]) expect((await move(r.id, { status: 'active' }, who)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/manager/crowdfunding/${r.id}/status`, undefined, { status: 'active' })).statusCode).toBe(401);
    expect(await round(r.id)).toMatchObject({ status: 'new' });
  });
});

describe('a manager deciding on backers', () => {
  it('confirms backers with the amount and date, moving the round’s sums; both sides are told in their language', async () => {
    const r = await rounds.insertRound(a.founder!.id, { investmentMax: 1_000_000 });
    const first = await join(r.id, a.fund2!, 300_000);
    const second = await join(r.id, a.corp!);
    const s = await connectSocket(port, a.founder!.token);
    const b = await connectSocket(port, a.fund2!.token);
    const heard = [nextEvent(s, 'crowdfunding'), nextEvent(b, 'crowdfunding')];
    expect((await decide(first, confirm(250_000))).json()).toEqual({ ok: true });
    expect(await Promise.all(heard)).toEqual([{ id: r.id }, { id: r.id }]);
    s.close();
    b.close();
    expect((await decide(second, confirm(400_000))).statusCode).toBe(200);
    expect(await round(r.id)).toMatchObject({ currentInvestments: 650_000, backersCount: 2, raisedPercent: 65 });
    const rows = await backers(r.id);
    expect(rows.find((x) => x.id === first)).toMatchObject({
      status: 'active',
      amount: 300_000,
      investmentAmount: 250_000,
      dateOfInvestment: kit.inDays(-1),
      decidedBy: a.manager!.id,
    });

    const [toBacker] = await mails(a.fund2!.email);
    expect(toBacker).toMatchObject({
      language: 'ru',
      template: 'crowdfunding.backer_active_backer',
      subject: 'Ваше участие в раунде Nordlight Robotics подтверждено',
    });
    expect(toBacker!.text).toContain('250');
    const [toCorp] = await mails(a.corp!.email);
    expect(toCorp).toMatchObject({ language: 'en', subject: 'Your participation in Nordlight Robotics is confirmed' });
    expect(toCorp!.text).toContain('400,000');
    const toStartup = (await mails(a.founder!.email)).filter((m) => m.template === 'crowdfunding.backer_active_startup').map((m) => m.subject);
    expect(toStartup.sort()).toEqual(['Новый подтверждённый участник: Atlas Industrial', 'Новый подтверждённый участник: Second Fund']);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, r.id), eq(auditLog.action, 'crowdfunding.backer'))),
    ).toHaveLength(2);
  });

  it('refuses a confirmation past the round’s maximum and changes nothing', async () => {
    const r = await rounds.insertRound(a.founder!.id, { investmentMax: 1_000_000, currentInvestments: 900_000, backersCount: 2 });
    const id = await join(r.id, a.fund!);
    const res = await decide(id, confirm(100_001));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'amount_out_of_bounds', message: 'The amount must be from $1 to $100,000' });
    expect(await round(r.id)).toMatchObject({ currentInvestments: 900_000, backersCount: 2 });
    expect(await backers(r.id)).toMatchObject([{ status: 'new', investmentAmount: null }]);
    for (const body of [confirm(0), { status: 'active', investment_amount: 5 }, { ...confirm(5), date_of_investment: 'soon' }, { status: 'maybe' }])
      expect((await decide(id, body)).statusCode).toBe(400);
    expect((await decide(id, confirm(100_000))).statusCode).toBe(200);
    expect(await round(r.id)).toMatchObject({ currentInvestments: 1_000_000, backersCount: 3, raisedPercent: 100 });
  });

  it('settles two confirmations at once on the round’s lock: together they may not pass the maximum', async () => {
    const r = await rounds.insertRound(a.founder!.id, { investmentMax: 1_000_000 });
    const ids = [await join(r.id, a.fund!), await join(r.id, a.corp!)];
    const answers = await Promise.all(ids.map((id) => decide(id, confirm(600_000))));
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 400]);
    expect(await round(r.id)).toMatchObject({ currentInvestments: 600_000, backersCount: 1 });
    expect((await backers(r.id)).map((x) => x.status).sort()).toEqual(['active', 'new']);
  });

  it('rejects a backer, telling both sides, and decides each backer only once', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    const rejected = await join(r.id, a.corp!, 150_000);
    const confirmed = await join(r.id, a.fund!);
    // The manager's list offers each backer's moves: a new one confirm or reject, a decided one none; the startup none.
    const moves = async (who: Account, path: string) => {
      const res = await call('POST', path, who.token, {});
      return Object.fromEntries(res.json<{ backers: { id: string; moves: string[] }[] }>().backers.map((x) => [x.id, x.moves]));
    };
    const managerList = `/api/v1/foundation/crowdfunding/${r.id}/backer/list`;
    expect(await moves(a.manager!, managerList)).toEqual({ [rejected]: ['active', 'reject'], [confirmed]: ['active', 'reject'] });
    expect(await moves(a.founder!, `/api/v1/startup/${r.id}/backer/list`)).toEqual({ [rejected]: [], [confirmed]: [] });
    expect((await decide(rejected, { status: 'reject' })).statusCode).toBe(200);
    expect((await mails(a.corp!.email))[0]).toMatchObject({
      template: 'crowdfunding.backer_reject_backer',
      subject: 'Your participation in Nordlight Robotics was not confirmed',
    });
    expect((await mails(a.founder!.email))[0]).toMatchObject({
      template: 'crowdfunding.backer_reject_startup',
      subject: 'Участник не подтверждён: Atlas Industrial',
    });
    expect((await decide(confirmed, confirm(200_000))).statusCode).toBe(200);
    for (const [id, body] of [
      [rejected, confirm(100_000)],
      [rejected, { status: 'reject' }],
      [confirmed, { status: 'reject' }],
      [confirmed, confirm(100_000)],
    ] as const) {
      const res = await decide(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'status_move_refused' });
    }
    expect(await round(r.id)).toMatchObject({ currentInvestments: 200_000, backersCount: 1 });
    expect((await backers(r.id)).map((x) => x.status).sort()).toEqual(['active', 'reject']);
    expect(await moves(a.manager!, managerList)).toEqual({ [rejected]: [], [confirmed]: [] });
    const unknown = await decide(randomUUID(), { status: 'reject' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'participant_not_found' });
  });

  it('is for managers only', async () => {
    const r = await rounds.insertRound(a.founder!.id);
    const id = await join(r.id, a.fund!);
    for (const who of [a.founder, a.fund, a.corp, a.expert]) expect((await decide(id, confirm(100), who)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/manager/crowdfunding/backer/${id}/status`, undefined, { status: 'reject' })).statusCode).toBe(401);
    expect(await backers(r.id)).toMatchObject([{ status: 'new' }]);
    expect(await round(r.id)).toMatchObject({ currentInvestments: 0, backersCount: 0 });
  });
});
