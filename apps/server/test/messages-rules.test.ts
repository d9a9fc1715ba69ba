import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, threadDetailSchema } from '@platform/contract';
import { threadPosts, threads, tickets } from '../src/db/schema/index.js';
import { bearer, caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { multipart, pdf } from './fixtures/files.js';

/** What threads refuse: bad input, other companies' threads and tickets, the wrong roles. Nothing is stored. */
let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};
let ownThread: string;
let otherThread: string;
let ticketThread: string;
let ownTicket: string;
let otherTicket: string;

const call = caller(() => t);
async function upload(token: string, type = 'message_attachment', name = 'a.pdf', bytes = pdf()) {
  const body = multipart('file', name, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/files/upload?type=${type}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string; path: string }>();
}
const stored = async () => {
  const [[a], [b]] = await Promise.all([t.database.db.select({ n: count() }).from(threads), t.database.db.select({ n: count() }).from(threadPosts)]);
  return { threads: a!.n, posts: b!.n };
};

beforeAll(async () => {
  t = await startTestApp();
  for (const [key, role] of [
    ['startup', 'startup'],
    ['other', 'startup'],
    ['expert', 'expert'],
    ['investor', 'investor'],
    ['corporate', 'corporate'],
    ['manager', 'manager'],
  ] as const) {
    const u = await createUser(t, { role, name: key });
    ids[key] = u.id;
    tok[key] = await login(t, u.email, u.password);
  }
  const start = async (token: string) =>
    threadDetailSchema.parse((await call('POST', '/api/v1/company-task', token, { title: 'Hello there', text: 'First post' })).json()).id;
  ownThread = await start(tok.startup!);
  otherThread = await start(tok.other!);
  const [mine] = await t.database.db.insert(tickets).values({ type: 'startup_pilot', ownerId: ids.startup!, form: {} }).returning();
  const [theirs] = await t.database.db.insert(tickets).values({ type: 'startup_pilot', ownerId: ids.other!, form: {} }).returning();
  ownTicket = mine!.id;
  otherTicket = theirs!.id;
  ticketThread = threadDetailSchema.parse(
    (await call('POST', `/api/v1/ticket-task/create/${ownTicket}`, tok.startup!, { title: 'On the pilot', text: 'A question' })).json(),
  ).id;
});
afterAll(() => t.close());

describe('threads refuse bad input, and store nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a subject of 2 characters', { title: 'Hi', text: 'Body' }, 'title'],
    [`a subject over ${MESSAGE_SUBJECT_MAX} characters`, { title: 'x'.repeat(MESSAGE_SUBJECT_MAX + 1), text: 'Body' }, 'title'],
    ['an empty text', { title: 'Subject', text: '   ' }, 'text'],
    [`a text over ${MESSAGE_TEXT_MAX} characters`, { title: 'Subject', text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) }, 'text'],
    ['a text with a NUL character', { title: 'Subject', text: 'a\u0000b' }, 'text'],
    ['a file id that is not an id', { title: 'Subject', text: 'Body', files: [{ id: 'nope' }] }, 'files.0.id'],
  ];
  for (const [name, body, field] of cases) {
    it(`refuses ${name}`, async () => {
      const before = await stored();
      const res = await call('POST', '/api/v1/company-task', tok.startup!, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toContain(field);
      expect(await stored()).toEqual(before);
    });
  }

  it('refuses six files, a file uploaded by someone else, a file uploaded for another purpose and a file twice', async () => {
    const before = await stored();
    const six = await Promise.all(Array.from({ length: 6 }, () => upload(tok.startup!)));
    const foreign = await upload(tok.other!);
    const logo = await upload(tok.startup!, 'pitch_deck', 'deck.pdf');
    const one = await upload(tok.startup!);
    for (const files of [six.map((f) => ({ id: f.id })), [{ id: foreign.id }], [{ id: logo.id }], [{ id: one.id }, { id: one.id }]]) {
      const res = await call('POST', `/api/v1/company-task/${ownThread}/posts`, tok.startup!, { text: 'With files', files });
      expect(res.statusCode, JSON.stringify(files)).toBe(400);
    }
    expect(await stored()).toEqual(before);
    // The foreign file is still its uploader's alone.
    expect((await call('GET', foreign.path, tok.startup!)).statusCode).toBe(404);
  });

  it('refuses a file of another kind at upload', async () => {
    const body = multipart('file', 'script.pdf', Buffer.from('#!/bin/sh\necho hi\n'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files/upload?type=message_attachment',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tok.startup!) },
    });
    expect(res.statusCode).toBe(400);
  });

  it('stores text as it was typed: markup is text, never HTML', async () => {
    const text = '<script>alert(1)</script> & <b>bold</b>';
    const res = await call('POST', `/api/v1/company-task/${ownThread}/posts`, tok.startup!, { text });
    expect(threadDetailSchema.parse(res.json()).posts.at(-1)!.text).toBe(text);
  });
});

