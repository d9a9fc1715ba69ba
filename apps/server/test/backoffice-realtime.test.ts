import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let port: number;
let managerToken: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

function connect(token: string): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
const next = (socket: Socket, event: string) => new Promise<unknown>((resolve) => socket.once(event, resolve));
const post = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => t.app.inject({ method, url, headers: bearer(managerToken), payload });

describe('the company and the back office follow a manager’s action live', () => {
  it('blocking ends the company’s socket at once, and open back-office pages hear of its timeline', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const company = await connect(await login(t, startup.email, startup.password));
    const backOffice = await connect(managerToken);
    const ended = next(company, 'disconnect');
    const timeline = next(backOffice, 'timeline');
    expect((await post('POST', `/api/v1/manager/companies/${startup.id}/block`, { reason: 'Documents do not match' })).statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(await timeline).toEqual({ companyId: startup.id });
  });

  it('a changed section and a written recommendation reach the company’s open web', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const company = await connect(await login(t, startup.email, startup.password));
    const sections = next(company, 'account');
    expect((await post('PUT', `/api/v1/manager/companies/${startup.id}/sections`, { crowdfunding: true, pilots: false })).statusCode).toBe(200);
    expect(await sections).toEqual({ sectionSettings: { crowdfunding: true, pilots: false } });
    const written = next(company, 'account');
    expect((await post('PUT', `/api/v1/manager/companies/${startup.id}/recommendations/team`, { title: 'Write down the hiring plan', text: 'Name the next three hires and when each is needed.' })).statusCode).toBe(200);
    expect(await written).toEqual({ recommendations: true });
  });
});
