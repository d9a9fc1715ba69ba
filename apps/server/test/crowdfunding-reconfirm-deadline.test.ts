import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, RECONFIRM_BUSINESS_DAYS, utcToday } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { crowdfundBackers } from '../src/db/schema/index.js';
import { runBackingDeadlines } from '../src/modules/crowdfunding/reconfirm-deadline.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

/** The next business day after today (UTC), ignoring holidays: the holiday this suite configures. */
function nextWeekday(): string {
  let day = utcToday();
  do day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  while (!isBusinessDay(day, new Set()));
  return day;
}
const holiday = nextWeekday();

let t: TestApp;
let second: FastifyInstance;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, inDays, mails, timeline } = kit;
const a: Record<string, Account> = {};
const db = () => t.database.db;
const reason = 'The startup asked to extend the round for a late lead investor';
/** The job's run at the start of `date` plus some hours (UTC): the clock moved by the `now` it takes. */
const runOn = (date: string) => runBackingDeadlines(db(), new Date(`${date}T09:00:00Z`));
const deliver = () => Promise.all([t.app.events.drain(), second.events.drain()]);
const backing = async (roundId: string, who: Account) =>
  (
    await db()
      .select()
      .from(crowdfundBackers)
      .where(and(eq(crowdfundBackers.crowdfundId, roundId), eq(crowdfundBackers.backerId, who.id)))
  )[0]!;
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp({ holidays: new Set([holiday]) });
  // A second server on the same database, as an operator runs two.
  second = await buildApp(t.config, t.database);
  await second.ready();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/**
 * A round with a waiting backer, a confirmed one (its 200,000 in the sums) and one that will
 * reconfirm, each a company of its own; its terms changed today.
 */
async function changedRound() {
  a.waiting = await kit.account('investor', 'Bluewater Ventures', 'ru');
  a.confirmed = await kit.account('corporate', 'Atlas Industrial');
  a.keeper = await kit.account('investor', 'Keeper Fund');
  const r = await rounds.insertRound(a.founder!.id, { currentInvestments: 200_000, backersCount: 1, minTicket: 10_000 });
  await db()
    .insert(crowdfundBackers)
    .values([
      { crowdfundId: r.id, backerId: a.waiting!.id, role: 'investor', status: 'new', amount: 50_000 },
      {
        crowdfundId: r.id,
        backerId: a.confirmed!.id,
        role: 'corporate',
        status: 'active',
        amount: 200_000,
        investmentAmount: 200_000,
        dateOfInvestment: utcToday(),
      },
      { crowdfundId: r.id, backerId: a.keeper!.id, role: 'investor', status: 'new', amount: 30_000 },
    ]);
  const res = await call('POST', `/api/v1/manager/crowdfunding/${r.id}/terms`, a.manager!.token, { expire: inDays(45), reason });
  expect(res.statusCode, res.body).toBe(200);
  return { round: r, reconfirmBy: res.json<{ reconfirm_by: string }>().reconfirm_by };
}