describe('threads refuse other companies, the wrong roles and closed threads', () => {
  it('answers 404 "Can\'t find message id" for another company\'s thread, an unknown id, and a ticket thread through company calls', async () => {
    for (const url of [
      `/api/v1/company-task/${otherThread}`,
      '/api/v1/company-task/00000000-0000-4000-8000-000000000000',
      `/api/v1/company-task/${ticketThread}`,
      `/api/v1/ticket-task/${ownThread}`,
    ]) {
      const res = await call('GET', url, tok.startup!);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ message: string }>().message).toBe("Can't find message id");
    }
    const before = await stored();
    expect((await call('POST', `/api/v1/company-task/${otherThread}/posts`, tok.startup!, { text: 'Sneaky' })).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('answers 400 for a malformed thread id', async () => {
    const res = await call('GET', '/api/v1/company-task/not-an-id', tok.startup!);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("Can't find message id");
  });

  it('refuses threads on a ticket that is not the caller’s', async () => {
    const before = await stored();
    expect((await call('GET', `/api/v1/ticket-task/list/${otherTicket}`, tok.startup!)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/ticket-task/create/${otherTicket}`, tok.startup!, { title: 'Not mine', text: 'Hello' })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/ticket-task/list/${ownTicket}`, tok.investor!)).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('gives investors and corporates their own company threads only, and keeps clients out of the managers’ calls', async () => {
    for (const who of ['investor', 'corporate']) {
      expect((await call('GET', '/api/v1/company-task/list', tok[who]!)).json().companyTasks).toEqual([]);
      expect((await call('GET', `/api/v1/company-task/${ownThread}`, tok[who]!)).statusCode).toBe(404);
    }
    for (const who of ['startup', 'expert', 'investor']) {
      expect((await call('GET', '/api/v1/manager/threads', tok[who]!)).statusCode).toBe(403);
      expect((await call('PATCH', `/api/v1/manager/threads/${ownThread}`, tok[who]!, { closed: true })).statusCode).toBe(403);
      expect((await call('POST', `/api/v1/manager/threads/${ownThread}/posts`, tok[who]!, { text: 'As manager' })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/v1/company-task/list', tok.manager!)).statusCode).toBe(403);
    const [row] = await t.database.db.select({ closed: threads.closed }).from(threads).where(eq(threads.id, ownThread));
    expect(row!.closed).toBe(false);
  });

  it('refuses a reply to a closed thread, from either side', async () => {
    await call('PATCH', `/api/v1/manager/threads/${ticketThread}`, tok.manager!, { closed: true });
    const before = await stored();
    const company = await call('POST', `/api/v1/ticket-task/${ticketThread}/posts`, tok.startup!, { text: 'Still there?' });
    expect(company.statusCode).toBe(409);
    expect(company.json<{ message: string }>().message).toMatch(/closed/);
    expect((await call('POST', `/api/v1/manager/threads/${ticketThread}/posts`, tok.manager!, { text: 'Closing note' })).statusCode).toBe(409);
    expect(await stored()).toEqual(before);
  });

  it('refuses a manager thread for an unknown company or ticket, and one naming both or neither', async () => {
    const before = await stored();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', '/api/v1/manager/threads', tok.manager!, { company_id: unknown, title: 'Hello there', text: 'Hi' })).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/manager/threads', tok.manager!, { ticket_id: unknown, title: 'Hello there', text: 'Hi' })).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/manager/threads', tok.manager!, { title: 'Hello there', text: 'Hi' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/v1/manager/threads', tok.manager!, { company_id: ids.startup, ticket_id: ownTicket, title: 'Hello there', text: 'Hi' }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/v1/manager/threads', tok.manager!, { company_id: ids.manager, title: 'Hello there', text: 'Hi' })).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('refuses an unknown time zone', async () => {
    const res = await call('PATCH', '/api/v1/user/settings', tok.startup!, { time_zone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
  });
});
