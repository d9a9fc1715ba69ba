import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, startTestApp, type TestApp } from './harness.js';
import { connectSocket, listening, nextEvent } from './sockets.js';

describe('realtime socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    port = await listening(t.app);
  });
  afterAll(() => t.close());

  it('accepts a signed-in token and delivers events to that user only', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const a = await connectSocket(port, await login(t, alice.email, alice.password));
    const b = await connectSocket(port, await login(t, bob.email, bob.password));
    let bobGot = false;
    b.on('userEvents', () => (bobGot = true));
    const received = nextEvent(a, 'userEvents');
    t.app.realtime.emit([`user:${alice.id}`], 'userEvents', { new_ticket_tasks: 0, new_offers: 1, new_company_tasks: 0 });
    expect(await received).toEqual({ new_ticket_tasks: 0, new_offers: 1, new_company_tasks: 0 });
    // Give a wrongly routed event time to arrive before checking it did not.
    await new Promise((r) => setTimeout(r, 100));
    expect(bobGot).toBe(false);
    a.close();
    b.close();
  });

  it('tells managers, and only managers, when a client files an application', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const investor = await createUser(t, { role: 'investor', name: 'Filing Fund' });
    const investorToken = await login(t, investor.email, investor.password);
    const m = await connectSocket(port, await login(t, manager.email, manager.password));
    const c = await connectSocket(port, investorToken);
    let clientGot = false;
    c.on('ticket', () => (clientGot = true));
    const received = nextEvent(m, 'ticket');
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/foundation/duedill/due_dill_form',
      headers: { authorization: `Bearer ${investorToken}` },
      payload: { type_of_due_dill: 'technical', goals_and_tasks: 'Check the platform', feedback_method: 'email', feedback_value: 'a@b.test' },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(await received).toEqual({ id: filed.json<{ id: string }>().id, status: 'registred' });
    await new Promise((r) => setTimeout(r, 100));
    expect(clientGot).toBe(false);
    m.close();
    c.close();
  });

  it('refuses a handshake without a valid token', async () => {
    await expect(connectSocket(port, undefined)).rejects.toThrow('unauthorized');
    await expect(connectSocket(port, 'forged.token.value')).rejects.toThrow('unauthorized');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
/** These tests start their own servers, each migrating a fresh database: slow on a busy machine. */
const SERVERS_TIMEOUT_MS = 120_000;
if (redisUrl) {
  describe('realtime across processes (Redis adapter)', () => {
    it(
      'delivers an event emitted by one server to a socket held by another',
      async () => {
        const one = await startTestApp({ redisUrl });
        const two = await startTestApp({ redisUrl, sessionSecret: one.config.sessionSecret });
        try {
          // Both servers must see the same account: the second one reads the first one's database.
          const user = await createUser(one);
          const token = await login(one, user.email, user.password);
          const portOne = await listening(one.app);
          const socket = await connectSocket(portOne, token);
          const received = nextEvent(socket, 'ticket');
          two.app.realtime.emit([`user:${user.id}`], 'ticket', { id: 'abc' });
          expect(await received).toEqual({ id: 'abc' });
          socket.close();
        } finally {
          await two.close();
          await one.close();
        }
      },
      SERVERS_TIMEOUT_MS,
    );
  });
}
