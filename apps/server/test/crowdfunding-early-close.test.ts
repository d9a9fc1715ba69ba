import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, CLOSE_NOTICE_BUSINESS_DAYS, formatCalendarDay, formatDocumentDay, utcToday } from '@platform/contract';
import { endExpiredRounds } from '../src/modules/crowdfunding/ending.js';
import { auditLog, crowdfundBackers, crowdfundChanges, crowdfunds, domainEvents } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { connectSocket, listening, nextEvent } from './sockets.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';
import { DAY_MS } from './fixtures/dates.js';

let t: TestApp;
let port: number;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, mails, timeline } = kit;
const a: Record<string, Account> = {};
const none = new Set<string>();
// A business day inside the notice: closing on the fifth business day without it is one day short.
const today = utcToday();
const holiday = addBusinessDays(today, 2, none);
const holidays = new Set([holiday]);
const tooSoon = addBusinessDays(today, CLOSE_NOTICE_BUSINESS_DAYS, none);
const earliest = addBusinessDays(today, CLOSE_NOTICE_BUSINESS_DAYS, holidays);

beforeAll(async () => {
  t = await startTestApp({ holidays });
  port = await listening(t.app);
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics', 'ru');
  a.waiting = await kit.account('investor', 'Bluewater Ventures');
  a.confirmed = await kit.account('corporate', 'Atlas Industrial', 'ru');
  a.rejected = await kit.account('investor', 'Second Fund');
  a.fresh = await kit.account('investor', 'Third Fund');
});
afterAll(() => t.close());

const close = (id: string, body: object, who: Account | undefined = a.manager) => call('POST', `/api/v1/manager/crowdfunding/${id}/status`, who?.token, body);
const card = async (id: string, who: Account) =>
  (await call('GET', `/api/v1/${who === a.manager ? 'manager' : who === a.confirmed ? 'corporate' : 'investor'}/crowdfunding_card/${id}`, who.token)).json<{
    expire: string;
    status: string;
    moves: string[];
    early_close: { noticed_at: string; planned_expire: string } | null;
    own_backing: { can_cancel: boolean } | null;
  }>();

/** A running round with a waiting, a confirmed and a rejected backer; the waiting one joined long ago (its 48 hours are over). */
async function roundWithBackers(expireIn = 40) {
  const r = await rounds.insertRound(a.founder!.id, { expire: kit.inDays(expireIn) });
  const long = new Date(Date.now() - 10 * DAY_MS);
  await t.database.db.insert(crowdfundBackers).values([
    { crowdfundId: r.id, backerId: a.waiting!.id, role: 'investor', status: 'new', amount: 20_000, createdAt: long },
    { crowdfundId: r.id, backerId: a.confirmed!.id, role: 'corporate', status: 'active', investmentAmount: 50_000, createdAt: long },
    { crowdfundId: r.id, backerId: a.rejected!.id, role: 'investor', status: 'reject', createdAt: long },
  ]);
  return r;
}

