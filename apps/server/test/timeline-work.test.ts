import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, timelineSchema, type TimelineEvent } from '@platform/contract';
import { bearer, mailedCode, startTestApp, type TestApp } from './harness.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';
import { assignedTicket, booking, call, monday, world, type World } from './fixtures/meetings.js';

let t: TestApp;
let w: World;
let port: number;
const kit = pilotsKit(() => t);

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  w = await world(t);
});
afterAll(() => t.close());

const managerView = async (companyId: string): Promise<TimelineEvent[]> => {
  const res = await call(w, 'GET', `/api/v1/manager/companies/${companyId}/timeline?take=100`, w.tok.manager!);
  expect(res.statusCode, res.body).toBe(200);
  return timelineSchema.parse(res.json()).events;
};
const ownView = async (token: string): Promise<TimelineEvent[]> => {
  const res = await call(w, 'GET', '/api/v1/user/timeline?take=100', token);
  expect(res.statusCode, res.body).toBe(200);
  return timelineSchema.parse(res.json()).events;
};
/** Each entry's kind, with the event or decision of the kinds that have one. */
const steps = (events: TimelineEvent[]) =>
  events.map((e) => {
    const facts: Readonly<Record<string, unknown>> = e.data;
    return `${e.kind}${facts.event ? `:${String(facts.event)}` : ''}${facts.decision ? `:${String(facts.decision)}` : ''}`;
  });

