import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { runDecisionClock } from '../src/modules/pilots/clock.js';
import { startTestApp, type TestApp } from './harness.js';
import { DAY_MS } from './fixtures/dates.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';

let t: TestApp;
let second: FastifyInstance;
const kit = pilotsKit(() => t);
const { call, inDays, mails } = kit;
const a: Record<string, Account> = {};
/** The clock's run `days` from now: the job passes its own `now`, so a test moves the clock by passing a later one. */
const clockAt = (days: number) => runDecisionClock(t.database.db, new Date(Date.now() + days * DAY_MS));
const templates = async (who: Account) => (await mails(who.email)).map((m) => m.template).reverse();
const deliver = () => Promise.all([t.app.events.drain(), second.events.drain()]);

beforeAll(async () => {
  t = await startTestApp();
  // A second server on the same database, as an operator runs two.
  second = await buildApp(t.config, t.database);
  await second.ready();
  a.corp = await kit.account('corporate', 'Atlas Industrial', 'ru');
  a.corp2 = await kit.account('corporate', 'Harbor Logistics');
  a.startup = await kit.account('startup', 'Nordlight Robotics');
  a.manager = await kit.account('manager', 'Platform');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('the pilot decision clock', () => {
  it('reminds the owner a week and a day before the decision date and marks the run overdue after it, each once', async () => {
    const { pilot, run } = await kit.insertRun(a.corp!.id, a.startup!.id, { decisionDate: inDays(10) }, { name: 'Line inspection' });
    expect(await clockAt(0)).toBe(0);
    // Seven days before: the week's reminder, once however often the clock runs.
    expect(await clockAt(3)).toBe(1);
    expect(await clockAt(3)).toBe(0);
    expect(await clockAt(5)).toBe(0);
    await deliver();
    const [week] = await mails(a.corp!.email);
    expect(week).toMatchObject({ template: 'pilots.decision_week', language: 'ru', subject: 'Решение по пилоту «Line inspection» — через неделю' });
    expect(week!.text).toContain(inDays(10));
    expect(week!.text).toContain(`/cabinet/pilot_showcase/view/${pilot.id}`);
    // The day before, and on the date itself: the day's reminder, once.
    expect(await clockAt(9)).toBe(1);
    expect(await clockAt(10)).toBe(0);
    // The day after: overdue, once.
    expect(await clockAt(11)).toBe(1);
    expect(await clockAt(12)).toBe(0);
    await deliver();
    expect(await templates(a.corp!)).toEqual(['pilots.decision_week', 'pilots.decision_day', 'pilots.decision_overdue']);
    expect(await mails(a.startup!.email)).toEqual([]);
    const marks = await kit.run(run.id);
    expect([marks.remindedWeekAt, marks.remindedDayAt, marks.overdueAt].every(Boolean)).toBe(true);

    // The managers wrote to the owner about it: the owner reads it in Messages, the managers' queue has it.
    const list = (await call('GET', '/api/v1/company-task/list?take=10', a.corp!.token)).json();
    const thread = list.companyTasks.find((x: { title: string }) => x.title === 'Просрочено решение по пилоту «Line inspection»');
    expect(thread).toBeTruthy();
    const detail = (await call('GET', `/api/v1/company-task/${thread.id}`, a.corp!.token)).json();
    expect(detail.posts).toHaveLength(1);
    expect(detail.posts[0]).toMatchObject({ author: 'manager' });
    expect(detail.posts[0].text).toContain('просрочено на 1 день');
    expect(detail.posts[0].text).toContain('Nordlight Robotics');
    const queue = (await call('GET', '/api/v1/manager/threads?state=awaiting_client&take=50', a.manager!.token)).json();
    expect(queue.threads.map((x: { id: string }) => x.id)).toContain(thread.id);
  });

  it('sends each reminder and overdue notice once when two servers run the clock at the same time', async () => {
    const week = await kit.insertRun(a.corp2!.id, a.startup!.id, { decisionDate: inDays(6) }, { name: 'Week pilot' });
    const day = await kit.insertRun(a.corp2!.id, a.startup!.id, { decisionDate: inDays(1) }, { name: 'Day pilot' });
    const late = await kit.insertRun(a.corp2!.id, a.startup!.id, { decisionDate: inDays(-2) }, { name: 'Late pilot' });
    const decided = await kit.insertRun(
      a.corp2!.id,
      a.startup!.id,
      { decisionDate: inDays(-2), outcome: 'stopped', outcomeAt: new Date() },
      { name: 'Decided pilot' },
    );
    const counts = await Promise.all([clockAt(0), clockAt(0), clockAt(0), clockAt(0)]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(3);
    await deliver();
    await Promise.all([t.app.events.settled(), second.events.settled()]);
    const letters = (await mails(a.corp2!.email)).map((m) => m.subject).sort();
    expect(letters).toEqual([
      'The decision on “Day pilot” is due tomorrow',
      'The decision on “Late pilot” is overdue',
      'The decision on “Week pilot” is due in a week',
    ]);
    expect((await kit.run(decided.run.id)).overdueAt).toBeNull();
    expect((await kit.run(week.run.id)).remindedDayAt).toBeNull();
    expect((await kit.run(day.run.id)).remindedWeekAt).toBeNull();
    expect((await kit.run(late.run.id)).overdueAt).not.toBeNull();
    const threads = (await call('GET', '/api/v1/company-task/list?take=10', a.corp2!.token)).json().companyTasks;
    expect(threads.map((x: { title: string }) => x.title)).toEqual(['Pilot decision overdue: “Late pilot”']);
  });

  it('shows the days overdue to the startup, the owner and the managers’ overdue queue', async () => {
    const owner = await kit.account('corporate', 'Overdue Corp');
    const late = await kit.insertRun(owner.id, a.startup!.id, { decisionDate: inDays(-4) }, { name: 'Four days late' });
    const onTime = await kit.insertRun(owner.id, a.startup!.id, { decisionDate: inDays(3) }, { name: 'Not yet due' });
    const view = (await call('GET', `/api/v1/startup/pilot_dashboard_list/${late.pilot.id}`, a.startup!.token)).json();
    expect(view.run).toMatchObject({ decision_date: inDays(-4), overdue_days: 4 });
    expect((await call('GET', `/api/v1/corporate/pilot_dashboard_list/${late.pilot.id}`, owner.token)).json().run.overdue_days).toBe(4);
    expect((await call('GET', `/api/v1/startup/pilot_dashboard_list/${onTime.pilot.id}`, a.startup!.token)).json().run.overdue_days).toBe(0);

    const res = await call('GET', '/api/v1/manager/pilots?overdue=true&take=100', a.manager!.token);
    expect(res.statusCode, res.body).toBe(200);
    const queue = res.json<{ total: number; pilots: { id: string; name: string; run: { overdue_days: number } | null }[] }>();
    const ids = queue.pilots.map((p) => p.id);
    expect(ids).toContain(late.pilot.id);
    expect(ids).not.toContain(onTime.pilot.id);
    expect(queue.pilots.every((p) => (p.run?.overdue_days ?? 0) > 0)).toBe(true);
    expect(queue.total).toBe(queue.pilots.length);
    // Longest overdue first.
    const days = queue.pilots.map((p) => p.run!.overdue_days);
    expect(days).toEqual([...days].sort((x, y) => y - x));
    expect(queue.pilots.find((p) => p.id === late.pilot.id)!.run).toMatchObject({ overdue_days: 4, outcome: null });
    const all = (await call('GET', '/api/v1/manager/pilots?take=100', a.manager!.token)).json<{ pilots: { id: string; run: unknown }[] }>();
    expect(all.pilots.find((p) => p.id === onTime.pilot.id)!.run).toMatchObject({ decision_date: inDays(3), overdue_days: 0 });
    expect((await call('GET', '/api/v1/manager/pilots?overdue=maybe', a.manager!.token)).statusCode).toBe(400);
  });
});
