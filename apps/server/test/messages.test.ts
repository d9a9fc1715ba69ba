import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyThreadListSchema, managerThreadListSchema, threadDetailSchema, ticketThreadListSchema, userEventsSchema } from '@platform/contract';
import { auditLog, mailOutbox, threads, tickets } from '../src/db/schema/index.js';
import { bearer, caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { multipart, pdf, png } from './fixtures/files.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);

async function account(role: 'startup' | 'investor' | 'expert' | 'manager', name = `${role} Co`) {
  const u = await createUser(t, { role, name });
  return { ...u, token: await login(t, u.email, u.password) };
}
async function attachment(token: string, name = 'notes.pdf', bytes = pdf()) {
  const body = multipart('file', name, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/files/upload?type=message_attachment',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string; path: string; name: string }>();
}
const events = async (token: string) => userEventsSchema.parse((await call('GET', '/api/v1/user/events', token)).json());
const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'thread.answer')));

let manager: Awaited<ReturnType<typeof account>>;
beforeAll(async () => {
  manager = await account('manager');
});

describe('company threads: a startup and the platform', () => {
  it('a startup starts a thread with a file; the manager finds it waiting, answers with a file; the startup is told, reads, replies', async () => {
    const startup = await account('startup', 'Blade Robotics');
    const mine = await attachment(startup.token, 'deck notes.pdf');
    const started = await call('POST', '/api/v1/company-task', startup.token, {
      title: 'Question about fees',
      text: 'How are fees charged?',
      files: [{ id: mine.id }],
    });
    expect(started.statusCode, started.body).toBe(200);
    const thread = threadDetailSchema.parse(started.json());
    expect(thread).toMatchObject({
      kind: 'company',
      title: 'Question about fees',
      description: 'How are fees charged?',
      closed: false,
      answered: true,
      awaiting_reply: false,
      unread: false,
    });
    expect(thread.posts).toEqual([
      expect.objectContaining({
        author: 'company',
        author_name: 'Blade Robotics',
        text: 'How are fees charged?',
        files: [expect.objectContaining({ id: mine.id, name: 'deck notes.pdf' })],
      }),
    ]);

    const queue = managerThreadListSchema.parse((await call('GET', '/api/v1/manager/threads?state=waiting&kind=company&take=100', manager.token)).json());
    const queued = queue.threads.find((q) => q.id === thread.id);
    expect(queued).toMatchObject({ unread: true, company: { name: 'Blade Robotics', role: 'startup' } });
    expect(queued!.waiting_since).toBe(thread.last_post.created_at);
    expect((await call('GET', mine.path, manager.token)).statusCode).toBe(200);

    const theirs = await attachment(manager.token, 'tariffs.pdf');
    const answered = await call('POST', `/api/v1/manager/threads/${thread.id}/posts`, manager.token, {
      text: 'See the tariffs attached.',
      files: [{ id: theirs.id }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(threadDetailSchema.parse(answered.json())).toMatchObject({ answered: false, awaiting_reply: true });

    expect(await events(startup.token)).toMatchObject({ new_company_tasks: 1, new_ticket_tasks: 0 });
    const list = companyThreadListSchema.parse(
      (await call('GET', '/api/v1/company-task/list?take=20&skip=0&order_by=updatedAt&order_dir=DESC', startup.token)).json(),
    );
    expect(list.total).toBe(1);
    expect(list.companyTasks[0]).toMatchObject({
      id: thread.id,
      unread: true,
      awaiting_reply: true,
      last_post: { author: 'manager', preview: 'See the tariffs attached.' },
    });

    const read = threadDetailSchema.parse((await call('GET', `/api/v1/company-task/${thread.id}`, startup.token)).json());
    expect(read.posts.map((p) => [p.author, p.author_name, p.text])).toEqual([
      ['company', 'Blade Robotics', 'How are fees charged?'],
      ['manager', null, 'See the tariffs attached.'],
    ]);
    expect(read.unread).toBe(false);
    expect(await events(startup.token)).toMatchObject({ new_company_tasks: 0 });
    expect((await call('GET', theirs.path, startup.token)).statusCode).toBe(200);

    const replied = await call('POST', `/api/v1/company-task/${thread.id}/posts`, startup.token, { text: 'Thanks, clear.' });
    expect(threadDetailSchema.parse(replied.json())).toMatchObject({ answered: true, awaiting_reply: false });
    const again = managerThreadListSchema.parse((await call('GET', '/api/v1/manager/threads?take=100', manager.token)).json());
    expect(again.threads.find((q) => q.id === thread.id)?.unread).toBe(true);
  });

  it('mails the company once for answers within ten minutes, in its language and time zone, with a link to the thread', async () => {
    const startup = await account('startup', 'Мостострой');
    expect((await call('PATCH', '/api/v1/user/settings', startup.token, { language: 'ru', time_zone: 'Asia/Vladivostok' })).statusCode).toBe(200);
    const thread = threadDetailSchema.parse((await call('POST', '/api/v1/company-task', startup.token, { title: 'Сроки', text: 'Когда будет ответ?' })).json());
    expect(await mailsTo(startup.email)).toHaveLength(0);
    for (const text of ['Завтра.', 'Уточнение: до обеда.']) {
      expect((await call('POST', `/api/v1/manager/threads/${thread.id}/posts`, manager.token, { text })).statusCode).toBe(200);
    }
    const [letter, ...more] = await mailsTo(startup.email);
    expect(more).toHaveLength(0);
    expect(letter).toMatchObject({ language: 'ru', subject: 'Ответ платформы: Сроки' });
    expect(letter!.text).toContain(`${t.config.publicUrl}/cabinet/messages/view/${thread.id}/`);
    expect(letter!.text).toMatch(/GMT\+10|VLAT/);

    // Ten minutes later the next answer is mailed again.
    await t.database.db
      .update(threads)
      .set({ mailedAt: sql`now() - interval '11 minutes'` })
      .where(eq(threads.id, thread.id));
    await call('POST', `/api/v1/manager/threads/${thread.id}/posts`, manager.token, { text: 'Готово.' });
    expect(await mailsTo(startup.email)).toHaveLength(2);
    expect(await mailsTo(manager.email)).toHaveLength(0);
  });

  it('a manager closes a thread, which becomes read-only for the company, and reopens it; both are in the audit log', async () => {
    const expert = await account('expert', 'Audit Partners');
    const thread = threadDetailSchema.parse(
      (await call('POST', '/api/v1/company-task', expert.token, { title: 'Profile check', text: 'Is our profile complete?' })).json(),
    );
    const closed = await call('PATCH', `/api/v1/manager/threads/${thread.id}`, manager.token, { closed: true });
    expect(threadDetailSchema.parse(closed.json())).toMatchObject({ closed: true, awaiting_reply: false });
    const refused = await call('POST', `/api/v1/company-task/${thread.id}/posts`, expert.token, { text: 'One more thing' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'thread_closed' });
    expect(companyThreadListSchema.parse((await call('GET', '/api/v1/company-task/list', expert.token)).json()).companyTasks[0]).toMatchObject({
      closed: true,
    });
    await call('PATCH', `/api/v1/manager/threads/${thread.id}`, manager.token, { closed: false });
    expect((await call('POST', `/api/v1/company-task/${thread.id}/posts`, expert.token, { text: 'One more thing' })).statusCode).toBe(200);
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, thread.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['thread.close', 'thread.reopen']);
  });

  it('a manager starts a thread with any company; it waits unread for the company and is audited', async () => {
    const startup = await account('startup', 'Quiet Labs');
    const res = await call('POST', '/api/v1/manager/threads', manager.token, { company_id: startup.id, title: 'Welcome', text: 'Tell us about your product.' });
    expect(res.statusCode, res.body).toBe(200);
    const thread = threadDetailSchema.parse(res.json());
    expect(thread).toMatchObject({ kind: 'company', answered: false, awaiting_reply: true, company: { id: startup.id, name: 'Quiet Labs' } });
    expect(await events(startup.token)).toMatchObject({ new_company_tasks: 1 });
    expect(await mailsTo(startup.email)).toHaveLength(1);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, thread.id));
    expect(entry).toMatchObject({ action: 'thread.start', actorId: manager.id });
  });

  it('lists waiting threads oldest wait first, with the median time to a first answer', async () => {
    const a = await account('startup', 'First Waiter');
    const b = await account('startup', 'Second Waiter');
    const first = threadDetailSchema.parse((await call('POST', '/api/v1/company-task', a.token, { title: 'Older', text: 'Waiting long' })).json());
    const second = threadDetailSchema.parse((await call('POST', '/api/v1/company-task', b.token, { title: 'Newer', text: 'Waiting less' })).json());
    await t.database.db
      .update(threads)
      .set({ waitingSince: sql`now() - interval '3 days'` })
      .where(eq(threads.id, first.id));
    const queue = managerThreadListSchema.parse((await call('GET', '/api/v1/manager/threads?state=waiting&take=100', manager.token)).json());
    const ids = queue.threads.map((q) => q.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(first.id)).toBe(0);

    // Answered 2 h after it was started: the only such thread in a fresh window decides the median.
    await t.database.db.update(threads).set({ firstAnswerAt: null });
    await t.database.db
      .update(threads)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(threads.id, second.id));
    await call('POST', `/api/v1/manager/threads/${second.id}/posts`, manager.token, { text: 'Here you go' });
    const after = managerThreadListSchema.parse((await call('GET', '/api/v1/manager/threads?state=waiting&take=100', manager.token)).json());
    expect(after.usual_answer_seconds).toBeGreaterThanOrEqual(7200);
    expect(after.usual_answer_seconds).toBeLessThan(7260);
    expect(threadDetailSchema.parse((await call('GET', `/api/v1/company-task/${second.id}`, b.token)).json()).usual_answer_seconds).toBe(
      after.usual_answer_seconds,
    );
  });
});

