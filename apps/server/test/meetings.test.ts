import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingListSchema, meetingSchema, workCalendarSchema } from '@platform/contract';
import { auditLog, meetings, users } from '../src/db/schema/index.js';
import { caller, fieldCodes, startTestApp, type TestApp } from './harness.js';
import { at, booking, expertTicket, world, type World } from './fixtures/meetings.js';
import { comingWeekday, DAY_MS, fixClock } from './fixtures/dates.js';

// Today, the week and a meeting's end start from one instant, a Wednesday at 10:00 UTC: no day turns over mid-test.
fixClock(() => comingWeekday(3));
let t: TestApp;
let w: World;
const call = caller(() => t);

const book = (expertTicket: string, body: object, token = w.tok.manager!) =>
  call('POST', `/api/v1/manager/expert-tickets/${expertTicket}/meetings`, token, body);
const accept = (id: string, body: object, token = w.tok.auditors!) => call('PATCH', `/api/v1/expert/work_calendar/meet/accept/${id}`, token, body);

beforeAll(async () => {
  t = await startTestApp();
  // The refusals below are read in English unless a test switches the auditors to Russian.
  w = await world(t, 'en');
});
afterAll(() => t.close());

describe('meetings', () => {
  it('are booked inside the free time of the assigned internal expert, answered by the expert company and read by the client', async () => {
    const { client, expert } = await expertTicket(w, 'assigned');

    const booked = await book(expert, booking('10:00', '11:00'));
    expect(booked.statusCode, booked.body).toBe(200);
    const meeting = meetingSchema.parse(booked.json());
    expect(meeting).toMatchObject({
      accepted: null,
      name: 'Kick-off',
      reason: null,
      location: 'https://meet.example.com/dd',
      internal_expert: { id: w.ids.analyst, name: 'Anna' },
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
    const saturday = new Date(Date.parse(at('10:00')) + 5 * DAY_MS).toISOString();
    expect(
      (await book(expert, { ...booking('10:00', '11:00'), timestampz_from: saturday, timestampz_to: new Date(Date.parse(saturday) + 3_600_000).toISOString() }))
        .statusCode,
    ).toBe(400);
    // Touching the first meeting is fine.
    const second = await book(expert, booking('11:00', '12:00', 'Code review'));
    expect(second.statusCode, second.body).toBe(200);
    const secondId = second.json<{ id: string }>().id;

    // Only managers book.
    for (const key of ['auditors', 'founder', 'fund']) expect((await book(expert, booking('13:00', '14:00'), w.tok[key]!)).statusCode).toBe(403);

    // The expert company's list, by start time; another company does not see it.
    const list = meetingListSchema.parse((await call('GET', `/api/v1/expert/meet/${expert}`, w.tok.auditors!)).json());
    expect(list.meets.map((m) => m.name)).toEqual(['Kick-off', 'Code review']);
    expect((await call('GET', `/api/v1/expert/meet/${expert}`, w.tok.rivals!)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/expert/meet/${expert}`, w.tok.founder!)).statusCode).toBe(403);

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
    expect((await accept(secondId, { accept: true }, w.tok.rivals!)).statusCode).toBe(404);
    expect((await accept(secondId, { accept: true }, w.tok.founder!)).statusCode).toBe(403);
    expect((await accept(secondId, { accept: true }, w.tok.manager!)).statusCode).toBe(403);

    // A declined meeting frees its time.
    expect((await book(expert, booking('11:30', '12:00', 'Follow-up'))).statusCode).toBe(200);

    // The client reads the meetings of its ticket; others do not.
    const clientList = meetingListSchema.parse((await call('GET', `/api/v1/startup/ticket/${client}/meetings`, w.tok.founder!)).json());
    expect(clientList.meets.map((m) => [m.name, m.accepted])).toEqual([
      ['Kick-off', true],
      ['Code review', false],
      ['Follow-up', null],
    ]);
    expect((await call('GET', `/api/v1/foundation/ticket/${client}/meetings`, w.tok.fund!)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/startup/ticket/${client}/meetings`, w.tok.auditors!)).statusCode).toBe(403);

    // The work calendar shows the meetings of the week.
    const weekEnd = new Date(Date.parse(at('00:00')) + 7 * DAY_MS).toISOString();
    const weekRange = `timestampz_from=${encodeURIComponent(at('00:00'))}&timestampz_to=${encodeURIComponent(weekEnd)}`;
    const week = await call('GET', `/api/v1/expert/work_calendar/${w.ids.analyst}?${weekRange}`, w.tok.auditors!);
    expect(week.statusCode, week.body).toBe(200);
    expect(workCalendarSchema.parse(week.json()).meets.map((m) => m.name)).toEqual(['Kick-off', 'Code review', 'Follow-up']);
    // A range that starts inside a meeting still shows it; one that starts at its end does not.
    const names = async (from: string, to: string) => {
      const res = await call(
        'GET',
        `/api/v1/expert/work_calendar/${w.ids.analyst}?timestampz_from=${encodeURIComponent(at(from))}&timestampz_to=${encodeURIComponent(at(to))}`,
        w.tok.auditors!,
      );
      expect(res.statusCode, res.body).toBe(200);
      return workCalendarSchema.parse(res.json()).meets.map((m) => m.name);
    };
    expect(await names('10:30', '11:00')).toEqual(['Kick-off']);
    expect(await names('11:00', '11:30')).toEqual(['Code review']);

    // A manager cancels a meeting.
    expect((await call('DELETE', `/api/v1/manager/meetings/${secondId}`, w.tok.auditors!)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/manager/meetings/${secondId}`, w.tok.manager!)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/manager/meetings/${secondId}`, w.tok.manager!)).statusCode).toBe(404);
    expect(meetingListSchema.parse((await call('GET', `/api/v1/expert/meet/${expert}`, w.tok.auditors!)).json()).meets).toHaveLength(2);
  });

  it('are refused on a ticket outside the work stage, without an internal expert, or with a broken body', async () => {
    const sent = await expertTicket(w, 'sent');
    expect(fieldCodes(await book(sent.expert, booking('14:00', '15:00')))).toEqual({ status: 400, codes: { status: 'meeting_booking_closed' } });
    const unassigned = await expertTicket(w, 'in_work');
    const noExpert = await book(unassigned.expert, booking('14:00', '15:00'));
    expect(noExpert.json()).toMatchObject({
      code: 'validation_failed',
      errors: { internal_expert: 'Assign an internal expert first' },
      field_codes: { internal_expert: 'internal_expert_required' },
    });
    expect((await book(unassigned.client, booking('14:00', '15:00'))).statusCode).toBe(404);
    const { expert } = await expertTicket(w, 'assigned');
    expect((await book(expert, booking('14:00', '14:45'))).statusCode).toBe(400);
    expect((await book(expert, { ...booking('14:00', '15:00'), location: 'ftp://x.example.com' })).statusCode).toBe(400);
    expect(
      (await book(expert, { ...booking('14:00', '15:00'), timestampz_from: '2020-01-06T10:00:00.000Z', timestampz_to: '2020-01-06T11:00:00.000Z' })).statusCode,
    ).toBe(400);
    expect((await book(expert, booking('14:00', '15:00'))).statusCode).toBe(200);
  });

  it('cannot be answered once ended, and the refusal speaks the language of the account', async () => {
    const { expert } = await expertTicket(w, 'assigned');
    const booked = await book(expert, booking('09:00', '10:00', 'Retro'));
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json<{ id: string }>().id;
    await t.database.db
      .update(meetings)
      .set({ startsAt: new Date('2020-01-06T09:00:00Z'), endsAt: new Date('2020-01-06T10:00:00Z') })
      .where(eq(meetings.id, id));
    expect(fieldCodes(await accept(id, { accept: true }))).toEqual({ status: 400, codes: { accept: 'meeting_ended' } });
    await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.id, w.ids.auditors!));
    try {
      expect((await accept(id, { accept: true })).json()).toMatchObject({
        errors: { accept: 'Встреча уже закончилась' },
        field_codes: { accept: 'meeting_ended' },
      });
    } finally {
      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, w.ids.auditors!));
    }
  });

  it('lets only one of two simultaneous bookings take the same time', async () => {
    const { expert } = await expertTicket(w, 'assigned');
    const answers = await Promise.all([book(expert, booking('15:00', '16:00', 'First')), book(expert, booking('15:30', '16:30', 'Second'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.map((a) => (a.statusCode === 400 ? fieldCodes(a).codes : null)).filter(Boolean)).toEqual([{ timestampz_from: 'expert_not_free' }]);
  });
});
