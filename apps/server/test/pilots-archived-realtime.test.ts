import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';

let t: TestApp;
let port: number;
const kit = pilotsKit(() => t);
const { call } = kit;
const a: Record<string, Account> = {};
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.manager = await kit.account('manager', 'Platform');
  a.applicant = await kit.account('startup', 'Nordlight Robotics');
  a.bystander = await kit.account('startup', 'Never Applied');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function open(account: Account): Promise<{ socket: Socket; heard: unknown[] }> {
  const socket = await kit.connect(port, account.token);
  sockets.push(socket);
  const heard: unknown[] = [];
  socket.on('pilotArchived', (payload: unknown) => heard.push(payload));
  return { socket, heard };
}

/** A published pilot of the corporate with the applicant's application. */
async function appliedPilot(name: string): Promise<string> {
  const p = await kit.insertPilot(a.corp!.id, { name });
  expect((await call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${p.id}`, a.applicant!.token, { question: 'Is there a budget?' })).statusCode).toBe(
    200,
  );
  return p.id;
}

describe('an archived pilot reaches the open pages of the startups that applied', () => {
  it('the corporate archives: the applicant hears pilotArchived with the pilot, a startup that never applied hears nothing', async () => {
    const id = await appliedPilot('Line inspection');
    const applicant = await open(a.applicant!);
    const bystander = await open(a.bystander!);
    const told = kit.nextEvent(applicant.socket, 'pilotArchived');
    expect((await call('POST', `/api/v1/corporate/pilot_dashboard_card/${id}/archive`, a.corp!.token)).statusCode).toBe(200);
    expect(await told).toEqual({ id });
    // The bystander's socket had every chance: an event sent to it would have come with the applicant's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bystander.heard).toEqual([]);
    const card = await call('GET', `/api/v1/startup/pilot_dashboard_list/${id}`, a.applicant!.token);
    expect(card.json()).toMatchObject({ id, status: 'archive' });
  });

  it('a manager archives: the applicant is told as well', async () => {
    const id = await appliedPilot('Warehouse robots');
    const applicant = await open(a.applicant!);
    const told = kit.nextEvent(applicant.socket, 'pilotArchived');
    expect((await call('POST', `/api/v1/manager/pilots/${id}/status`, a.manager!.token, { status: 'archive' })).statusCode).toBe(200);
    expect(await told).toEqual({ id });
  });
});