describe('a notice of an early close', () => {
  it('sets the close date, keeps the old last day, logs the change, audits it and tells the backers and the startup', async () => {
    const r = await roundWithBackers();
    const s = await connectSocket(port, a.founder!.token);
    const heard = nextEvent(s, 'crowdfunding');
    const res = await close(r.id, { status: 'finished', close_on: earliest });
    expect(res.statusCode, res.body).toBe(200);
    expect(await heard).toEqual({ id: r.id });
    s.close();

    // The round keeps running until the end of the close day.
    expect(await rounds.round(r.id)).toMatchObject({ status: 'active', expire: earliest, plannedExpire: kit.inDays(40), moderatedBy: a.manager!.id });
    expect((await rounds.round(r.id)).closeNoticedAt).toBeInstanceOf(Date);
    const [change] = await t.database.db.select().from(crowdfundChanges).where(eq(crowdfundChanges.crowdfundId, r.id));
    expect(change).toMatchObject({ kind: 'close', actorId: a.manager!.id, before: { expire: kit.inDays(40) }, after: { expire: earliest }, reconfirmBy: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, r.id), eq(auditLog.action, 'crowdfunding.status')));
    expect(entry).toMatchObject({
      actorId: a.manager!.id,
      before: { status: 'active', expire: kit.inDays(40) },
      after: { status: 'finished', close_on: earliest, planned_expire: kit.inDays(40) },
    });

    const [startup] = await mails(a.founder!.email);
    expect(startup).toMatchObject({ template: 'crowdfunding.close_notice_startup', subject: 'Ваш раунд краудфандинга закроется досрочно' });
    expect(startup!.text).toContain(formatDocumentDay(earliest, 'ru'));
    const [waiting] = await mails(a.waiting!.email);
    expect(waiting).toMatchObject({
      template: 'crowdfunding.close_notice_backer',
      subject: `The round of Nordlight Robotics closes early, on ${formatDocumentDay(earliest, 'en')}`,
    });
    expect(waiting!.text).toContain(formatDocumentDay(kit.inDays(40), 'en'));
    expect((await mails(a.confirmed!.email))[0]).toMatchObject({ template: 'crowdfunding.close_notice_backer', language: 'ru' });
    expect(await mails(a.rejected!.email)).toHaveLength(0);

    // The startup's timeline and its waiting and confirmed backers' tell of the notice, once each.
    await t.app.events.drain();
    const notice = { actor: { id: a.manager!.id }, subject: { type: 'round', id: r.id }, data: { closeOn: earliest, plannedExpire: kit.inDays(40) } };
    for (const who of [a.founder!, a.waiting!, a.confirmed!]) expect(await timeline(who, 'round.close_notice', r.id), who.email).toMatchObject([notice]);
    expect(await timeline(a.rejected!, 'round.close_notice', r.id)).toHaveLength(0);

    const read = await card(r.id, a.manager!);
    expect(read).toMatchObject({ status: 'active', expire: earliest, moves: [], early_close: { planned_expire: kit.inDays(40) } });
    expect(Date.parse(read.early_close!.noticed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a date under five business days (the holiday counted out), on or after the last day, or no date, and changes nothing', async () => {
    const r = await roundWithBackers();
    const short = await close(r.id, { status: 'finished', close_on: tooSoon });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'close_notice_too_short',
      message: `Give backers at least 5 business days of notice: close on ${formatCalendarDay(earliest, 'en')} or later`,
      field_codes: { close_on: 'close_notice_too_short' },
    });
    for (const close_on of [today, kit.inDays(-3), kit.inDays(40), kit.inDays(41)]) {
      const res = await close(r.id, { status: 'finished', close_on });
      expect(res.statusCode, close_on).toBe(400);
      expect(res.json().code, close_on).toMatch(close_on > today ? 'close_not_before_expire' : 'close_notice_too_short');
    }
    for (const body of [{ status: 'finished' }, { status: 'finished', close_on: 'next week' }, { status: 'finished', close_on: '2026-02-30' }])
      expect((await close(r.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    // A round whose last day is too near for any notice can't be closed early.
    const near = await rounds.insertRound(a.founder!.id, { expire: addBusinessDays(today, 3, none) });
    expect((await close(near.id, { status: 'finished', close_on: earliest })).json()).toMatchObject({ code: 'close_not_before_expire' });

    expect(await rounds.round(r.id)).toMatchObject({ status: 'active', expire: kit.inDays(40), plannedExpire: null, closeNoticedAt: null });
    expect(await t.database.db.select().from(crowdfundChanges).where(eq(crowdfundChanges.crowdfundId, r.id))).toHaveLength(0);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, r.id))).toHaveLength(0);
    expect(await mails(a.fresh!.email)).toHaveLength(0);
  });

  it('is given once; only managers give it, only on a running round', async () => {
    const r = await roundWithBackers();
    expect((await close(r.id, { status: 'finished', close_on: earliest })).statusCode).toBe(200);
    const again = await close(r.id, { status: 'finished', close_on: addBusinessDays(earliest, 1, holidays) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'close_already_noticed' });
    expect(await rounds.round(r.id)).toMatchObject({ expire: earliest, plannedExpire: kit.inDays(40) });
    expect(await t.database.db.select().from(crowdfundChanges).where(eq(crowdfundChanges.crowdfundId, r.id))).toHaveLength(1);

    const other = await roundWithBackers();
    for (const who of [a.founder, a.waiting, a.confirmed])
      expect((await close(other.id, { status: 'finished', close_on: earliest }, who)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/manager/crowdfunding/${other.id}/status`, undefined, { status: 'finished', close_on: earliest })).statusCode).toBe(401);
    const filed = await rounds.insertRound(a.founder!.id, { status: 'new' });
    expect((await close(filed.id, { status: 'finished', close_on: earliest })).json()).toMatchObject({ code: 'status_move_refused' });
    expect(await rounds.round(other.id)).toMatchObject({ closeNoticedAt: null });
  });

  it('lets a waiting backer cancel until the end of the close day, past its 48 hours and in the last days', async () => {
    const r = await roundWithBackers();
    expect((await card(r.id, a.waiting!)).own_backing).toMatchObject({ can_cancel: false });
    expect((await call('DELETE', `/api/v1/foundation/crowdfunding_invest/${r.id}`, a.waiting!.token)).statusCode).toBe(400);
    expect((await close(r.id, { status: 'finished', close_on: earliest })).statusCode).toBe(200);
    expect((await card(r.id, a.waiting!)).own_backing).toMatchObject({ can_cancel: true });
    expect((await card(r.id, a.confirmed!)).own_backing).toMatchObject({ can_cancel: false });
    expect((await call('DELETE', `/api/v1/foundation/crowdfunding_invest/${r.id}`, a.confirmed!.token)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/v1/foundation/crowdfunding_invest/${r.id}`, a.waiting!.token)).json()).toEqual({ ok: true });
    expect((await rounds.backers(r.id)).map((b) => b.backerId).sort()).toEqual([a.confirmed!.id, a.rejected!.id].sort());

    // Past the close day the hourly ending finishes the round; nothing is cancelled any more.
    const ended = await roundWithBackers();
    expect((await close(ended.id, { status: 'finished', close_on: earliest })).statusCode).toBe(200);
    await t.database.db.update(crowdfundBackers).set({ createdAt: new Date() }).where(eq(crowdfundBackers.crowdfundId, ended.id));
    await t.database.db
      .update(crowdfunds)
      .set({ expire: kit.inDays(-1) })
      .where(eq(crowdfunds.id, ended.id));
    expect((await card(ended.id, a.waiting!)).own_backing).toMatchObject({ can_cancel: false });
    expect((await call('DELETE', `/api/v1/foundation/crowdfunding_invest/${ended.id}`, a.waiting!.token)).statusCode).toBe(400);
    expect(await endExpiredRounds(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await rounds.round(ended.id)).toMatchObject({ status: 'finished' });
    const events = await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'crowdfunding.close_notice'));
    expect(events.length).toBeGreaterThanOrEqual(3);
  });
});
