import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedSchema, meetingSchema } from '@platform/contract';
import { calendarFeeds, internalExperts, meetings, sessions, users } from '../src/db/schema/index.js';
import { createUser, login, startTestApp, type TestApp } from './harness.js';
import { assignedTicket, at, booking, call, parseIcs, world, type World } from './fixtures/meetings.js';
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

const feedPath = () => `/api/v1/expert/internal-expert/${w.ids.analyst}/calendar-feed`;
/** The path of a feed address, for `inject`. */
const pathOf = (url: string) => new URL(url).pathname;
const read = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });

describe('the calendar feed of an internal expert', () => {
  it('is made, read by its address, replaced and revoked by the expert company', async () => {
    const none = await call(w, 'GET', feedPath(), w.tok.auditors);
    expect(none.statusCode, none.body).toBe(200);
    expect(calendarFeedSchema.parse(none.json())).toEqual({ url: null, created_at: null });

    const made = await call(w, 'POST', feedPath(), w.tok.auditors);
    expect(made.statusCode, made.body).toBe(200);
    const feed = calendarFeedSchema.parse(made.json());
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Only the hash is stored; reading tells when, never the address.
    const token = /calendar\/(.+)\.ics$/.exec(feed.url!)![1]!;
    const [stored] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.internalExpertId, w.ids.analyst!));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);
    expect(calendarFeedSchema.parse((await call(w, 'GET', feedPath(), w.tok.auditors)).json())).toEqual({ url: null, created_at: feed.created_at });

    // Meetings: accepted, waiting, declined, one long past.
    const { expert } = await assignedTicket(w);
    const ids: string[] = [];
    for (const [from, to, name] of [
      ['10:00', '11:00', 'Accepted'],
      ['11:00', '12:00', 'Waiting'],
      ['12:00', '13:00', 'Declined'],
      ['14:00', '15:00', 'Old'],
    ] as const) {
      const res = await call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/meetings`, w.tok.manager, booking(from, to, name));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(meetingSchema.parse(res.json()).id);
    }
    expect((await call(w, 'PATCH', `/api/v1/expert/work_calendar/meet/accept/${ids[0]}`, w.tok.auditors, { accept: true })).statusCode).toBe(200);
    expect(
      (await call(w, 'PATCH', `/api/v1/expert/work_calendar/meet/accept/${ids[2]}`, w.tok.auditors, { accept: false, reason: 'Travelling that day' }))
        .statusCode,
    ).toBe(200);
    const old = new Date(Date.now() - 100 * 86_400_000);
    await t.database.db
      .update(meetings)
      .set({ startsAt: old, endsAt: new Date(old.getTime() + 3_600_000) })
      .where(eq(meetings.id, ids[3]!));

    const res = await read(feed.url!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const ics = parseIcs(res.body);
    expect(ics.method).toBe('PUBLISH');
    expect(ics.name).toBe('Anna Analyst');
    expect(ics.events.map((e) => [e.summary, e.status])).toEqual([
      ['Accepted', 'CONFIRMED'],
      ['Waiting', 'TENTATIVE'],
      ['Declined', 'CANCELLED'],
    ]);
    const first = ics.events[0]!;
    expect(first.uid).toBe(`meeting-${ids[0]}@localhost`);
    expect(first.start.zone?.tzid).toBe('UTC');
    expect(first.start.toJSDate().toISOString()).toBe(at('10:00'));
    expect(first.location).toBe('https://meet.example.com/dd');

    // A cancelled due diligence cancels its meetings in the feed.
    expect((await call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/status`, w.tok.manager, { event: 'cancel' })).statusCode).toBe(200);
    expect(parseIcs((await read(feed.url!)).body).events.map((e) => [e.summary, e.status])).toEqual([
      ['Accepted', 'CANCELLED'],
      ['Waiting', 'CANCELLED'],
      ['Declined', 'CANCELLED'],
    ]);

    // Another company's expert has no feed of this one.
    const [other] = await t.database.db.insert(internalExperts).values({ companyId: w.ids.rivals!, name: 'Rita', surname: 'Rival' }).returning();
    expect(parseIcs((await read(feed.url!)).body).events.every((e) => e.summary !== 'Rita')).toBe(true);
    expect((await call(w, 'POST', `/api/v1/expert/internal-expert/${other!.id}/calendar-feed`, w.tok.auditors)).statusCode).toBe(404);

    // Replacing: the old address is 404, the new one works.
    const rotated = calendarFeedSchema.parse((await call(w, 'POST', feedPath(), w.tok.auditors)).json());
    expect(rotated.url).not.toBe(feed.url);
    expect((await read(feed.url!)).statusCode).toBe(404);
    expect((await read(rotated.url!)).statusCode).toBe(200);

    // Revoking: 404, and reading says there is none.
    expect((await call(w, 'DELETE', feedPath(), w.tok.auditors)).statusCode).toBe(200);
    expect((await read(rotated.url!)).statusCode).toBe(404);
    expect(calendarFeedSchema.parse((await call(w, 'GET', feedPath(), w.tok.auditors)).json())).toEqual({ url: null, created_at: null });
    expect((await call(w, 'DELETE', feedPath(), w.tok.auditors)).statusCode).toBe(200);
  });

  it('belongs to the expert company alone', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(w, method, feedPath(), w.tok.rivals)).statusCode, method).toBe(404);
      for (const key of ['manager', 'founder', 'fund']) expect((await call(w, method, feedPath(), w.tok[key])).statusCode, `${method} ${key}`).toBe(403);
      expect((await call(w, method, feedPath())).statusCode, method).toBe(401);
      expect((await call(w, method, '/api/v1/expert/internal-expert/not-an-id/calendar-feed', w.tok.auditors)).statusCode, method).toBe(400);
    }
    expect(await t.database.db.select().from(calendarFeeds)).toHaveLength(0);
  });

  it('answers 404 to unknown addresses and limits how often one address reads', async () => {
    for (const token of ['x', 'A'.repeat(43), '%00', 'a.b'])
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/calendar/${token}.ics` })).statusCode, token).toBe(404);
    const limited = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await limited.app.inject({ method: 'GET', url: `/api/v1/calendar/${'B'.repeat(43)}.ics` })).statusCode);
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the calendar feeds of a company that is not active', () => {
  const block = async (action: 'block' | 'unblock', id: string) => {
    // Blocking asks for a proof from the last minutes; this file's clock is fixed to a weekday, the
    // database's is not, so the manager's proof is dated by the file's clock, as if just given.
    await t.database.db.update(sessions).set({ reauthenticatedAt: new Date() });
    return call(w, 'POST', `/api/v1/manager/companies/${id}/${action}`, w.tok.manager, { reason: 'Checking the documents' });
  };

  it('fall silent while the company is blocked (404, no meetings) and answer again after the unblock', async () => {
    const feed = calendarFeedSchema.parse((await call(w, 'POST', feedPath(), w.tok.auditors)).json());
    const { expert } = await assignedTicket(w);
    expect(
      (await call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/meetings`, w.tok.manager, booking('16:00', '17:00', 'While blocked'))).statusCode,
    ).toBe(200);
    const summaries = async () => parseIcs((await read(feed.url!)).body).events.map((e) => e.summary);
    expect(await summaries()).toContain('While blocked');

    expect((await block('block', w.ids.auditors!)).statusCode).toBe(200);
    const blocked = await read(feed.url!);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.headers['content-type']).toMatch(/^application\/json/);
    expect(blocked.json()).toEqual({ code: 'not_found', message: 'Not found' });
    expect(blocked.body).not.toContain('While blocked');
    // The feed itself is kept: the same address answers again after the unblock.
    expect(await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.internalExpertId, w.ids.analyst!))).toHaveLength(1);

    expect((await block('unblock', w.ids.auditors!)).statusCode).toBe(200);
    expect((await read(feed.url!)).statusCode).toBe(200);
    expect(await summaries()).toContain('While blocked');
    w.tok.auditors = await login(t, w.ids.auditorsEmail!, 'correct-horse-battery');
  });

  it('answer 404 once the company is deleted, also where its rows were left behind', async () => {
    const other = await createUser(t, { role: 'expert', name: 'Leaving Audit' });
    const token = await login(t, other.email, other.password);
    const feedOf = async () => {
      const [person] = await t.database.db.insert(internalExperts).values({ companyId: other.id, name: 'Lea', surname: 'Leaving' }).returning();
      const made = await call(w, 'POST', `/api/v1/expert/internal-expert/${person!.id}/calendar-feed`, token);
      expect(made.statusCode, made.body).toBe(200);
      return calendarFeedSchema.parse(made.json()).url!;
    };
    // An account marked deleted whose experts and feeds were left behind (as deletion once left them).
    const leftBehind = await feedOf();
    expect((await read(leftBehind)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, other.id));
    expect((await read(leftBehind)).statusCode).toBe(404);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, other.id));
    expect((await read(leftBehind)).statusCode).toBe(200);

    // Deleting the account through the API, with a proof dated by this file's fixed clock.
    await t.database.db.update(sessions).set({ reauthenticatedAt: new Date() });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: other.email },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read(leftBehind)).statusCode).toBe(404);
  });
});
