import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerTicketSchema, meetingListSchema } from '@platform/contract';
import { internalExperts, startupProfiles, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
const read = (expertTicket: string, token = tok.manager!) => call('GET', `/api/v1/manager/expert-tickets/${expertTicket}/meetings`, token);

async function account(key: string, role: 'startup' | 'expert' | 'manager') {
  const u = await createUser(t, { role, name: key });
  ids[key] = u.id;
  tok[key] = await login(t, u.email, u.password);
  await t.database.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, u.id));
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** A Monday at least two weeks ahead (UTC). */
const monday = (() => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
})();
const booking = (from: string, to: string, name: string) => ({ name, location: 'https://meet.example.com/dd', timestampz_from: `${monday}T${from}:00.000Z`, timestampz_to: `${monday}T${to}:00.000Z` });

/** A due-diligence ticket of the founder in work at the auditors, with their analyst assigned. */
async function assignedExpertTicket() {
  const filed = await call('POST', '/api/v1/startup/duedill/due_dill_form', tok.founder!, { type_of_due_dill: 'technical', goals_and_tasks: 'Check our stack', feedback_method: 'email', feedback_value: 'a@b.test' });
  expect(filed.statusCode, filed.body).toBe(200);
  const client = filed.json<{ id: string }>().id;
  expect((await call('POST', `/api/v1/manager/tickets/${client}/expert`, tok.manager!, { companyId: ids.auditors, timeline: 'Four weeks', start_date: tomorrow(), fee: 12000, expire: tomorrow() })).statusCode).toBe(200);
  const expert = managerTicketSchema.parse((await call('GET', `/api/v1/manager/tickets/${client}`, tok.manager!)).json()).expert_work[0]!.id;
  expect((await call('PATCH', `/api/v1/expert/ticket/duedill/accept/${expert}`, tok.auditors!, { interesting: true })).statusCode).toBe(200);
  expect((await call('POST', `/api/v1/manager/expert-tickets/${expert}/status`, tok.manager!, { event: 'terms_agreed' })).statusCode).toBe(200);
  expect((await call('PATCH', `/api/v1/expert/ticket/${expert}/internal-expert`, tok.auditors!, { internal_expert_id: ids.analyst })).statusCode).toBe(200);
  return { client, expert };
}

beforeAll(async () => {
  t = await startTestApp();
  await account('manager', 'manager');
  await account('founder', 'startup');
  await t.database.db.insert(startupProfiles).values({ userId: ids.founder!, isScoreFull: true, team: 3 } as never);
  await account('auditors', 'expert');
  const [analyst] = await t.database.db.insert(internalExperts).values({ companyId: ids.auditors!, name: 'Anna', surname: 'Analyst' }).returning();
  ids.analyst = analyst!.id;
});
afterAll(() => t.close());

describe("the manager's read of an expert ticket's meetings", () => {
  it('lists the meetings of that expert ticket only, by start time, with their answers', async () => {
    const { expert } = await assignedExpertTicket();
    const other = await assignedExpertTicket();
    expect((await read(expert)).json()).toEqual({ meets: [] });
    for (const [from, to, name] of [['14:00', '15:00', 'Review'], ['10:00', '11:00', 'Kick-off']] as const) expect((await call('POST', `/api/v1/manager/expert-tickets/${expert}/meetings`, tok.manager!, booking(from, to, name))).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/manager/expert-tickets/${other.expert}/meetings`, tok.manager!, booking('12:00', '13:00', 'Elsewhere'))).statusCode).toBe(200);

    const answer = await read(expert);
    expect(answer.statusCode, answer.body).toBe(200);
    const { meets } = meetingListSchema.parse(answer.json());
    expect(meets.map((m) => m.name)).toEqual(['Kick-off', 'Review']);
    expect(meets[0]).toMatchObject({ accepted: null, offer: { id: expert, status: 'due_in_due' }, internal_expert: { id: ids.analyst } });

    expect((await call('PATCH', `/api/v1/expert/work_calendar/meet/accept/${meets[1]!.id}`, tok.auditors!, { accept: false, reason: 'Out of office' })).statusCode).toBe(200);
    expect(meetingListSchema.parse((await read(expert)).json()).meets[1]).toMatchObject({ accepted: false, reason: 'Out of office' });
  });
});

describe("the manager's read refuses", () => {
  it('other roles (403), a ticket that is not an expert ticket or does not exist (404) and a bad id (400)', async () => {
    const { client, expert } = await assignedExpertTicket();
    expect((await read(expert, tok.auditors!)).statusCode).toBe(403);
    expect((await read(expert, tok.founder!)).statusCode).toBe(403);
    expect((await read(client)).statusCode).toBe(404);
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await read('nope')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/manager/expert-tickets/${expert}/meetings` })).statusCode).toBe(401);
  });
});