describe('ticket threads: an investor and the platform on an application', () => {
  it('the owner starts a thread on its application; the manager answers; the ticket counter moves and the list shows it', async () => {
    const investor = await account('investor', 'North Fund');
    const [ticket] = await t.database.db.insert(tickets).values({ type: 'investor_investment', ownerId: investor.id, form: {} }).returning();
    expect(ticketThreadListSchema.parse((await call('GET', `/api/v1/ticket-task/list/${ticket!.id}`, investor.token)).json())).toEqual({ ticketTasks: [] });
    const created = await call('POST', `/api/v1/ticket-task/create/${ticket!.id}`, investor.token, {
      title: 'Shortlist timing',
      text: 'When will we see candidates?',
      files: [{ id: (await attachment(investor.token, 'brief.png', png(200, 200))).id }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const thread = threadDetailSchema.parse(created.json());
    expect(thread).toMatchObject({ kind: 'ticket', ticket_id: ticket!.id, ticket_type: 'investor_investment' });

    const queue = managerThreadListSchema.parse((await call('GET', '/api/v1/manager/threads?kind=ticket&take=100', manager.token)).json());
    expect(queue.threads.map((q) => q.id)).toContain(thread.id);
    await call('POST', `/api/v1/manager/threads/${thread.id}/posts`, manager.token, { text: 'Within a week.' });
    expect(await events(investor.token)).toMatchObject({ new_ticket_tasks: 1, new_company_tasks: 0 });
    const card = () =>
      call('GET', '/api/v1/foundation/ticket_list?take=20&skip=0', investor.token).then((r) =>
        r.json<{ tickets: { id: string; messages_count: number; new_ticket_tasks: number }[] }>().tickets.find((x) => x.id === ticket!.id),
      );
    expect(await card()).toMatchObject({ messages_count: 1, new_ticket_tasks: 1 });
    const list = ticketThreadListSchema.parse((await call('GET', `/api/v1/ticket-task/list/${ticket!.id}`, investor.token)).json());
    expect(list.ticketTasks).toEqual([expect.objectContaining({ id: thread.id, unread: true, awaiting_reply: true })]);
    const [letter] = await mailsTo(investor.email);
    expect(letter!.text).toContain(`/cabinet/applications/view/investor_investment/${ticket!.id}/message/view/${thread.id}`);

    const opened = threadDetailSchema.parse((await call('GET', `/api/v1/ticket-task/${thread.id}`, investor.token)).json());
    expect(opened.posts.map((p) => p.text)).toEqual(['When will we see candidates?', 'Within a week.']);
    expect(await events(investor.token)).toMatchObject({ new_ticket_tasks: 0 });
    expect(await card()).toMatchObject({ messages_count: 1, new_ticket_tasks: 0 });
    expect((await call('POST', `/api/v1/ticket-task/${thread.id}/posts`, investor.token, { text: 'Thanks' })).statusCode).toBe(200);
  });

  it('a manager starts a thread on any application, addressed to its owner', async () => {
    const investor = await account('investor', 'South Fund');
    const [ticket] = await t.database.db.insert(tickets).values({ type: 'investor_pilot', ownerId: investor.id, form: {} }).returning();
    const res = await call('POST', '/api/v1/manager/threads', manager.token, {
      ticket_id: ticket!.id,
      title: 'Missing task file',
      text: 'Please attach the task description.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(threadDetailSchema.parse(res.json())).toMatchObject({ kind: 'ticket', ticket_id: ticket!.id, company: { id: investor.id } });
    expect(ticketThreadListSchema.parse((await call('GET', `/api/v1/ticket-task/list/${ticket!.id}`, investor.token)).json()).ticketTasks).toHaveLength(1);
  });
});
