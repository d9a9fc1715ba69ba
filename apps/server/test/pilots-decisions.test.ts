import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pilotApplications, pilotRuns } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';

let t: TestApp;
let port: number;
const kit = pilotsKit(() => t);
const { call, mails } = kit;
const a: Record<string, Account> = {};

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.corp2 = await kit.account('corporate', 'Other Corp');
  a.fund = await kit.account('investor', 'Bluewater Ventures');
  a.startup = await kit.account('startup', 'Nordlight Robotics', 'ru');
  a.startup2 = await kit.account('startup', 'Second Startup');
  a.expert = await kit.account('expert', 'Clearview');
});
afterAll(() => t.close());

const base = (id: string, role = 'corporate') => `/api/v1/${role}/pilot_dashboard_list/${id}`;
const decide = (id: string, appId: string, body: object, who = a.corp, role = 'corporate') =>
  call('POST', `${base(id, role)}/applicants/${appId}`, who!.token, body);
const start = (id: string, body: object, who = a.corp) => call('POST', `${base(id)}/run`, who!.token, body);
const record = (id: string, body: object, who = a.corp) => call('POST', `${base(id)}/run/outcome`, who!.token, body);
const application = async (id: string) => (await t.database.db.select().from(pilotApplications).where(eq(pilotApplications.id, id)))[0]!;
const runOf = async (id: string) => (await t.database.db.select().from(pilotRuns).where(eq(pilotRuns.pilotId, id)))[0];

/** A published pilot of the corporate with both startups applied; answers the ids of their applications. */
async function withApplicants() {
  const p = await kit.insertPilot(a.corp!.id, { name: 'Line inspection' });
  const one = await call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${p.id}`, a.startup!.token, { question: 'Is there a budget?' });
  const two = await call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${p.id}`, a.startup2!.token, {});
  expect(one.statusCode).toBe(200);
  expect(two.statusCode).toBe(200);
  const [x, y] = [
    (await kit.applications(p.id)).find((r) => r.startupId === a.startup!.id)!,
    (await kit.applications(p.id)).find((r) => r.startupId === a.startup2!.id)!,
  ];
  return { id: p.id, first: x.id, second: y.id };
}

