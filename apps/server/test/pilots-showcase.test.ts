import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pilotApplications, pilots } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';

let t: TestApp;
let port: number;
const kit = pilotsKit(() => t);
const { call, pilot, applications } = kit;
const a: Record<string, Account> = {};
let countries: number[];
let industries: number[];
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.fund = await kit.account('investor', 'Bluewater Ventures');
  a.startup = await kit.account('startup', 'Nordlight Robotics');
  a.startup2 = await kit.account('startup', 'Second Startup');
  a.expert = await kit.account('expert', 'Clearview');
  a.manager = await kit.account('manager', 'Platform');
  countries = await kit.ids('countries');
  industries = await kit.ids('industries');
});
afterAll(() => t.close());

const list = (body: object, query = '', who = a.startup) => call('POST', `/api/v1/startup/pilot_dashboard_list${query}`, who?.token, body);
const apply = (id: string, body?: unknown, who = a.startup) => call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${id}`, who?.token, body);
const names = (res: { json(): { pilots: { name: string }[] } }) => res.json().pilots.map((p) => p.name);

describe('the startups’ showcase list', () => {
  it('shows published pilots only, with the filters, orders and paging of the spec', async () => {
    const at = (days: number) => new Date(Date.now() - days * DAY);
    await kit.insertPilot(a.corp!.id, {
      name: 'Alpha grid sensors',
      status: 'new',
      publishedAt: at(5),
      countryId: countries[0]!,
      industries: [industries[0]!],
    });
    await kit.insertPilot(a.fund!.id, {
      name: 'Beta warehouse robots',
      status: 'active',
      publishedAt: at(4),
      countryId: countries[1]!,
      industries: [industries[1]!, industries[2]!],
      ownerRole: 'investor',
    });
    await kit.insertPilot(a.corp!.id, {
      name: 'Gamma 100%_ solar',
      status: 'archive',
      publishedAt: at(3),
      countryId: countries[2]!,
      industries: [industries[2]!],
    });
    await kit.insertPilot(a.corp!.id, { name: 'Delta newest', status: 'new', publishedAt: at(1), countryId: countries[0]!, industries: [industries[3]!] });
    for (const status of ['send', 'accept', 'decline'] as const) await kit.insertPilot(a.corp!.id, { name: `Hidden ${status}`, status, publishedAt: null });

    const all = await list({});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(4);
    expect(names(all)).toEqual(['Alpha grid sensors', 'Beta warehouse robots', 'Gamma 100%_ solar', 'Delta newest']);
    expect(all.json().pilots[1]).toMatchObject({ country: countries[1], status: 'active', expertise: [industries[1], industries[2]] });
    expect(all.json().pilots[1].date).toBe(at(4).toISOString().slice(0, 10) + all.json().pilots[1].date.slice(10));
    expect(names(await list({}, '?order=newest'))).toEqual(['Delta newest', 'Gamma 100%_ solar', 'Beta warehouse robots', 'Alpha grid sensors']);
    expect(names(await list({}, '?order=DESC'))[0]).toBe('Delta newest');
    expect(names(await list({}, '?order=active'))).toEqual(['Beta warehouse robots', 'Delta newest', 'Alpha grid sensors', 'Gamma 100%_ solar']);
    expect((await list({}, '?take=2&skip=1')).json()).toMatchObject({ total: 4, pilots: [{ name: 'Beta warehouse robots' }, { name: 'Gamma 100%_ solar' }] });
    expect((await list({}, '?skip=40')).json()).toEqual({ total: 4, pilots: [] });

    expect(names(await list({ search: 'WAREHOUSE' }))).toEqual(['Beta warehouse robots']);
    expect(names(await list({ search: '%_' }))).toEqual(['Gamma 100%_ solar']);
    expect(names(await list({ location: [countries[0]!] }))).toEqual(['Alpha grid sensors', 'Delta newest']);
    expect(names(await list({ industries: [industries[2]!, industries[3]!] }))).toEqual(['Beta warehouse robots', 'Gamma 100%_ solar', 'Delta newest']);
    expect(names(await list({ status: 'active' }))).toEqual(['Beta warehouse robots']);
    expect(names(await list({ status: 'archive' }))).toEqual(['Gamma 100%_ solar']);
    expect(names(await list({ status: 'open' }, '?order=newest'))).toEqual(['Delta newest', 'Beta warehouse robots', 'Alpha grid sensors']);
    expect((await list({ status: 'open' })).json().total).toBe(3);
    expect((await list({ status: 'all' })).json().total).toBe(4);
    expect((await list({ status: 'new', location: [countries[0]!], industries: [industries[3]!], search: 'delta' })).json()).toMatchObject({
      total: 1,
      pilots: [{ name: 'Delta newest' }],
    });
  });

  it('keeps the showcase filters across reloads under the pilots_filters preference', async () => {
    const filters = { search: 'grid', location: [countries[0]], industries: [industries[0]], status: 'new', order: 'newest' };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/preferences/pilots_filters',
      headers: { authorization: `Bearer ${a.startup!.token}` },
      payload: { value: filters },
    });
    expect(put.statusCode, put.body).toBe(200);
    const stored = await call('GET', '/api/v1/user/preferences/pilots_filters', a.startup!.token);
    expect(stored.statusCode).toBe(200);
    expect(JSON.stringify(stored.json())).toContain('grid');
  });

  it('refuses filters over 5 selections, a long search, unknown statuses and orders, and other roles', async () => {
    for (const body of [
      { location: countries.slice(0, 6) },
      { industries: industries.slice(0, 6) },
      { search: 'x'.repeat(51) },
      { status: 'send' },
      { location: [0] },
      { industries: 'robotics' },
    ]) {
      const res = await list(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    for (const q of ['?order=popular', '?take=0', '?skip=-2']) expect((await list({}, q)).statusCode, q).toBe(400);
    for (const who of [a.corp, a.fund, a.expert, a.manager]) expect((await list({}, '', who)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/startup/pilot_dashboard_list', undefined, {})).statusCode).toBe(401);
  });
});

describe('a startup’s view and application', () => {
  it('applies once with an optional question; the first application makes the pilot active and tells the owner', async () => {
    const p = await kit.insertPilot(a.corp!.id, { name: 'Apply here' });
    const view = await call('GET', `/api/v1/startup/pilot_dashboard_list/${p.id}`, a.startup!.token);
    expect(view.json()).toMatchObject({
      id: p.id,
      status: 'new',
      isReplied: false,
      application: null,
      applicants: [],
      run: null,
      decline_reason: null,
      moves: [],
      can: { apply: true, record_outcome: false },
    });
    for (const question of ['ab', 'x'.repeat(301), 42]) expect((await apply(p.id, { question })).statusCode).toBe(400);
    expect(await applications(p.id)).toHaveLength(0);

    const s = await kit.connect(port, a.corp!.token);
    const heard = kit.nextEvent(s, 'pilot');
    const res = await apply(p.id, { question: '  Can we use your test line?  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await heard).toEqual({ id: p.id });
    s.close();
    expect(res.json()).toMatchObject({
      status: 'active',
      isReplied: true,
      application: { question: 'Can we use your test line?', status: 'new', decline_reason: null },
      can: { apply: false, record_outcome: false },
    });
    expect(await pilot(p.id)).toMatchObject({ status: 'active', applicantsCount: 1 });

    const twice = await apply(p.id, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_applied');
    expect((await apply(p.id, null, a.startup2)).statusCode).toBe(200);
    expect(await pilot(p.id)).toMatchObject({ status: 'active', applicantsCount: 2 });
    expect(await applications(p.id)).toHaveLength(2);
    expect((await call('GET', `/api/v1/startup/pilot_dashboard_list/${p.id}`, a.startup2!.token)).json()).toMatchObject({
      isReplied: true,
      application: { question: null },
    });
  });

  it('makes one application of two at once', async () => {
    const p = await kit.insertPilot(a.corp!.id, { name: 'Race' });
    const [one, two] = await Promise.all([apply(p.id, {}), apply(p.id, {})]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await applications(p.id)).toHaveLength(1);
    expect((await pilot(p.id)).applicantsCount).toBe(1);
  });

  it('refuses archived and unpublished pilots, unknown ids, other roles and a hidden section, changing nothing', async () => {
    const archived = await kit.insertPilot(a.corp!.id, { status: 'archive' });
    expect((await call('GET', `/api/v1/startup/pilot_dashboard_list/${archived.id}`, a.startup!.token)).json()).toMatchObject({
      status: 'archive',
      isReplied: false,
    });
    const closed = await apply(archived.id, {});
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('pilot_not_open');
    for (const status of ['send', 'accept', 'decline'] as const) {
      const p = await kit.insertPilot(a.corp!.id, { status, publishedAt: null });
      const view = await call('GET', `/api/v1/startup/pilot_dashboard_list/${p.id}`, a.startup!.token);
      expect(view.statusCode).toBe(404);
      expect(view.json().message).toBe('PilotId not found');
      expect((await apply(p.id, {})).statusCode).toBe(404);
      expect((await pilot(p.id)).status).toBe(status);
    }
    const open = await kit.insertPilot(a.corp!.id);
    for (const who of [a.corp, a.fund, a.expert, a.manager]) {
      expect((await apply(open.id, {}, who)).statusCode).toBe(403);
      expect((await call('GET', `/api/v1/startup/pilot_dashboard_list/${open.id}`, who!.token)).statusCode).toBe(403);
    }
    expect((await apply(randomUUID(), {})).json().message).toBe('PilotId not found');
    expect((await apply('nope', {})).statusCode).toBe(400);
    const hidden = await kit.account('startup', 'Hidden Startup');
    await kit.hideSection(hidden);
    for (const res of [
      await apply(open.id, {}, hidden),
      await list({}, '', hidden),
      await call('GET', `/api/v1/startup/pilot_dashboard_list/${open.id}`, hidden.token),
      await call('GET', '/api/v1/startup/pilots/summary', hidden.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('section_hidden');
    }
    expect(await applications(open.id)).toHaveLength(0);
    expect(await pilot(open.id)).toMatchObject({ status: 'new', applicantsCount: 0 });
    expect((await t.database.db.select().from(pilotApplications)).every((r) => r.startupId !== hidden.id)).toBe(true);
    expect((await t.database.db.select({ id: pilots.id }).from(pilots)).length).toBeGreaterThan(0);
  });
});
