import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingListSchema } from '@platform/contract';
import { startTestApp, type TestApp } from './harness.js';
import { assignedTicket, booking, call, world, type World } from './fixtures/meetings.js';
import { comingWeekday, fixClock } from './fixtures/dates.js';

// Today, the week and a meeting's end start from one instant, a Wednesday at 10:00 UTC: no day turns over mid-test.
fixClock(() => comingWeekday(3));
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await world(t);
});
afterAll(() => t.close());

const read = (expertTicket: string, token = w.tok.manager) => call(w, 'GET', `/api/v1/manager/expert-tickets/${expertTicket}/meetings`, token);

describe("the manager's read of an expert ticket's meetings", () => {
  it('lists the meetings of that expert ticket only, by start time, with their answers', async () => {
    const { expert } = await assignedTicket(w);
    const other = await assignedTicket(w);
    expect((await read(expert)).json()).toEqual({ meets: [] });
    for (const [from, to, name] of [
      ['14:00', '15:00', 'Review'],
      ['10:00', '11:00', 'Kick-off'],
    ] as const)
      expect((await call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/meetings`, w.tok.manager, booking(from, to, name))).statusCode).toBe(200);
    expect(
      (await call(w, 'POST', `/api/v1/manager/expert-tickets/${other.expert}/meetings`, w.tok.manager, booking('12:00', '13:00', 'Elsewhere'))).statusCode,
    ).toBe(200);

    const answer = await read(expert);
    expect(answer.statusCode, answer.body).toBe(200);
    const { meets } = meetingListSchema.parse(answer.json());
    expect(meets.map((m) => m.name)).toEqual(['Kick-off', 'Review']);
    expect(meets[0]).toMatchObject({ accepted: null, offer: { id: expert, status: 'due_in_due' }, internal_expert: { id: w.ids.analyst } });

    expect(
      (await call(w, 'PATCH', `/api/v1/expert/work_calendar/meet/accept/${meets[1]!.id}`, w.tok.auditors, { accept: false, reason: 'Out of office' }))
        .statusCode,
    ).toBe(200);
    expect(meetingListSchema.parse((await read(expert)).json()).meets[1]).toMatchObject({ accepted: false, reason: 'Out of office' });
  });
});

describe("the manager's read refuses", () => {
  it('other roles (403), a ticket that is not an expert ticket or does not exist (404) and a bad id (400)', async () => {
    const { client, expert } = await assignedTicket(w);
    expect((await read(expert, w.tok.auditors)).statusCode).toBe(403);
    expect((await read(expert, w.tok.founder)).statusCode).toBe(403);
    expect((await read(client)).statusCode).toBe(404);
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await read('nope')).statusCode).toBe(400);
    expect((await call(w, 'GET', `/api/v1/manager/expert-tickets/${expert}/meetings`)).statusCode).toBe(401);
  });
});
