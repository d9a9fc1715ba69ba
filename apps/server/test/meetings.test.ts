import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerTicketSchema, meetingListSchema, meetingSchema, workCalendarSchema } from '@platform/contract';
import { auditLog, internalExperts, meetings, startupProfiles, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });

async function company(key: string, role: 'startup' | 'investor' | 'expert' | 'manager') {
  const u = await createUser(t, { role, name: key });
  ids[key] = u.id;
  tok[key] = await login(t, u.email, u.password);
  await t.database.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, u.id));
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** A Monday at least two weeks ahead, as yyyy-MM-dd (UTC). */
const monday = (() => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
})();
const at = (time: string, date = monday) => `${date}T${time}:00.000Z`;
const booking = (from: string, to: string, name = 'Kick-off') => ({
  name,
  description: 'Scope and access',
  location: 'https://meet.example.com/dd',
  timestampz_from: at(from),
  timestampz_to: at(to),
});
const book = (expertTicket: string, body: object, token = tok.manager!) => call('POST', `/api/v1/manager/expert-tickets/${expertTicket}/meetings`, token, body);
/** The codes a refusal gave its fields. */
const fieldCodes = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  codes: (res.json() as { field_codes?: unknown }).field_codes,
});
const accept = (id: string, body: object, token = tok.auditors!) => call('PATCH', `/api/v1/expert/work_calendar/meet/accept/${id}`, token, body);

