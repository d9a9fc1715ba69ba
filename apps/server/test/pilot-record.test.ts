import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pilotRecordSchema } from '@platform/contract';
import { startTestApp, type TestApp } from './harness.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';

let t: TestApp;
const kit = pilotsKit(() => t);
const { call, inDays } = kit;
const a: Record<string, Account> = {};
const at = (days: number, time: string) => new Date(`${inDays(days)}T${time}:00.000Z`);
const record = (role: string, id: string, who = a.startup) => call('GET', `/api/v1/${role}/${id}/pilot-record`, who!.token);

beforeAll(async () => {
  t = await startTestApp();
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.quiet = await kit.account('corporate', 'Quiet Corp');
  a.fund = await kit.account('investor', 'Bluewater Ventures');
  a.startup = await kit.account('startup', 'Nordlight Robotics');
  a.expert = await kit.account('expert', 'Clearview');
  a.manager = await kit.account('manager', 'Platform');
  const s = a.startup.id;
  const pilot = { name: 'Record pilot' };
  // Decided by the date and converted: 40 days from start to decision.
  await kit.insertRun(
    a.corp.id,
    s,
    { createdAt: at(-200, '09:00'), decisionDate: inDays(-150), outcome: 'commercial_contract', outcomeAt: at(-160, '10:00') },
    pilot,
  );
  // Decided late and stopped: 50 days.
  await kit.insertRun(a.corp.id, s, { createdAt: at(-190, '09:00'), decisionDate: inDays(-170), outcome: 'stopped', outcomeAt: at(-140, '10:00') }, pilot);
  // Decided late in the evening of its decision date (UTC), so on time, and extended: 41 days.
  await kit.insertRun(a.corp.id, s, { createdAt: at(-101, '01:00'), decisionDate: inDays(-60), outcome: 'extended', outcomeAt: at(-60, '23:30') }, pilot);
  // Decided late and converted: 90 days.
  await kit.insertRun(
    a.corp.id,
    s,
    { createdAt: at(-180, '09:00'), decisionDate: inDays(-150), outcome: 'commercial_contract', outcomeAt: at(-90, '08:00') },
    pilot,
  );
  // Undecided past its date: counts against "on time". Undecided, not yet due (later, and today): not counted.
  await kit.insertRun(a.corp.id, s, { createdAt: at(-50, '09:00'), decisionDate: inDays(-3) }, pilot);
  await kit.insertRun(a.corp.id, s, { createdAt: at(-10, '09:00'), decisionDate: inDays(20) }, pilot);
  await kit.insertRun(a.corp.id, s, { createdAt: at(-30, '09:00'), decisionDate: inDays(0) }, pilot);
  // The investor's one run, decided a day early and converted.
  await kit.insertRun(
    a.fund.id,
    s,
    { createdAt: at(-40, '12:00'), decisionDate: inDays(-5), outcome: 'commercial_contract', outcomeAt: at(-6, '12:00') },
    { ownerRole: 'investor', name: 'Fund pilot' },
  );
});
afterAll(() => t.close());

describe('a company’s pilot track record', () => {
  it('counts the figures from the recorded runs, as computed by hand', async () => {
    const res = await record('corporate', a.corp!.id);
    expect(res.statusCode, res.body).toBe(200);
    // 7 runs; 5 due (4 decided, 1 past its date), 2 of them decided by the date; 2 of 4 decided converted;
    // days to decision 40, 41, 50, 90: the median is 45.5, shown as 46 whole days.
    expect(pilotRecordSchema.parse(res.json())).toEqual({
      pilots_started: 7,
      decided_on_time_percent: 40,
      converted_percent: 50,
      median_days_to_decision: 46,
    });
    expect((await record('investor', a.fund!.id)).json()).toEqual({
      pilots_started: 1,
      decided_on_time_percent: 100,
      converted_percent: 100,
      median_days_to_decision: 34,
    });
  });

  it('answers an empty record for a company with no runs', async () => {
    expect((await record('corporate', a.quiet!.id)).json()).toEqual({
      pilots_started: 0,
      decided_on_time_percent: null,
      converted_percent: null,
      median_days_to_decision: null,
    });
  });

  it('is read by startups, managers and the company itself; not by other companies or an expert not working for it', async () => {
    for (const who of [a.startup, a.manager, a.corp]) expect((await record('corporate', a.corp!.id, who)).statusCode, who!.email).toBe(200);
    for (const who of [a.quiet, a.fund, a.expert]) expect((await record('corporate', a.corp!.id, who)).statusCode, who!.email).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/corporate/${a.corp!.id}/pilot-record` })).statusCode).toBe(401);
  });

  it('is not found for a startup, an account of the other role or an unknown id; a malformed id is refused', async () => {
    for (const [role, id] of [
      ['corporate', a.startup!.id],
      ['investor', a.startup!.id],
      ['investor', a.corp!.id],
      ['corporate', a.fund!.id],
      ['corporate', randomUUID()],
    ] as const) {
      const res = await record(role, id);
      expect(res.statusCode, `${role} ${id}`).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
    const bad = await record('corporate', 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ companyId: 'Company id is not valid' });
  });

  it('stands beside each of the company’s cards in the showcase', async () => {
    const res = await call('POST', '/api/v1/startup/pilot_dashboard_list?take=50', a.startup!.token, { search: 'pilot' });
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json<{ pilots: { name: string; owner: { id: string; name: string }; owner_record: unknown }[] }>().pilots;
    const atlas = cards.filter((c) => c.name === 'Record pilot');
    expect(atlas).toHaveLength(7);
    for (const c of atlas) {
      expect(c.owner).toEqual({ id: a.corp!.id, name: 'Atlas Industrial', role: 'corporate' });
      expect(c.owner_record).toEqual((await record('corporate', a.corp!.id)).json());
    }
    expect(cards.find((c) => c.name === 'Fund pilot')).toMatchObject({
      owner: { name: 'Bluewater Ventures', role: 'investor' },
      owner_record: { pilots_started: 1 },
    });
  });
});
