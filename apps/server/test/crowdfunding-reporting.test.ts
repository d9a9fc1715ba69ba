import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocumentDay, quarterlyDate, reportLateSince } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { endExpiredRounds } from '../src/modules/crowdfunding/ending.js';
import { runRoundReporting } from '../src/modules/crowdfunding/reporting.js';
import { crowdfundBackers } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { DAY_MS } from './fixtures/dates.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
let second: FastifyInstance;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, mails, inDays, timeline } = kit;
const a = {} as Record<'expert' | 'founder' | 'investor' | 'manager' | 'other', Account>;
/** The job's run on `date` (noon UTC): the job takes its own `now`, so a test moves the clock by passing a later one. */
const runOn = (date: string) => runRoundReporting(t.database.db, new Date(`${date}T12:00:00Z`));
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const deliver = () => Promise.all([t.app.events.drain(), second.events.drain()]);
const templates = async (who: Account) => (await mails(who.email)).map((m) => m.template).reverse();

beforeAll(async () => {
  t = await startTestApp();
  // A second server on the same database, as an operator runs two.
  second = await buildApp(t.config, t.database);
  await second.ready();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics', 'ru');
  a.other = await kit.account('startup', 'Harbor Robotics');
  a.investor = await kit.account('investor', 'North Star Fund');
  a.expert = await kit.account('expert', 'Clearview');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** A finished round of `startup` with the investor as a confirmed backer. */
async function finishedRound(startup: Account, values: { expire: string; reportDue?: string | null }) {
  const round = await rounds.insertRound(startup.id, { status: 'finished', backersCount: 1, reportDue: values.reportDue ?? null, expire: values.expire });
  await t.database.db
    .insert(crowdfundBackers)
    .values({ crowdfundId: round.id, backerId: a.investor.id, role: 'investor', status: 'active', investmentAmount: 100_000, dateOfInvestment: values.expire });
  return round;
}

describe('the reporting job', () => {
  it('gives a finished round its first due date, reminds the startup on it and tells it late 30 days after, each once', async () => {
    const expire = inDays(-20);
    const round = await finishedRound(a.founder, { expire });
    const due = quarterlyDate(expire, 1);
    expect(await runOn(inDays(0))).toBe(0);
    expect((await rounds.round(round.id)).reportDue).toBe(due);

    expect(await runOn(shift(due, -1))).toBe(0);
    expect(await runOn(due)).toBe(1);
    expect(await runOn(due)).toBe(0);
    expect(await runOn(shift(due, 29))).toBe(0);
    expect(await runOn(shift(due, 30))).toBe(1);
    expect(await runOn(shift(due, 45))).toBe(0);
    await deliver();
    expect(await templates(a.founder)).toEqual(['crowdfunding.report_due', 'crowdfunding.report_late']);
    const [late, reminder] = await mails(a.founder.email);
    expect(reminder).toMatchObject({ language: 'ru', subject: 'Пора отправить квартальный отчёт участникам раунда' });
    expect(reminder!.text).toContain(formatDocumentDay(due, 'ru'));
    expect(reminder!.text).toContain(`/cabinet/crowdfunding/view/${round.id}`);
    expect(late).toMatchObject({ subject: 'Квартальный отчёт просрочен' });
    expect(await mails(a.investor.email)).toEqual([]);
    expect(await rounds.round(round.id)).toMatchObject({ reportDue: due, reportRemindedFor: due, reportLateFor: due });
    // The startup's timeline says it too, once each, the platform as the actor; the backer's does not.
    const reporting = await timeline(a.founder, 'round.reporting', round.id);
    expect(reporting.map((e) => e.data)).toEqual([
      { state: 'late', due, roundId: round.id },
      { state: 'reminded', due, roundId: round.id },
    ]);
    expect(reporting.every((e) => e.actor === null)).toBe(true);
    expect(await timeline(a.investor, 'round.reporting', round.id)).toEqual([]);
  });

  it('tells a report already late only that it is late, and starts over once a report moves the due date', async () => {
    const expire = inDays(-140);
    const round = await finishedRound(a.other, { expire, reportDue: quarterlyDate(expire, 1) });
    // Due 50 days ago: the late notice alone.
    expect(await runOn(inDays(0))).toBe(1);
    await deliver();
    expect(await templates(a.other)).toEqual(['crowdfunding.report_late']);
    const card = async (who?: Account) =>
      (await call('GET', who ? `/api/v1/investor/crowdfunding_card/${round.id}` : `/api/v1/public/crowdfunding_card/${round.id}`, who?.token)).json();
    const lateSince = reportLateSince(quarterlyDate(expire, 1));
    expect((await card(a.investor)).reporting).toEqual({ state: 'late', due: quarterlyDate(expire, 1), late_since: lateSince });
    expect((await card()).reporting).toBeNull();

    const res = await call('POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, a.other.token, {
      text: 'Our first quarterly report, late.',
      kind: 'report',
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = quarterlyDate(expire, 2);
    expect(next > inDays(0)).toBe(true);
    expect((await card(a.investor)).reporting).toEqual({ state: 'current', due: next, late_since: null });
    expect(await runOn(inDays(0))).toBe(0);
    expect(await runOn(next)).toBe(1);
    await deliver();
    expect(await templates(a.other)).toEqual(['crowdfunding.report_late', 'crowdfunding.report_due']);
  });

  it('sends each reminder and late notice once when two servers run the job at the same time', async () => {
    const startups = await Promise.all(['One', 'Two', 'Three'].map((n) => kit.account('startup', `Parallel ${n}`)));
    // Due 10 days ago (a reminder), due 40 days ago (late), not due yet (nothing).
    await finishedRound(startups[0]!, { expire: inDays(-100), reportDue: inDays(-10) });
    await finishedRound(startups[1]!, { expire: inDays(-130), reportDue: inDays(-40) });
    await finishedRound(startups[2]!, { expire: inDays(-5), reportDue: quarterlyDate(inDays(-5), 1) });
    const runs = [t.database.db, t.database.db, t.database.db, t.database.db].map((db) => runRoundReporting(db, new Date()));
    const counts = await Promise.all(runs);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
    await deliver();
    await Promise.all([t.app.events.settled(), second.events.settled()]);
    expect(await templates(startups[0]!)).toEqual(['crowdfunding.report_due']);
    expect(await templates(startups[1]!)).toEqual(['crowdfunding.report_late']);
    expect(await templates(startups[2]!)).toEqual([]);
  });

  it('the card reads current until 30 days after the due date, late from that day, and nothing without reporting', async () => {
    const current = await finishedRound(a.other, { expire: inDays(-120), reportDue: inDays(-29) });
    const late = await finishedRound(a.other, { expire: inDays(-120), reportDue: inDays(-30) });
    const none = await rounds.insertRound(a.other.id, { status: 'finished', expire: inDays(-3) });
    const reporting = async (id: string, path = 'investor', who: Account = a.investor) =>
      (await call('GET', `/api/v1/${path}/crowdfunding_card/${id}`, who.token)).json().reporting;
    expect(await reporting(current.id)).toEqual({ state: 'current', due: inDays(-29), late_since: null });
    expect(await reporting(late.id)).toEqual({ state: 'late', due: inDays(-30), late_since: inDays(0) });
    expect(await reporting(late.id, 'manager', a.manager)).toMatchObject({ state: 'late' });
    expect(await reporting(late.id, 'startup', a.founder)).toMatchObject({ state: 'late' });
    expect(await reporting(none.id)).toBeNull();
  });

  it('the ending job gives a round ending with confirmed backers its first due date, and none to a round without', async () => {
    const backed = await rounds.insertRound(a.founder.id, { expire: inDays(-1), backersCount: 1 });
    const empty = await rounds.insertRound(a.founder.id, { expire: inDays(-1) });
    expect(await endExpiredRounds(t.database.db)).toBeGreaterThanOrEqual(2);
    expect(await rounds.round(backed.id)).toMatchObject({ status: 'finished', reportDue: quarterlyDate(inDays(-1), 1) });
    expect(await rounds.round(empty.id)).toMatchObject({ status: 'finished', reportDue: null });
  });
});