/** Files a due-diligence ticket of the founder, sends it to the auditors and walks it as far as asked. */
async function expertTicket(stage: 'sent' | 'in_work' | 'assigned') {
  const filed = await call('POST', '/api/v1/startup/duedill/due_dill_form', tok.founder!, {
    type_of_due_dill: 'technical',
    goals_and_tasks: 'Check our stack',
    feedback_method: 'email',
    feedback_value: 'a@b.test',
  });
  expect(filed.statusCode, filed.body).toBe(200);
  const client = filed.json<{ id: string }>().id;
  const sent = await call('POST', `/api/v1/manager/tickets/${client}/expert`, tok.manager!, {
    companyId: ids.auditors,
    timeline: 'Four weeks',
    start_date: tomorrow(),
    fee: 12000,
    expire: tomorrow(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const expert = managerTicketSchema.parse((await call('GET', `/api/v1/manager/tickets/${client}`, tok.manager!)).json()).expert_work[0]!.id;
  if (stage !== 'sent') {
    expect((await call('PATCH', `/api/v1/expert/ticket/duedill/accept/${expert}`, tok.auditors!, { interesting: true })).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/manager/expert-tickets/${expert}/status`, tok.manager!, { event: 'terms_agreed' })).statusCode).toBe(200);
  }
  if (stage === 'assigned')
    expect((await call('PATCH', `/api/v1/expert/ticket/${expert}/internal-expert`, tok.auditors!, { internal_expert_id: ids.analyst })).statusCode).toBe(200);
  return { client, expert };
}

beforeAll(async () => {
  t = await startTestApp();
  await company('manager', 'manager');
  await company('founder', 'startup');
  await t.database.db.insert(startupProfiles).values({ userId: ids.founder!, isScoreFull: true, team: 3 } as never);
  await company('fund', 'investor');
  await company('auditors', 'expert');
  await company('rivals', 'expert');
  const [analyst] = await t.database.db.insert(internalExperts).values({ companyId: ids.auditors!, name: 'Anna', surname: 'Analyst' }).returning();
  ids.analyst = analyst!.id;
});
afterAll(() => t.close());

describe('meetings', () => {
  it('are booked inside the free time of the assigned internal expert, answered by the expert company and read by the client', async () => {
    const { client, expert } = await expertTicket('assigned');

    const booked = await book(expert, booking('10:00', '11:00'));
    expect(booked.statusCode, booked.body).toBe(200);
    const meeting = meetingSchema.parse(booked.json());
    expect(meeting).toMatchObject({
      accepted: null,
      name: 'Kick-off',
      reason: null,
      location: 'https://meet.example.com/dd',
      internal_expert: { id: ids.analyst, name: 'Anna' },
      offer: { id: expert, status: 'due_in_due', type_of_duedill: 'expert_duedill' },
    });
    expect(meeting.timestampz_range).toEqual({ timestampz_from: at('10:00'), timestampz_to: at('11:00') });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'meeting.book'))).toHaveLength(1);

    // Outside the hours, across the end of the day, on a Saturday, overlapping: refused.
    for (const [from, to] of [
      ['08:00', '09:30'],
      ['16:30', '17:30'],
      ['10:30', '11:30'],
    ] as const) {
      expect(fieldCodes(await book(expert, booking(from, to)))).toEqual({ status: 400, codes: { timestampz_from: 'expert_not_free' } });
    }
    const saturday = new Date(Date.parse(at('10:00')) + 5 * 86_400_000).toISOString();
    expect(
      (await book(expert, { ...booking('10:00', '11:00'), timestampz_from: saturday, timestampz_to: new Date(Date.parse(saturday) + 3_600_000).toISOString() }))
        .statusCode,
    ).toBe(400);
    // Touching the first meeting is fine.
    const second = await book(expert, booking('11:00', '12:00', 'Code review'));
    expect(second.statusCode, second.body).toBe(200);
    const secondId = second.json<{ id: string }>().id;

    // Only managers book.
    for (const key of ['auditors', 'founder', 'fund']) expect((await book(expert, booking('13:00', '14:00'), tok[key]!)).statusCode).toBe(403);

    // The expert company's list, by start time; another company does not see it.
    const list = meetingListSchema.parse((await call('GET', `/api/v1/expert/meet/${expert}`, tok.auditors!)).json());
    expect(list.meets.map((m) => m.name)).toEqual(['Kick-off', 'Code review']);
    expect((await call('GET', `/api/v1/expert/meet/${expert}`, tok.rivals!)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/expert/meet/${expert}`, tok.founder!)).statusCode).toBe(403);

    // Accept; decline needs a reason of 5 to 50 characters.
    const accepted = await accept(meeting.id, { accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ accepted: true, reason: null });
    const short = await accept(secondId, { accept: false, reason: ' no ' });
    expect(short.statusCode).toBe(400);
    expect(Object.values(short.json<{ errors: Record<string, string> }>().errors)).toContain('Reason is too short');
    const long = await accept(secondId, { accept: false, reason: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(Object.values(long.json<{ errors: Record<string, string> }>().errors)).toContain('Reason is too long');
    expect((await t.database.db.select({ accepted: meetings.accepted }).from(meetings).where(eq(meetings.id, secondId)))[0]!.accepted).toBeNull();
    const declined = await accept(secondId, { accept: false, reason: '  Travelling that day  ' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ accepted: false, reason: 'Travelling that day' });
    // Another company, a client or a manager cannot answer.
    expect((await accept(secondId, { accept: true }, tok.rivals!)).statusCode).toBe(404);
    expect((await accept(secondId, { accept: true }, tok.founder!)).statusCode).toBe(403);
    expect((await accept(secondId, { accept: true }, tok.manager!)).statusCode).toBe(403);

    // A declined meeting frees its time.
    expect((await book(expert, booking('11:30', '12:00', 'Follow-up'))).statusCode).toBe(200);

    // The client reads the meetings of its ticket; others do not.
    const clientList = meetingListSchema.parse((await call('GET', `/api/v1/startup/ticket/${client}/meetings`, tok.founder!)).json());
    expect(clientList.meets.map((m) => [m.name, m.accepted])).toEqual([
      ['Kick-off', true],
      ['Code review', false],
      ['Follow-up', null],
    ]);
    expect((await call('GET', `/api/v1/foundation/ticket/${client}/meetings`, tok.fund!)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/startup/ticket/${client}/meetings`, tok.auditors!)).statusCode).toBe(403);

    // The work calendar shows the meetings of the week.
    const weekEnd = new Date(Date.parse(at('00:00')) + 7 * 86_400_000).toISOString();
    const week = await call(
      'GET',
      `/api/v1/expert/work_calendar/${ids.analyst}?timestampz_from=${encodeURIComponent(at('00:00'))}&timestampz_to=${encodeURIComponent(weekEnd)}`,
      tok.auditors!,
    );
    expect(week.statusCode, week.body).toBe(200);
    expect(workCalendarSchema.parse(week.json()).meets.map((m) => m.name)).toEqual(['Kick-off', 'Code review', 'Follow-up']);
    // A range that starts inside a meeting still shows it; one that starts at its end does not.
    const names = async (from: string, to: string) => {
      const res = await call(
        'GET',
        `/api/v1/expert/work_calendar/${ids.analyst}?timestampz_from=${encodeURIComponent(at(from))}&timestampz_to=${encodeURIComponent(at(to))}`,
        tok.auditors!,
      );
      expect(res.statusCode, res.body).toBe(200);
      return workCalendarSchema.parse(res.json()).meets.map((m) => m.name);
    };
    expect(await names('10:30', '11:00')).toEqual(['Kick-off']);
    expect(await names('11:00', '11:30')).toEqual(['Code review']);

    // A manager cancels a meeting.
    expect((await call('DELETE', `/api/v1/manager/meetings/${secondId}`, tok.auditors!)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/manager/meetings/${secondId}`, tok.manager!)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/manager/meetings/${secondId}`, tok.manager!)).statusCode).toBe(404);
    expect(meetingListSchema.parse((await call('GET', `/api/v1/expert/meet/${expert}`, tok.auditors!)).json()).meets).toHaveLength(2);
  });

  it('are refused on a ticket outside the work stage, without an internal expert, or with a broken body', async () => {
    const sent = await expertTicket('sent');
    expect(fieldCodes(await book(sent.expert, booking('14:00', '15:00')))).toEqual({ status: 400, codes: { status: 'meeting_booking_closed' } });
    const unassigned = await expertTicket('in_work');
    const noExpert = await book(unassigned.expert, booking('14:00', '15:00'));
    expect(noExpert.json()).toMatchObject({
      code: 'validation_failed',
      errors: { internal_expert: 'Assign an internal expert first' },
      field_codes: { internal_expert: 'internal_expert_required' },
    });
    expect((await book(unassigned.client, booking('14:00', '15:00'))).statusCode).toBe(404);
    const { expert } = await expertTicket('assigned');
    expect((await book(expert, booking('14:00', '14:45'))).statusCode).toBe(400);
    expect((await book(expert, { ...booking('14:00', '15:00'), location: 'ftp://x.example.com' })).statusCode).toBe(400);
    expect(
      (await book(expert, { ...booking('14:00', '15:00'), timestampz_from: '2020-01-06T10:00:00.000Z', timestampz_to: '2020-01-06T11:00:00.000Z' })).statusCode,
    ).toBe(400);
    expect((await book(expert, booking('14:00', '15:00'))).statusCode).toBe(200);
  });

  it('cannot be answered once ended, and the refusal speaks the language of the account', async () => {
    const { expert } = await expertTicket('assigned');
    const booked = await book(expert, booking('09:00', '10:00', 'Retro'));
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json<{ id: string }>().id;
    await t.database.db
      .update(meetings)
      .set({ startsAt: new Date('2020-01-06T09:00:00Z'), endsAt: new Date('2020-01-06T10:00:00Z') })
      .where(eq(meetings.id, id));
    expect(fieldCodes(await accept(id, { accept: true }))).toEqual({ status: 400, codes: { accept: 'meeting_ended' } });
    await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.id, ids.auditors!));
    try {
      expect((await accept(id, { accept: true })).json()).toMatchObject({
        errors: { accept: 'Встреча уже закончилась' },
        field_codes: { accept: 'meeting_ended' },
      });
    } finally {
      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, ids.auditors!));
    }
  });

  it('lets only one of two simultaneous bookings take the same time', async () => {
    const { expert } = await expertTicket('assigned');
    const answers = await Promise.all([book(expert, booking('15:00', '16:00', 'First')), book(expert, booking('15:30', '16:30', 'Second'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.map((a) => (a.statusCode === 400 ? fieldCodes(a).codes : null)).filter(Boolean)).toEqual([{ timestampz_from: 'expert_not_free' }]);
  });
});
