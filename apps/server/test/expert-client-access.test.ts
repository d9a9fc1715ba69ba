import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertTicketSchema, managerTicketSchema, scoreFields, startupProfileSchema } from '@platform/contract';
import { reports, tickets } from '../src/db/schema/index.js';
import { bearer, caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { multipart, pdf } from './fixtures/files.js';

/**
 * An expert company reads a client's profile (finance, scoring, pitch deck, unit economy) only
 * while it works for the client: from its "interesting" answer until the report is approved or
 * the ticket cancelled, and for 30 days after the approval.
 */
let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};
const DAY = 86_400_000;

const call = caller(() => t);

async function account(key: string, role: 'startup' | 'investor' | 'expert' | 'manager') {
  const u = await createUser(t, { role, name: key });
  ids[key] = u.id;
  tok[key] = await login(t, u.email, u.password);
}

async function upload(key: string, type: 'pitch_deck' | 'unit_economy'): Promise<string> {
  const b = multipart('file', `${type}.pdf`, pdf());
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/files/upload?type=${type}`,
    payload: b.payload,
    headers: { ...b.headers, ...bearer(tok[key]!) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

/** A startup with a full profile: finance, self-scoring, a pitch deck and a unit economy file. */
async function startup(key: string) {
  await account(key, 'startup');
  const res = await call('POST', '/api/v1/startup/profiledata', tok[key]!, {
    company: key,
    product_description: 'Inspection robots for wind turbine blades.',
    who_is_your_customer: 'Operators of onshore and offshore wind farms.',
    presentation_pitch_file: { id: await upload(key, 'pitch_deck') },
    startup_finance_info: {
      annual_revenue: '1200000',
      mom_growth: '8',
      monthly_revenue: '35',
      monthly_burn_rate: '90000',
      mrr: '100000',
      runrate: '1200000',
      finance_actual_date: '2026-10-01',
      unit_economy_file: { id: await upload(key, 'unit_economy') },
    },
    startup_scoring: Object.fromEntries(scoreFields.map((f) => [f, 4])),
  });
  expect(res.statusCode, res.body).toBe(200);
  const profile = startupProfileSchema.parse(res.json());
  return { deck: profile.presentation_pitch_file!.path, unit: profile.startup_finance_info.unit_economy_file!.path };
}

const tomorrow = () => new Date(Date.now() + DAY).toISOString().slice(0, 10);
/** The client files a due-diligence ticket, a manager sends it to the auditors: the expert ticket's id. */
async function sentToAuditors(client: string, form = '/api/v1/startup/duedill/due_dill_form') {
  const filed = await call('POST', form, tok[client]!, {
    type_of_due_dill: 'technical',
    goals_and_tasks: 'Check our stack',
    feedback_method: 'email',
    feedback_value: 'a@b.test',
  });
  expect(filed.statusCode, filed.body).toBe(200);
  const clientTicket = filed.json<{ id: string }>().id;
  const sent = await call('POST', `/api/v1/manager/tickets/${clientTicket}/expert`, tok.manager!, {
    company_id: ids.auditors,
    timeline: 'Four weeks',
    start_date: tomorrow(),
    fee: 12000,
    expire: tomorrow(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return managerTicketSchema.parse((await call('GET', `/api/v1/manager/tickets/${clientTicket}`, tok.manager!)).json()).expert_work[0]!.id;
}
const answer = async (expert: string, interesting: boolean | null) =>
  expect((await call('PATCH', `/api/v1/expert/ticket/duedill/accept/${expert}`, tok.auditors!, { interesting })).statusCode).toBe(200);
const managerMove = async (expert: string, event: string) =>
  expect((await call('POST', `/api/v1/manager/expert-tickets/${expert}/status`, tok.manager!, { event })).statusCode).toBe(200);
const profileOpen = async (expert: string) =>
  expertTicketSchema.parse((await call('GET', `/api/v1/expert/ticket/${expert}`, tok.auditors!)).json()).expert_duedill.offer.client.profile_open;

/** What the expert company gets for the client's profile, pitch deck and unit economy. */
async function reads(key: string, client: string, files: { deck: string; unit: string }, role = 'startup') {
  const profile = await call('GET', `/api/v1/${role}/${ids[client]}`, tok[key]!);
  return {
    profile: profile.statusCode,
    deck: (await call('GET', files.deck, tok[key]!)).statusCode,
    unit: (await call('GET', files.unit, tok[key]!)).statusCode,
    body: profile.body,
  };
}
const refused = { profile: 403, deck: 404, unit: 404 };
const allowed = { profile: 200, deck: 200, unit: 200 };
const statusOf = async (id: string) => (await t.database.db.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, id)))[0]!.status;

beforeAll(async () => {
  t = await startTestApp();
  await account('manager', 'manager');
  await account('auditors', 'expert');
  await account('rivals', 'expert');
});
afterAll(() => t.close());

describe('an expert company is refused its client’s profile', () => {
  it('before it answered and after it declined', async () => {
    const files = await startup('waiting');
    const expert = await sentToAuditors('waiting');
    expect(await reads('auditors', 'waiting', files)).toMatchObject(refused);
    expect(await profileOpen(expert)).toBe(false);
    // Interest given and cleared again: back to waiting, closed again.
    await answer(expert, true);
    expect(await reads('auditors', 'waiting', files)).toMatchObject(allowed);
    await answer(expert, null);
    expect(await reads('auditors', 'waiting', files)).toMatchObject(refused);
    await answer(expert, false);
    expect(await statusOf(expert)).toBe('due_cancel');
    const declined = await reads('auditors', 'waiting', files);
    expect(declined).toMatchObject(refused);
    expect(declined.body).not.toContain('1200000');
    expect(await profileOpen(expert)).toBe(false);
  });

  it('after a manager cancelled the work', async () => {
    const files = await startup('cancelled');
    const expert = await sentToAuditors('cancelled');
    await answer(expert, true);
    await managerMove(expert, 'terms_agreed');
    expect(await reads('auditors', 'cancelled', files)).toMatchObject(allowed);
    await managerMove(expert, 'cancel');
    expect(await statusOf(expert)).toBe('due_cancel');
    expect(await reads('auditors', 'cancelled', files)).toMatchObject(refused);
    expect(await profileOpen(expert)).toBe(false);
  });

  it('31 days after the approval of its report, while another expert company never reads it', async () => {
    const files = await startup('approved');
    const expert = await sentToAuditors('approved');
    expect(await reads('rivals', 'approved', files)).toMatchObject(refused);
    await answer(expert, true);
    await managerMove(expert, 'terms_agreed');
    const report = {
      method: 'Interviews',
      artifacts: ['Code'],
      conclusion: 'Sound',
      risks: 'Few',
      recommendations: 'Document it',
      files: [],
      scores: { team: 4, management: 4, technology: 4, business: 4 },
      submit: true,
    };
    expect((await call('PUT', `/api/v1/expert/report/${expert}`, tok.auditors!, report)).statusCode).toBe(200);
    expect(await reads('auditors', 'approved', files)).toMatchObject(allowed);
    expect((await call('POST', `/api/v1/manager/expert-tickets/${expert}/review`, tok.manager!, { decision: 'approve' })).statusCode).toBe(200);
    expect(await statusOf(expert)).toBe('due_success');
    expect(await reads('auditors', 'approved', files)).toMatchObject(allowed);
    expect(await profileOpen(expert)).toBe(true);

    const approvedAgo = (days: number) =>
      t.database.db
        .update(reports)
        .set({ approvedAt: new Date(Date.now() - days * DAY) })
        .where(eq(reports.ticketId, expert));
    await approvedAgo(29);
    expect(await reads('auditors', 'approved', files)).toMatchObject(allowed);
    await approvedAgo(31);
    expect(await reads('auditors', 'approved', files)).toMatchObject(refused);
    expect(await profileOpen(expert)).toBe(false);
    expect(await reads('rivals', 'approved', files)).toMatchObject(refused);
    // Investors still read the profile and its files as before.
    await account('fund', 'investor');
    expect(await reads('fund', 'approved', files)).toMatchObject(allowed);
  });

  it('for an investor client as for a startup', async () => {
    await account('backer', 'investor');
    const expert = await sentToAuditors('backer', '/api/v1/foundation/duedill/due_dill_form');
    expect((await call('GET', `/api/v1/investor/${ids.backer}`, tok.auditors!)).statusCode).toBe(403);
    await answer(expert, true);
    expect((await call('GET', `/api/v1/investor/${ids.backer}`, tok.auditors!)).statusCode).toBe(200);
    await managerMove(expert, 'cancel');
    expect((await call('GET', `/api/v1/investor/${ids.backer}`, tok.auditors!)).statusCode).toBe(403);
  });
});

describe('an expert company reads its client’s profile', () => {
  it('from its "interesting" through the work and the review, with finance, scoring and files', async () => {
    const files = await startup('working');
    const expert = await sentToAuditors('working');
    await answer(expert, true);
    expect(await profileOpen(expert)).toBe(true);
    const open = await reads('auditors', 'working', files);
    expect(open).toMatchObject(allowed);
    const profile = startupProfileSchema.parse(JSON.parse(open.body));
    expect(profile.startup_finance_info).toMatchObject({ annual_revenue: 1200000, mrr: 100000 });
    expect(profile.startup_scoring.intema_score).toBe(4);
    // The expert company reads the profile for its work: the pilots' counters are not for it.
    expect(profile.can).toEqual({ read_pilot_summary: false });
    await managerMove(expert, 'terms_agreed');
    expect(await reads('auditors', 'working', files)).toMatchObject(allowed);
    const draft = {
      method: 'Interviews',
      artifacts: ['Code'],
      conclusion: 'Sound',
      risks: 'Few',
      recommendations: 'Document it',
      files: [],
      scores: { team: 4, management: 4, technology: 4, business: 4 },
      submit: true,
    };
    expect((await call('PUT', `/api/v1/expert/report/${expert}`, tok.auditors!, draft)).statusCode).toBe(200);
    expect(await statusOf(expert)).toBe('due_accept_work');
    expect(await reads('auditors', 'working', files)).toMatchObject(allowed);
    expect(
      (await call('POST', `/api/v1/manager/expert-tickets/${expert}/review`, tok.manager!, { decision: 'request_changes', comment: 'Add the hiring risks' }))
        .statusCode,
    ).toBe(200);
    expect(await statusOf(expert)).toBe('due_change_req');
    expect(await reads('auditors', 'working', files)).toMatchObject(allowed);
    expect(await profileOpen(expert)).toBe(true);
  });
});
