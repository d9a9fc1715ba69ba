import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadDetailSchema } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { tickets } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';
import { connectSocket, listening, nextEvent } from './sockets.js';

const post = (app: TestApp['app'], url: string, token: string, payload: object) => app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('threads over the socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    port = await listening(t.app);
  });
  afterAll(() => t.close());

  it('tells managers of a company’s new thread, and the company of the answer with its counters', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const startup = await createUser(t, { role: 'startup', name: 'Live Labs' });
    const managerToken = await login(t, manager.email, manager.password);
    const startupToken = await login(t, startup.email, startup.password);
    const m = await connectSocket(port, managerToken);
    const s = await connectSocket(port, startupToken);

    const managersHear = nextEvent(m, 'companyMessage');
    const thread = threadDetailSchema.parse(
      (await post(t.app, '/api/v1/company-task', startupToken, { title: 'Live question', text: 'Anyone there?' })).json(),
    );
    expect(await managersHear).toEqual({ id: thread.id, ticketId: null });

    const companyHears = nextEvent(s, 'companyMessage');
    const counters = nextEvent(s, 'userEvents');
    await post(t.app, `/api/v1/manager/threads/${thread.id}/posts`, managerToken, { text: 'Yes, here.' });
    expect(await companyHears).toEqual({ id: thread.id, ticketId: null });
    expect(await counters).toMatchObject({ new_company_tasks: 1 });
    m.close();
    s.close();
  });

  it('sends `message` for a thread on a ticket, to its owner only', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const investor = await createUser(t, { role: 'investor', name: 'Live Fund' });
    const stranger = await createUser(t, { role: 'investor', name: 'Other Fund' });
    const [ticket] = await t.database.db.insert(tickets).values({ type: 'investor_investment', ownerId: investor.id, form: {} }).returning();
    const i = await connectSocket(port, await login(t, investor.email, investor.password));
    const x = await connectSocket(port, await login(t, stranger.email, stranger.password));
    let strangerHeard = false;
    x.on('message', () => (strangerHeard = true));
    const heard = nextEvent(i, 'message');
    const res = await post(t.app, '/api/v1/manager/threads', await login(t, manager.email, manager.password), {
      ticket_id: ticket!.id,
      title: 'About your application',
      text: 'A question',
    });
    const thread = threadDetailSchema.parse(res.json());
    expect(await heard).toEqual({ id: thread.id, ticketId: ticket!.id });
    await new Promise((r) => setTimeout(r, 100));
    expect(strangerHeard).toBe(false);
    i.close();
    x.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('threads across processes (Redis adapter)', () => {
    it('delivers `companyMessage` from an answer on one server to the company’s socket on another', async () => {
      const one = await startTestApp({ redisUrl });
      // A second process on the same database, as two instances behind one address.
      const two = await buildApp(one.config, one.database);
      try {
        await two.ready();
        const manager = await createUser(one, { role: 'manager' });
        const startup = await createUser(one, { role: 'startup', name: 'Spread Labs' });
        const startupToken = await login(one, startup.email, startup.password);
        const thread = threadDetailSchema.parse((await post(one.app, '/api/v1/company-task', startupToken, { title: 'Across servers', text: 'Hello' })).json());
        const socket = await connectSocket(await listening(one.app), startupToken);
        const heard = nextEvent(socket, 'companyMessage');
        const answered = await post(two, `/api/v1/manager/threads/${thread.id}/posts`, await login(one, manager.email, manager.password), {
          text: 'Answered from the other server',
        });
        expect(answered.statusCode).toBe(200);
        expect(await heard).toEqual({ id: thread.id, ticketId: null });
        socket.close();
      } finally {
        await two.close();
        await one.close();
      }
    }, 120_000);
  });
}