const saveReport = (expert: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/expert/report/${expert}`, headers: bearer(w.tok.auditors!), payload: body });
const report = {
  method: 'Interviews with the team and a review of the code base',
  artifacts: ['Architecture diagram'],
  conclusion: 'A sound stack',
  risks: 'One engineer holds the deployment knowledge',
  recommendations: 'Document the deployment',
  files: [],
  scores: { team: 4, management: 3.5, technology: 4.5, business: 3 },
};

describe('the timeline of an account', () => {
  it('starts with the sign-up', async () => {
    const email = `timeline-${Date.now()}@example.test`;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/registration', payload: { email } })).statusCode).toBe(200);
    const verified = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-code/registration', payload: { email, code: await mailedCode(t, email) } });
    const registrationToken = verified.json<{ registrationToken: string }>().registrationToken;
    const hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/registration',
      payload: {
        password: 'a-strong-password',
        name: 'Anna',
        surname: 'Petrova',
        position: 'Partner',
        company: 'Northern Capital',
        website: 'northern.example',
        description: 'We back hardware.',
        phone: '+7 999 123-45-67',
        agreement: true,
        registrationToken,
        role: 'expert',
        expertIn: [hb.industries[0]!.id],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [created] = await ownView(res.json<{ token: string }>().token);
    expect(created).toMatchObject({
      kind: 'account.created',
      actor: { name: 'Northern Capital', role: 'expert' },
      subject: { type: 'account', title: 'Northern Capital' },
      data: { role: 'expert' },
      internal: false,
    });
  });
});

describe('due diligence and its meetings on both companies’ timelines', () => {
  it('lists sending, answers, moves, meetings and the report for the expert company and the client', async () => {
    const { client, expert } = await assignedTicket(w);
    // One day for the booking and its move, whenever the run crosses a midnight.
    const day = monday();
    const booked = await call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/meetings`, w.tok.manager!, booking('10:00', '11:00', 'Kick-off', day));
    expect(booked.statusCode, booked.body).toBe(200);
    const meetingId = booked.json<{ id: string }>().id;
    expect(
      (await call(w, 'PATCH', `/api/v1/manager/meetings/${meetingId}`, w.tok.manager!, booking('11:00', '12:00', 'Kick-off, moved', day))).statusCode,
    ).toBe(200);
    expect(
      (await call(w, 'PATCH', `/api/v1/expert/work_calendar/meet/accept/${meetingId}`, w.tok.auditors!, { accept: false, reason: 'Travelling that day' }))
        .statusCode,
    ).toBe(200);
    expect((await call(w, 'DELETE', `/api/v1/manager/meetings/${meetingId}`, w.tok.manager!)).statusCode).toBe(200);
    expect((await saveReport(expert, { ...report, submit: true })).statusCode).toBe(200);
    expect(
      (
        await call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/review`, w.tok.manager!, {
          decision: 'request_changes',
          comment: 'Add the hiring plan risks',
        })
      ).statusCode,
    ).toBe(200);
    expect((await saveReport(expert, { ...report, risks: 'Hiring plan is thin', submit: true })).statusCode).toBe(200);
    expect((await call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/review`, w.tok.manager!, { decision: 'approve' })).statusCode).toBe(200);

    const auditors = await ownView(w.tok.auditors!);
    expect(steps(auditors)).toEqual([
      'report.reviewed:approve',
      'report.submitted',
      'report.reviewed:request_changes',
      'report.submitted',
      'meeting.cancelled',
      'meeting.answered',
      'meeting.changed',
      'meeting.scheduled',
      'duediligence.status:terms_agreed',
      'duediligence.status:answer',
      'duediligence.sent',
    ]);
    const manager = { id: w.ids.manager, role: 'manager' };
    const byAuditors = { id: w.ids.auditors, name: 'auditors', role: 'expert' };
    const expertTicket = { type: 'expert_ticket', id: expert, title: 'startup_duedill' };
    expect(auditors[10]).toMatchObject({
      actor: manager,
      subject: expertTicket,
      data: { to: 'due_wait_resp', fee: 12000, timeline: 'Four weeks', clientTicketId: client },
    });
    expect(auditors[9]).toMatchObject({ actor: byAuditors, subject: expertTicket, data: { interesting: true, from: 'due_wait_resp' } });
    expect(auditors[8]).toMatchObject({ actor: manager, data: { to: 'due_in_due', clientTo: 'deal' } });
    expect(auditors[7]).toMatchObject({ actor: manager, subject: { type: 'meeting', id: meetingId, title: 'Kick-off' }, data: { expertTicketId: expert } });
    expect(auditors[6]).toMatchObject({ subject: { title: 'Kick-off, moved' } });
    expect(auditors[5]).toMatchObject({ actor: byAuditors, data: { accept: false, reason: 'Travelling that day' } });
    expect(auditors[4]).toMatchObject({ actor: manager, subject: { type: 'meeting', id: meetingId, title: 'Kick-off, moved' } });
    expect(auditors[2]).toMatchObject({ actor: manager, data: { decision: 'request_changes', comment: 'Add the hiring plan risks', to: 'due_change_req' } });
    expect(auditors[0]).toMatchObject({ actor: manager, data: { decision: 'approve', to: 'due_success', clientTo: 'success' } });

    // The client sees its application filed, the sending, the manager's moves, the meetings and
    // the approval; the expert's answer, the drafts under review and the change request are not its.
    const founder = await ownView(w.tok.founder!);
    expect(steps(founder)).toEqual([
      'report.reviewed:approve',
      'meeting.cancelled',
      'meeting.answered',
      'meeting.changed',
      'meeting.scheduled',
      'duediligence.status:terms_agreed',
      'duediligence.sent',
      'ticket.created',
    ]);
    expect(founder[6]).toMatchObject({ subject: { type: 'ticket', id: client, title: 'startup_duedill' }, data: { expertId: w.ids.auditors } });
    expect(founder[4]).toMatchObject({ subject: { type: 'meeting', id: meetingId }, data: { ticketId: client } });
    const inBackOffice = await managerView(w.ids.founder!);
    expect(steps(inBackOffice.filter((e) => e.internal))).toEqual([
      'report.submitted',
      'report.reviewed:request_changes',
      'report.submitted',
      'duediligence.status:answer',
    ]);
    expect(await managerView(w.ids.auditors!)).toEqual(auditors);
  });
});

