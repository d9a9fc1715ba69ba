import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerTicketSchema } from '@platform/contract';
import { startupProfiles } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp, caller } from './harness.js';
import { connectSocket, nextEvent } from './sockets.js';
import { tomorrow } from './fixtures/dates.js';

describe('due diligence over the socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('tells the expert company of new work with its counters, and both sides of each move', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const startup = await createUser(t, { role: 'startup', name: 'Live Robotics' });
    const expert = await createUser(t, { role: 'expert', name: 'Live Auditors' });
    await t.database.db.insert(startupProfiles).values({ userId: startup.id, isScoreFull: true });
    const [mt, st, et] = (await Promise.all([manager, startup, expert].map((u) => login(t, u.email, u.password)))) as [string, string, string];
    const call = caller(() => t);
    const client = (
      await call('POST', '/api/v1/startup/duedill/due_dill_form', st, {
        type_of_due_dill: 'technical',
        goals_and_tasks: 'Check our stack',
        feedback_method: 'email',
        feedback_value: 'a@b.test',
      })
    ).json<{ id: string }>().id;
    const [m, s, e] = (await Promise.all([mt, st, et].map((token) => connectSocket(port, token)))) as [Socket, Socket, Socket];

    const expertHearsWork = nextEvent(e, 'ticket');
    const expertCounters = nextEvent(e, 'userEvents');
    const clientHearsOffer = nextEvent(s, 'offer');
    const sent = await call('POST', `/api/v1/manager/tickets/${client}/expert`, mt, {
      company_id: expert.id,
      timeline: 'Two weeks',
      start_date: tomorrow(),
      fee: 5000,
      expire: tomorrow(),
    });
    const work = managerTicketSchema.parse(sent.json()).expert_work[0]!.id;
    expect(await expertHearsWork).toMatchObject({ id: work, status: 'due_wait_resp' });
    expect(await expertCounters).toMatchObject({ new_offers: 1 });
    expect(await clientHearsOffer).toEqual({ ticketId: client });

    // Opening the new work, over plain HTTP as the web does: the badge drops at once, not when the
    // minutely recovery job finds the event.
    const countersDrop = nextEvent(e, 'userEvents', (p) => p.new_offers === 0);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/expert/ticket/${work}`, { headers: bearer(et) })).status).toBe(200);
    const late = new Promise((resolve) => setTimeout(() => resolve('late'), 2000));
    expect(await Promise.race([countersDrop, late])).toMatchObject({ new_offers: 0 });

    const managersHearAnswer = nextEvent(m, 'ticket', (p) => p.id === work && p.status !== 'due_wait_resp');
    await call('PATCH', `/api/v1/expert/ticket/duedill/accept/${work}`, et, { interesting: true });
    expect(await managersHearAnswer).toMatchObject({ id: work, status: 'due_work_approval' });

    const expertHearsStart = nextEvent(e, 'ticket', (p) => p.id === work && p.status === 'due_in_due');
    const clientHearsDeal = nextEvent(s, 'ticket', (p) => p.id === client);
    await call('POST', `/api/v1/manager/expert-tickets/${work}/status`, mt, { event: 'terms_agreed' });
    await expertHearsStart;
    await clientHearsDeal;
    m.close();
    s.close();
    e.close();
  });
});
