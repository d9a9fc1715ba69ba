import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerRoundListSchema } from '@platform/contract';
import { startTestApp, type TestApp } from './harness.js';
import { connectSocket, heard, listening } from './sockets.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
let port: number;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const a: Record<string, Account> = {};

beforeAll(async () => {
  t = await startTestApp();
  port = await listening(t.app);
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
  a.fund = await kit.account('investor', 'Bluewater Ventures');
});
afterAll(() => t.close());

describe('applications and offers over the socket', () => {
  it('a round opened from an application refreshes the managers’ crowdfunding queue and the startup’s round, as well as the ticket queue', async () => {
    const [m, s] = await Promise.all([connectSocket(port, a.manager!.token), connectSocket(port, a.founder!.token)]);
    const [managerRounds, managerTickets, startupRounds] = [heard(m, 'crowdfunding'), heard(m, 'ticket'), heard(s, 'crowdfunding')];
    const round = await rounds.fileRound(a.founder!);
    await expect.poll(() => managerRounds).toEqual([{ id: round.id }]);
    await expect.poll(() => managerTickets).toEqual([{ id: round.ticketId, status: 'registred' }]);
    await expect.poll(() => startupRounds).toEqual([{ id: round.id }]);
    // What the refreshed queue shows: the new round, waiting for moderation.
    const queue = managerRoundListSchema.parse((await kit.call('GET', '/api/v1/manager/crowdfunding?status=new', a.manager!.token)).json());
    expect(queue.rounds.map((r) => r.id)).toContain(round.id);
    m.close();
    s.close();
  });

  it('tells the owner of a manager’s move and of a new offer with its counters, and the managers of the owner’s answer', async () => {
    const { ticketId } = await rounds.fileRound(a.founder!);
    const [m, s] = await Promise.all([connectSocket(port, a.manager!.token), connectSocket(port, a.founder!.token)]);
    const [ownerTickets, ownerOffers, ownerCounters, managerOffers] = [heard(s, 'ticket'), heard(s, 'offer'), heard(s, 'userEvents'), heard(m, 'offer')];

    expect((await kit.call('POST', `/api/v1/manager/tickets/${ticketId}/status`, a.manager!.token, { status: 'signing_agreement' })).statusCode).toBe(200);
    await expect.poll(() => ownerTickets).toEqual([{ id: ticketId, status: 'signing_agreement' }]);

    expect((await kit.call('POST', `/api/v1/manager/tickets/${ticketId}/offers`, a.manager!.token, { company_id: a.fund!.id })).statusCode).toBe(200);
    await expect.poll(() => ownerOffers).toEqual([{ ticketId }]);
    await expect.poll(() => ownerCounters).toEqual([expect.objectContaining({ new_offers: 1 })]);

    const [offer] = (await kit.call('GET', `/api/v1/quote/list/${ticketId}`, a.founder!.token)).json<{ offers: { id: string }[] }>().offers;
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quote/interesting/${offer!.id}`,
      headers: { authorization: `Bearer ${a.founder!.token}` },
      payload: { interesting: true },
    });
    expect(answered.json()).toMatchObject({ id: offer!.id, interesting: true, isViewed: true });
    await expect.poll(() => managerOffers).toEqual([{ ticketId }, { ticketId, offerId: offer!.id }]);
    // Answering marks the offer seen: the owner's badge drops.
    await expect.poll(() => ownerCounters.at(-1)).toMatchObject({ new_offers: 0 });
    m.close();
    s.close();
  });
});