describe('pilots on the owner’s and the startup’s timelines', () => {
  let corp: Account;
  let startup: Account;
  beforeAll(async () => {
    corp = await kit.account('corporate', 'Atlas Industrial');
    startup = await kit.account('startup', 'Nordlight Robotics');
  });

  it('lists the card’s moderation, the application and its decision, the run and its outcome', async () => {
    const submitted = await kit.call('POST', '/api/v1/corporate/pilot_dashboard_card', corp.token, await kit.cardBody({ name: 'Line inspection' }));
    expect(submitted.statusCode, submitted.body).toBe(200);
    const id = submitted.json<{ id: string }>().id;
    for (const status of ['accept', 'new'] as const)
      expect((await kit.call('POST', `/api/v1/manager/pilots/${id}/status`, w.tok.manager!, { status })).statusCode).toBe(200);

    // Live: the startup's timeline and the back office hear of the application.
    const startupSocket = await kit.connect(port, startup.token);
    const managerSocket = await kit.connect(port, w.tok.manager!);
    const heard: unknown[] = [];
    managerSocket.on('timeline', (p: unknown) => heard.push(p));
    const own = kit.nextEvent(startupSocket, 'timeline');
    expect((await kit.call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${id}`, startup.token, { question: 'Is there a budget?' })).statusCode).toBe(
      200,
    );
    expect(await own).toEqual({});
    await expect.poll(() => heard).toEqual([{ companyIds: expect.arrayContaining([startup.id, corp.id]) }]);
    startupSocket.close();
    managerSocket.close();

    const [application] = await kit.applications(id);
    expect(
      (await kit.call('POST', `/api/v1/corporate/pilot_dashboard_list/${id}/applicants/${application!.id}`, corp.token, { decision: 'shortlist' })).statusCode,
    ).toBe(200);
    const kpis = [{ name: 'Defects found', target: '95%' }];
    expect(
      (
        await kit.call('POST', `/api/v1/corporate/pilot_dashboard_list/${id}/run`, corp.token, {
          application_id: application!.id,
          kpis,
          decision_owner: 'Head of operations',
          decision_date: kit.inDays(0),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await kit.call('POST', `/api/v1/corporate/pilot_dashboard_list/${id}/run/outcome`, corp.token, { outcome: 'extended', reached: ['97%'] })).statusCode,
    ).toBe(200);

    const owner = await ownView(corp.token);
    const byCorp = { id: corp.id, name: 'Atlas Industrial', role: 'corporate' };
    const byStartup = { id: startup.id, name: 'Nordlight Robotics', role: 'startup' };
    const pilot = { type: 'pilot', id, title: 'Line inspection' };
    expect(owner).toMatchObject([
      { kind: 'pilot.outcome', actor: byCorp, subject: pilot, data: { outcome: 'extended', reached: 1, kpis: 1 } },
      { kind: 'pilot.started', actor: byCorp, subject: pilot, data: { applicationId: application!.id, kpis: 1 } },
      {
        kind: 'pilot_application.decided',
        actor: byCorp,
        subject: { type: 'pilot_application', id: application!.id, title: 'Line inspection' },
        data: { decision: 'shortlist', reason: null, pilotId: id },
      },
      {
        kind: 'pilot_application.created',
        actor: byStartup,
        subject: { type: 'pilot_application', id: application!.id },
        data: { question: 'Is there a budget?', pilotFrom: 'new' },
      },
      { kind: 'pilot.status', actor: { id: w.ids.manager, role: 'manager' }, subject: pilot, data: { from: 'accept', to: 'new' } },
      { kind: 'pilot.status', actor: { id: w.ids.manager }, data: { from: 'send', to: 'accept', reason: null } },
      { kind: 'pilot.submitted', actor: byCorp, subject: pilot, data: { status: 'send' } },
    ]);
    expect((await ownView(startup.token)).map((e) => e.kind)).toEqual([
      'pilot.outcome',
      'pilot.started',
      'pilot_application.decided',
      'pilot_application.created',
    ]);
  });

  it('lists a decline with its reason for the startup, and the owner’s archiving', async () => {
    const p = await kit.insertPilot(corp.id, { name: 'Energy audit' });
    const other = await kit.account('startup', 'Second Startup');
    expect((await kit.call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${p.id}`, other.token, {})).statusCode).toBe(200);
    const [application] = await kit.applications(p.id);
    expect(
      (
        await kit.call('POST', `/api/v1/corporate/pilot_dashboard_list/${p.id}/applicants/${application!.id}`, corp.token, {
          decision: 'decline',
          reason: 'too_early',
        })
      ).statusCode,
    ).toBe(200);
    expect((await kit.call('POST', `/api/v1/corporate/pilot_dashboard_card/${p.id}/archive`, corp.token)).statusCode).toBe(200);
    expect(await ownView(other.token)).toMatchObject([
      { kind: 'pilot_application.decided', actor: { id: corp.id }, data: { decision: 'decline', reason: 'too_early' } },
      { kind: 'pilot_application.created', subject: { title: 'Energy audit' }, data: { question: null } },
    ]);
    expect((await ownView(corp.token)).slice(0, 3)).toMatchObject([
      { kind: 'pilot.status', actor: { id: corp.id }, data: { from: 'active', to: 'archive' } },
      { kind: 'pilot_application.decided' },
      { kind: 'pilot_application.created' },
    ]);
  });
});