describe('the reconfirmation deadline', () => {
  it('counts business days past the configured holidays', async () => {
    const { round, reconfirmBy } = await changedRound();
    expect(reconfirmBy).toBe(addBusinessDays(utcToday(), RECONFIRM_BUSINESS_DAYS, new Set([holiday])));
    // The holiday pushes the deadline one business day later than weekdays alone would.
    const plain = addBusinessDays(utcToday(), RECONFIRM_BUSINESS_DAYS, new Set());
    expect(reconfirmBy > plain).toBe(true);
    // The day after the plain deadline is still within the holiday-extended one: nothing is cancelled.
    expect(await runOn(dayAfter(plain))).toBe(0);
    // This suite's next test runs past it: the round leaves the stage here.
    await db().update(crowdfundBackers).set({ reconfirmBy: null }).where(eq(crowdfundBackers.crowdfundId, round.id));
  });

  it('cancels a backing left unconfirmed once while two servers run the job, keeps a reconfirmed one, and moves the sums back', async () => {
    const { round, reconfirmBy } = await changedRound();
    expect((await call('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}/reconfirm`, a.keeper!.token)).statusCode).toBe(200);
    // On the deadline's own day nothing lapses.
    expect(await runOn(reconfirmBy)).toBe(0);

    const after = dayAfter(reconfirmBy);
    const at = new Date(`${after}T09:00:00Z`);
    const counts = await Promise.all([
      runBackingDeadlines(db(), at),
      runBackingDeadlines(db(), at),
      runBackingDeadlines(db(), at),
      runBackingDeadlines(db(), at),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
    expect(await runOn(after)).toBe(0);
    await deliver();
    await Promise.all([t.app.events.settled(), second.events.settled()]);

    expect(await backing(round.id, a.waiting!)).toMatchObject({ status: 'cancel', cancelledAt: at, reconfirmBy: null, reconfirmChangeId: null });
    expect(await backing(round.id, a.confirmed!)).toMatchObject({ status: 'cancel', cancelledAt: at, reconfirmBy: null });
    expect(await backing(round.id, a.keeper!)).toMatchObject({ status: 'new', reconfirmBy: null, cancelledAt: null });
    // The confirmed backing's amount and count left the round's sums.
    expect(await rounds.round(round.id)).toMatchObject({ currentInvestments: 0, backersCount: 0 });

    // Each cancelled backer is told once, in its language; the one that reconfirmed is not.
    const lapsed = async (who: Account) => (await mails(who.email)).filter((m) => m.template === 'crowdfunding.backing_lapsed');
    const [ru] = await lapsed(a.waiting!);
    expect(await lapsed(a.waiting!)).toHaveLength(1);
    expect(ru).toMatchObject({ language: 'ru' });
    expect(ru!.text).toContain(`/cabinet/crowdfunding/view/${round.id}`);
    expect(await lapsed(a.confirmed!)).toHaveLength(1);
    expect(await lapsed(a.keeper!)).toHaveLength(0);

    // One entry each on the backer's and the startup's timelines, the platform as the actor.
    for (const who of [a.waiting!, a.confirmed!]) {
      const id = (await backing(round.id, who)).id;
      const mine = await timeline(who, 'backing.lapsed', round.id);
      expect(mine, who.email).toMatchObject([{ actor: null, subject: { type: 'backing', id }, data: { reconfirmBy } }]);
      expect((await timeline(a.founder!, 'backing.lapsed', round.id)).filter((e) => e.subject.id === id)).toHaveLength(1);
    }
    expect(await timeline(a.keeper!, 'backing.lapsed', round.id)).toHaveLength(0);

    // The card shows the cancelled status; the backer may join again.
    const card = (await call('GET', `/api/v1/investor/crowdfunding_card/${round.id}`, a.waiting!.token)).json();
    expect(card.backer_status).toEqual({ name: 'cancel' });
    expect(card.own_backing).toMatchObject({ reconfirm_by: null, can_cancel: false });
    const rejoin = await call('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}`, a.waiting!.token, { amount: 40_000 });
    expect(rejoin.statusCode, rejoin.body).toBe(200);
    expect(rejoin.json()).toMatchObject({ status: 'new', amount: 40_000 });
  });

  it('tells the startup and each backer asked of the change, and both sides of a reconfirmation, on their timelines', async () => {
    const { round, reconfirmBy } = await changedRound();
    await deliver();
    const told = { subject: { type: 'round', id: round.id, title: 'Nordlight Robotics' }, actor: { id: a.manager!.id } };
    for (const who of [a.founder!, a.waiting!, a.confirmed!, a.keeper!])
      expect(await timeline(who, 'round.terms', round.id), who.email).toMatchObject([{ ...told, data: { fields: ['expire'], reason, reconfirmBy } }]);

    expect((await call('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}/reconfirm`, a.keeper!.token)).statusCode).toBe(200);
    await deliver();
    const own = await backing(round.id, a.keeper!);
    for (const who of [a.founder!, a.keeper!])
      expect(await timeline(who, 'backing.reconfirmed', round.id), who.email).toMatchObject([
        { subject: { type: 'backing', id: own.id }, actor: { id: a.keeper!.id } },
      ]);
    expect(await timeline(a.waiting!, 'backing.reconfirmed', round.id)).toHaveLength(0);
  });

  it('asks again after a second change, with the later deadline', async () => {
    const { round } = await changedRound();
    expect((await call('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}/reconfirm`, a.keeper!.token)).statusCode).toBe(200);
    const res = await call('POST', `/api/v1/manager/crowdfunding/${round.id}/terms`, a.manager!.token, {
      conditions_of_deal: 'Shares at a 10% discount',
      reason,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await backing(round.id, a.keeper!)).toMatchObject({ reconfirmBy: res.json().reconfirm_by, reconfirmChangeId: res.json().id, reconfirmedAt: null });
  });
});
