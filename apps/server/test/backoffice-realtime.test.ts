import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineSchema } from '@platform/contract';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';
import { connectSocket, listening, nextEvent } from './sockets.js';

let t: TestApp;
let port: number;
let managerToken: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp();
  port = await listening(t.app);
  const manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const connect = async (token: string) => {
  const socket = await connectSocket(port, token);
  sockets.push(socket);
  return socket;
};
const post = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => t.app.inject({ method, url, headers: bearer(managerToken), payload });

describe('the company and the back office follow a manager’s action live', () => {
  it('blocking ends the company’s socket at once, and open back-office pages hear of its timeline', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const company = await connect(await login(t, startup.email, startup.password));
    const backOffice = await connect(managerToken);
    const ended = nextEvent(company, 'disconnect');
    const timeline = nextEvent(backOffice, 'timeline');
    expect((await post('POST', `/api/v1/manager/companies/${startup.id}/block`, { reason: 'Documents do not match' })).statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(await timeline).toEqual({ companyIds: [startup.id] });
  });

  it('the `account.signin_link` timeline entry, which the company sees, reaches its open timeline as well as the back office', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const companyToken = await login(t, startup.email, startup.password);
    const company = await connect(companyToken);
    const backOffice = await connect(managerToken);
    const companyHears = nextEvent(company, 'timeline');
    const backOfficeHears = nextEvent(backOffice, 'timeline');
    expect((await post('POST', `/api/v1/manager/companies/${startup.id}/signin-link`, {})).statusCode).toBe(200);
    expect(await companyHears).toEqual({});
    expect(await backOfficeHears).toEqual({ companyIds: [startup.id] });
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/user/timeline', headers: bearer(companyToken) });
    expect(timelineSchema.parse(own.json()).events.map((e) => e.kind)).toContain('account.signin_link');
  });

  it('an internal note reaches the back office only, as the company never sees it', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const companyToken = await login(t, startup.email, startup.password);
    const company = await connect(companyToken);
    const backOffice = await connect(managerToken);
    let companyHeard = false;
    company.on('timeline', () => (companyHeard = true));
    const backOfficeHears = nextEvent(backOffice, 'timeline');
    expect((await post('POST', `/api/v1/manager/companies/${startup.id}/notes`, { text: 'Asked for the cap table on the phone' })).statusCode).toBe(200);
    expect(await backOfficeHears).toEqual({ companyIds: [startup.id] });
    // The back office heard of it: a push to the company, had there been one, was published with it.
    await new Promise((r) => setTimeout(r, 100));
    expect(companyHeard).toBe(false);
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/user/timeline', headers: bearer(companyToken) });
    expect(timelineSchema.parse(own.json()).events.map((e) => e.kind)).not.toContain('note');
  });

  it('a changed section and a written recommendation reach the company’s open web', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const company = await connect(await login(t, startup.email, startup.password));
    const sections = nextEvent(company, 'account');
    expect((await post('PUT', `/api/v1/manager/companies/${startup.id}/sections`, { crowdfunding: true, pilots: false })).statusCode).toBe(200);
    expect(await sections).toEqual({ sectionSettings: { crowdfunding: true, pilots: false } });
    const written = nextEvent(company, 'account');
    expect(
      (
        await post('PUT', `/api/v1/manager/companies/${startup.id}/recommendations/team`, {
          title: 'Write down the hiring plan',
          text: 'Name the next three hires and when each is needed.',
        })
      ).statusCode,
    ).toBe(200);
    expect(await written).toEqual({ recommendations: true });
  });
});
