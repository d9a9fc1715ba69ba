import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextReportDue,
  quarterlyDate,
  roomPostListSchema,
  roomPostSchema,
  roundUpdateListSchema,
  roundUpdateSchema,
  utcToday,
  type BackerStatus,
} from '@platform/contract';
import { crowdfundBackers, crowdfundRoomPosts, crowdfundUpdates, domainEvents } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { connectSocket, heard, nextEvent } from './sockets.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
let port: number;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, mails, inDays } = kit;
const a = {} as Record<'cancelled' | 'corporate' | 'expert' | 'founder' | 'investor' | 'manager' | 'outsider' | 'rejected' | 'rival' | 'waiting', Account>;
const sockets: Socket[] = [];
/** The finished round with reporting, an active one, one ended by its date (stored active), one finished with no confirmed backer, one under moderation. */
const r = { finished: '', active: '', ended: '', empty: '', fresh: '' };

async function back(roundId: string, who: Account, status: BackerStatus, role: 'investor' | 'corporate' = 'investor') {
  await t.database.db
    .insert(crowdfundBackers)
    .values({ crowdfundId: roundId, backerId: who.id, role, status, investmentAmount: status === 'active' ? 100_000 : null });
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
  a.rival = await kit.account('startup', 'Rival Labs');
  a.investor = await kit.account('investor', 'North Star Fund', 'ru');
  a.corporate = await kit.account('corporate', 'Atlas Industrial');
  a.waiting = await kit.account('investor', 'Waiting Fund');
  a.rejected = await kit.account('investor', 'Rejected Capital');
  a.cancelled = await kit.account('corporate', 'Cancelled Corp');
  a.outsider = await kit.account('investor', 'Outside Partners');
  a.expert = await kit.account('expert', 'Clearview');
  const finished = await rounds.insertRound(a.founder.id, { status: 'finished', expire: inDays(-10), backersCount: 2, reportDue: inDays(-5) });
  r.finished = finished.id;
  await back(r.finished, a.investor, 'active');
  await back(r.finished, a.corporate, 'active', 'corporate');
  await back(r.finished, a.waiting, 'new');
  await back(r.finished, a.rejected, 'reject');
  await back(r.finished, a.cancelled, 'cancel', 'corporate');
  r.active = (await rounds.insertRound(a.founder.id, { backersCount: 1 })).id;
  await back(r.active, a.investor, 'active');
  r.ended = (await rounds.insertRound(a.founder.id, { expire: inDays(-2), backersCount: 1 })).id;
  await back(r.ended, a.investor, 'active');
  r.empty = (await rounds.insertRound(a.founder.id, { status: 'finished', expire: inDays(-3) })).id;
  r.fresh = (await rounds.insertRound(a.founder.id, { status: 'new' })).id;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const postsPath = (id: string, query = '') => `/api/v1/crowdfunding/${id}/room/posts${query}`;
const read = (who: Account | undefined, id = r.finished, query = '') => call('GET', postsPath(id, query), who?.token);
const write = (who: Account | undefined, text: string, id = r.finished) => call('POST', postsPath(id), who?.token, { text });
const stored = (id = r.finished) => t.database.db.select().from(crowdfundRoomPosts).where(eq(crowdfundRoomPosts.crowdfundId, id));

describe("the backers' room: who enters", () => {
  it("opens to the round's startup, its confirmed backers and managers once the round is finished", async () => {
    for (const who of [a.founder, a.investor, a.corporate, a.manager]) {
      const res = await read(who);
      expect(res.statusCode, res.body).toBe(200);
      expect(roomPostListSchema.parse(res.json())).toEqual({ posts: [], total: 0 });
    }
    // An active round whose last day has passed reads finished: its room is open before the ending job runs.
    expect((await read(a.investor, r.ended)).statusCode).toBe(200);
  });

  it('is closed (403 room_closed) to waiting, rejected and cancelled backers and to every other company', async () => {
    for (const who of [a.waiting, a.rejected, a.cancelled, a.outsider, a.rival, a.expert]) {
      for (const res of [await read(who), await write(who, 'May I come in?')]) {
        expect(res.statusCode, `${who!.email} ${res.body}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'room_closed' });
      }
    }
    expect((await read(a.outsider, r.active)).json()).toMatchObject({ code: 'room_closed' });
    expect(await stored()).toHaveLength(0);
  });

  it('is not open yet (409 room_not_open) while the round runs, nor for a round that ended with no confirmed backer', async () => {
    for (const who of [a.founder, a.investor, a.manager]) {
      const res = await read(who, r.active);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'room_not_open' });
      expect((await write(who, 'Too early to talk', r.active)).statusCode).toBe(409);
    }
    expect((await read(a.founder, r.active)).json().message).toBe("The backers' room opens once the round is finished with confirmed backers");
    // In the reader's language.
    expect((await read(a.investor, r.active)).json().message).toBe(
      'Комната участников открывается, когда раунд завершён и у него есть подтверждённые участники',
    );
    for (const who of [a.founder, a.manager]) expect((await read(who, r.empty)).json()).toMatchObject({ code: 'room_not_open' });
    expect((await read(a.founder, r.fresh)).statusCode).toBe(409);
  });

  it('reads as not found for an unknown round or one the reader may not see, and refuses signed-out callers', async () => {
    for (const [who, id] of [
      [a.manager, randomUUID()],
      [a.outsider, r.fresh],
    ] as const) {
      const res = await read(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'crowdfunding_not_found' });
    }
    expect((await read(a.manager, 'not-a-round')).statusCode).toBe(400);
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await write(undefined, 'Hello')).statusCode).toBe(401);
  });
});

describe("the backers' room: the discussion", () => {
  it('takes posts of 2 to 2000 characters (trimmed) from its members, with their companies, and mails nobody', async () => {
    for (const text of ['', ' x ', 'x'.repeat(2001), '\u0000ok']) {
      const res = await write(a.investor, text);
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
    }
    expect((await write(a.corporate, 'x'.repeat(2001))).json()).toMatchObject({ errors: { text: 'At most 2000 characters' } });
    expect((await call('POST', postsPath(r.finished), a.investor.token, {})).statusCode).toBe(400);
    expect(await stored()).toHaveLength(0);

    const backer = await connectSocket(port, a.corporate.token);
    const outsider = await connectSocket(port, a.outsider.token);
    sockets.push(backer, outsider);
    const outsiderHeard = heard(outsider, 'crowdfunding');
    const told = nextEvent(backer, 'crowdfunding');
    const res = await write(a.founder, '  Thank you all: the round closed at 80%.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(roomPostSchema.parse(res.json())).toMatchObject({
      text: 'Thank you all: the round closed at 80%.',
      author: { id: a.founder.id, role: 'startup', company_name: 'Nordlight Robotics', logo: null },
    });
    expect(await told).toEqual({ id: r.finished });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outsiderHeard).toEqual([]);

    expect((await write(a.investor, 'ok')).json()).toMatchObject({ text: 'ok', author: { role: 'investor', company_name: 'North Star Fund' } });
    const long = await write(a.manager, 'y'.repeat(2000));
    expect(long.statusCode).toBe(200);
    expect(long.json()).toMatchObject({ author: { id: a.manager.id, role: 'manager', company_name: null } });

    await t.app.events.drain();
    const events = await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'crowdfunding.room'));
    expect(events.filter((e) => (e.payload as { roundId: string }).roundId === r.finished)).toHaveLength(3);
    for (const who of [a.founder, a.investor, a.corporate]) expect(await mails(who.email)).toHaveLength(0);
  });

  it('reads newest first, paged in SQL, with the total', async () => {
    const base = Date.now() - 60_000;
    await t.database.db
      .insert(crowdfundRoomPosts)
      .values(
        Array.from({ length: 22 }, (_, i) => ({ crowdfundId: r.ended, authorId: a.investor.id, text: `post ${i}`, createdAt: new Date(base + i * 1000) })),
      );
    const page = async (query: string) => roomPostListSchema.parse((await read(a.founder, r.ended, query)).json());
    const first = await page('');
    expect(first.total).toBe(22);
    expect(first.posts.map((p) => p.text)).toEqual(Array.from({ length: 20 }, (_, i) => `post ${21 - i}`));
    const last = await page('?take=20&skip=20');
    expect(last.posts.map((p) => p.text)).toEqual(['post 1', 'post 0']);
    expect((await page('?take=5&skip=3')).posts.map((p) => p.text)).toEqual(['post 18', 'post 17', 'post 16', 'post 15', 'post 14']);
    for (const query of ['?take=0', '?take=1001', '?skip=-1', '?take=abc']) expect((await read(a.founder, r.ended, query)).statusCode, query).toBe(400);
  });
});

describe('updates and quarterly reports in the room', () => {
  const postUpdate = (body: object, id = r.finished) => call('POST', `/api/v1/startup/crowdfunding/${id}/updates`, a.founder.token, body);

  it('a quarterly report moves the next due date to the first quarterly date after today, in the same write', async () => {
    const res = await postUpdate({ text: 'Q1 report: revenue up 40%, two new hires.', kind: 'report' });
    expect(res.statusCode, res.body).toBe(200);
    expect(roundUpdateSchema.parse(res.json())).toMatchObject({ kind: 'report' });
    const expected = nextReportDue(inDays(-10), utcToday());
    expect(expected).toBe(quarterlyDate(inDays(-10), 1));
    expect((await rounds.round(r.finished)).reportDue).toBe(expected);
    // A second report the same day leaves it there; a plain update does not move it.
    expect((await postUpdate({ text: 'An addendum to the quarterly report.', kind: 'report' })).statusCode).toBe(200);
    expect((await postUpdate({ text: 'News: we opened an office in Oslo.' })).json()).toMatchObject({ kind: 'update' });
    expect((await rounds.round(r.finished)).reportDue).toBe(expected);

    const card = (await call('GET', `/api/v1/investor/crowdfunding_card/${r.finished}`, a.investor.token)).json();
    expect(card.reporting).toEqual({ state: 'current', due: expected, late_since: null });
    const list = roundUpdateListSchema.parse((await call('GET', `/api/v1/crowdfunding/${r.finished}/updates`, a.investor.token)).json());
    expect(list.updates.map((u) => u.kind)).toEqual(['update', 'report', 'report']);
  });

  it('a report on a round without reporting, or an unknown kind, is refused and nothing is saved', async () => {
    const before = (await t.database.db.select().from(crowdfundUpdates)).length;
    const refused = await postUpdate({ text: 'A report while the round still runs.', kind: 'report' }, r.active);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      errors: { kind: 'This round has no quarterly reporting: post it as an update' },
      field_codes: { kind: 'report_not_expected' },
    });
    expect((await postUpdate({ text: 'A report while the round still runs.', kind: 'summary' }, r.active)).statusCode).toBe(400);
    expect((await rounds.round(r.active)).reportDue).toBeNull();
    expect(await t.database.db.select().from(crowdfundUpdates)).toHaveLength(before);
  });
});