describe('the owner’s applicants', () => {
  it('shows the applicants once published, with company, score, question and date', async () => {
    const { id, first } = await withApplicants();
    const view = (await call('GET', base(id), a.corp!.token)).json();
    expect(view.applicants).toHaveLength(2);
    expect(view.applicants[0]).toMatchObject({
      id: first,
      question: 'Is there a budget?',
      status: 'new',
      startup: { id: a.startup!.id, name: 'Nordlight Robotics', logo: null },
    });
    expect(typeof view.applicants[0].created_at).toBe('string');
    expect((await call('GET', base(id), a.corp2!.token)).statusCode).toBe(404);
    const unpublished = await kit.insertPilot(a.corp!.id, { status: 'accept', publishedAt: null });
    expect((await call('GET', base(unpublished.id), a.corp!.token)).json().applicants).toEqual([]);
  });

  it('shortlists or declines with a structured reason the startup sees, live and by mail', async () => {
    const { id, first, second } = await withApplicants();
    const s = await kit.connect(port, a.startup!.token);
    const heard = kit.nextEvent(s, 'pilot');
    expect((await decide(id, first, { decision: 'decline', reason: 'too_early' })).json()).toEqual({ ok: true });
    expect(await heard).toEqual({ id });
    s.close();
    expect(await application(first)).toMatchObject({ status: 'declined', declineReason: 'too_early', declineText: null });
    const seen = (await call('GET', `/api/v1/startup/pilot_dashboard_list/${id}`, a.startup!.token)).json();
    expect(seen.application).toMatchObject({ status: 'declined', decline_reason: 'too_early' });
    expect(seen.applicants).toEqual([]);
    const [mail] = await mails(a.startup!.email);
    expect(mail).toMatchObject({ language: 'ru', template: 'pilots.applicant_declined', subject: 'Ваша заявка на пилот «Line inspection» отклонена' });
    expect(mail!.text).toContain('Слишком рано');

    expect((await decide(id, second, { decision: 'decline', reason: 'other' })).statusCode).toBe(400);
    expect((await decide(id, second, { decision: 'decline', reason: 'budget' })).statusCode).toBe(400);
    expect((await application(second)).status).toBe('new');
    expect((await decide(id, second, { decision: 'decline', reason: 'other', text: 'Budget frozen this year' })).statusCode).toBe(200);
    expect(await application(second)).toMatchObject({ declineReason: 'other', declineText: 'Budget frozen this year' });
    expect((await decide(id, first, { decision: 'shortlist' })).statusCode).toBe(200);
    expect(await application(first)).toMatchObject({ status: 'shortlisted', declineReason: null, declineText: null });
    expect((await mails(a.startup!.email))[0]).toMatchObject({ template: 'pilots.shortlisted' });
  });

  it("offers each applicant the owner's moves, exactly those the server accepts", async () => {
    const { id, first, second } = await withApplicants();
    const moves = async () => {
      const view = (await call('GET', base(id), a.corp!.token)).json<{ applicants: { id: string; moves: string[] }[] }>();
      return Object.fromEntries(view.applicants.map((x) => [x.id, x.moves]));
    };
    expect(await moves()).toEqual({ [first]: ['shortlisted', 'declined'], [second]: ['shortlisted', 'declined'] });
    expect((await call('GET', `/api/v1/startup/pilot_dashboard_list/${id}`, a.startup!.token)).json().application.moves).toEqual([]);
    expect((await decide(id, first, { decision: 'shortlist' })).statusCode).toBe(200);
    expect((await moves())[first]).toEqual(['declined']);
    const again = await decide(id, first, { decision: 'shortlist' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('status_move_refused');

    // An archived pilot takes no more decisions, and offers none.
    expect((await call('POST', `/api/v1/corporate/pilot_dashboard_card/${id}/archive`, a.corp!.token)).statusCode).toBe(200);
    expect(await moves()).toEqual({ [first]: [], [second]: [] });
    expect((await decide(id, second, { decision: 'shortlist' })).json().code).toBe('status_move_refused');
    expect((await application(second)).status).toBe('new');
  });

  it('refuses other companies, the other role, startups, experts, unknown and foreign applicants, changing nothing', async () => {
    const { id, first } = await withApplicants();
    const other = await withApplicants();
    for (const [who, role, code] of [
      [a.corp2, 'corporate', 404],
      [a.fund, 'investor', 404],
      [a.fund, 'corporate', 403],
      [a.startup, 'corporate', 403],
      [a.expert, 'corporate', 403],
    ] as const) {
      expect((await decide(id, first, { decision: 'shortlist' }, who, role)).statusCode).toBe(code);
    }
    const foreign = await decide(id, other.first, { decision: 'shortlist' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('pilot_applicant_not_found');
    expect((await decide(id, randomUUID(), { decision: 'shortlist' })).statusCode).toBe(404);
    expect((await decide(id, 'x', { decision: 'shortlist' })).statusCode).toBe(400);
    expect((await decide(randomUUID(), first, { decision: 'shortlist' })).json().message).toBe('PilotId not found');
    expect((await application(first)).status).toBe('new');
    expect((await application(other.first)).status).toBe('new');
  });
});

describe('an investor’s pilot', () => {
  it('goes through the investor’s own routes: applicants, a decision, a run; the startup hears of the run', async () => {
    const p = await kit.insertPilot(a.fund!.id, { ownerRole: 'investor', name: 'Fund pilot' });
    expect((await call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${p.id}`, a.startup2!.token, {})).statusCode).toBe(200);
    const [app] = await kit.applications(p.id);
    expect((await call('GET', base(p.id, 'investor'), a.fund!.token)).json().applicants).toHaveLength(1);
    expect((await call('GET', base(p.id), a.corp!.token)).statusCode).toBe(404);
    expect((await decide(p.id, app!.id, { decision: 'shortlist' }, a.fund, 'investor')).statusCode).toBe(200);
    const s = await kit.connect(port, a.startup2!.token);
    const heard = kit.nextEvent(s, 'pilot');
    const res = await call('POST', `${base(p.id, 'investor')}/run`, a.fund!.token, {
      application_id: app!.id,
      kpis: [{ name: 'Deals closed', target: '2' }],
      decision_owner: 'Partner',
      decision_date: kit.inDays(5),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await heard).toEqual({ id: p.id });
    s.close();
    expect((await runOf(p.id))!.startupId).toBe(a.startup2!.id);
  });
});

describe('running a pilot to its outcome', () => {
  const kpis = [
    { name: 'Defects found', target: '95%' },
    { name: 'Line downtime', target: '-20%' },
  ];

  it('starts with a shortlisted applicant, both sides see the contract, and the outcome is recorded once', async () => {
    const { id, first, second } = await withApplicants();
    const contract = { application_id: first, kpis, decision_owner: 'Head of operations', decision_date: kit.inDays(0) };
    const notShortlisted = await start(id, contract);
    expect(notShortlisted.json().code).toBe('applicant_not_shortlisted');
    await decide(id, first, { decision: 'shortlist' });
    for (const bad of [
      { kpis: [] },
      { kpis: Array(6).fill(kpis[0]) },
      { decision_date: kit.inDays(-1) },
      { decision_owner: '' },
      { application_id: randomUUID() },
    ]) {
      expect((await start(id, { ...contract, ...bad })).statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
    }
    expect((await start(id, contract, a.corp2)).statusCode).toBe(404);
    expect(await runOf(id)).toBeUndefined();
    expect((await record(id, { outcome: 'extended', reached: ['90%', '-10%'] })).json().code).toBe('pilot_not_started');

    const started = await start(id, contract);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().run).toMatchObject({
      application_id: first,
      startup: { id: a.startup!.id, name: 'Nordlight Robotics' },
      decision_owner: 'Head of operations',
      outcome: null,
      kpis: kpis.map((k) => ({ ...k, reached: null })),
    });
    await decide(id, second, { decision: 'shortlist' });
    expect((await start(id, { ...contract, application_id: second })).statusCode).toBe(409);
    expect((await decide(id, first, { decision: 'decline', reason: 'too_early' })).json().code).toBe('pilot_already_started');
    // The owner is offered the outcome; the startup running the pilot reads the run and may not record it.
    expect(started.json().can).toEqual({ apply: false, record_outcome: true });
    const runningStartup = (await call('GET', `/api/v1/startup/pilot_dashboard_list/${id}`, a.startup!.token)).json();
    expect(runningStartup.run).toMatchObject({ decision_owner: 'Head of operations' });
    expect(runningStartup.can).toEqual({ apply: false, record_outcome: false });
    expect((await call('GET', `/api/v1/startup/pilot_dashboard_list/${id}`, a.startup2!.token)).json().run).toBeNull();
    expect((await call('GET', '/api/v1/startup/pilots/summary', a.startup!.token)).json()).toMatchObject({ applied: expect.any(Number), running: 1 });

    expect((await record(id, { outcome: 'extended', reached: ['90%'] })).json().code).toBe('pilot_kpis_mismatch');
    expect((await record(id, { outcome: 'won', reached: ['90%', '-10%'] })).statusCode).toBe(400);
    expect((await record(id, { outcome: 'commercial_contract', reached: ['90%', '-10%'] }, a.corp2)).statusCode).toBe(404);
    expect((await runOf(id))!.outcome).toBeNull();
    const done = await record(id, { outcome: 'commercial_contract', reached: ['97%', '-22%'], note: 'Rolled out to two plants' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().run).toMatchObject({
      outcome: 'commercial_contract',
      outcome_note: 'Rolled out to two plants',
      kpis: [{ reached: '97%' }, { reached: '-22%' }],
    });
    expect(done.json().can).toEqual({ apply: false, record_outcome: false });
    expect((await record(id, { outcome: 'stopped', reached: ['0', '0'] })).statusCode).toBe(409);
    expect((await call('GET', `/api/v1/startup/pilot_dashboard_list/${id}`, a.startup!.token)).json().run).toMatchObject({ outcome: 'commercial_contract' });
    const summary = (await call('GET', `/api/v1/pilots/summary/${a.startup!.id}`, a.fund!.token)).json();
    expect(summary).toMatchObject({ running: 0, outcomes: { commercial_contract: 1, extended: 0, stopped: 0 } });
    expect(summary.applied).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/api/v1/pilots/summary/${a.startup!.id}`, a.startup2!.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/pilots/summary/${a.startup!.id}`, a.expert!.token)).statusCode).toBe(403);
  });

  it('records the outcome before the decision date when the decision comes early', async () => {
    const { id, first } = await withApplicants();
    await decide(id, first, { decision: 'shortlist' });
    expect((await start(id, { application_id: first, kpis, decision_owner: 'COO', decision_date: kit.inDays(10) })).statusCode).toBe(200);
    const early = await record(id, { outcome: 'stopped', reached: ['1', '2'], note: 'Stopped after the first month' });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().run).toMatchObject({ outcome: 'stopped', decision_date: kit.inDays(10), overdue_days: 0 });
    expect((await runOf(id))!.outcome).toBe('stopped');
  });
});
