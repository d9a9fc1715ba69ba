import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pilots } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';

let t: TestApp;
const kit = pilotsKit(() => t);
const { call } = kit;
const a: Record<string, Account> = {};
const count = async () => (await t.database.db.select({ id: pilots.id }).from(pilots)).length;

beforeAll(async () => {
  t = await startTestApp();
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.corp2 = await kit.account('corporate', 'Other Corp');
  a.fund = await kit.account('investor', 'Bluewater Ventures', 'ru');
  a.startup = await kit.account('startup', 'Nordlight Robotics');
  a.expert = await kit.account('expert', 'Clearview');
  a.manager = await kit.account('manager', 'Platform');
});
afterAll(() => t.close());

const create = (role: string, who: Account | undefined, body: unknown) => call('POST', `/api/v1/${role}/pilot_dashboard_card`, who?.token, body);

describe('submitting a pilot', () => {
  it('creates a corporate or investor card under moderation, trimmed, with the owner', async () => {
    const body = await kit.cardBody({ name: '  Predictive maintenance  ' });
    const res = await create('corporate', a.corp, body);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({
      name: 'Predictive maintenance',
      status: 'send',
      location: body.location,
      industries: body.industries,
      published_at: null,
      isReplied: false,
      applicants: [],
      run: null,
    });
    expect(card.owner).toEqual({ id: a.corp!.id, name: 'Atlas Industrial', role: 'corporate' });
    const inv = await create('investor', a.fund, await kit.cardBody({ name: 'Fund pilot' }));
    expect(inv.statusCode).toBe(200);
    expect((await kit.pilot(inv.json().id)).ownerRole).toBe('investor');
  });

  it('refuses every broken field of the card and stores nothing', async () => {
    const before = await count();
    const body = await kit.cardBody();
    const broken = [
      { name: 'ab' },
      { name: 'x'.repeat(51) },
      { name: undefined },
      { location: undefined },
      { location: [body.location] },
      { location: 999_999 },
      { industries: [] },
      { industries: [...body.industries, ...(await kit.ids('industries')).slice(2, 6)] },
      { industries: [body.location] },
      { industries: [body.industries[0], body.industries[0]] },
      { description: 'x'.repeat(99) },
      { requirements: 'x'.repeat(3001) },
      { terms: undefined },
      { terms: 'x\u0000'.repeat(60) },
    ];
    for (const over of broken) {
      const res = await create('corporate', a.corp, { ...body, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });

  it('refuses startups, experts, managers, the other role’s route, a hidden section and signed-out callers', async () => {
    const before = await count();
    const body = await kit.cardBody();
    expect((await create('corporate', a.startup, body)).statusCode).toBe(403);
    expect((await create('investor', a.startup, body)).statusCode).toBe(403);
    expect((await create('corporate', a.expert, body)).statusCode).toBe(403);
    expect((await create('corporate', a.manager, body)).statusCode).toBe(403);
    expect((await create('investor', a.corp, body)).statusCode).toBe(403);
    expect((await create('corporate', undefined, body)).statusCode).toBe(401);
    const hidden = await kit.account('corporate', 'Hidden Corp');
    await kit.hideSection(hidden);
    const res = await create('corporate', hidden, { broken: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('section_hidden');
    expect((await call('GET', '/api/v1/corporate/pilot_dashboard_list', hidden.token)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('the owner’s list and view', () => {
  it('lists only the caller’s pilots, newest first, with the status as the owner sees it', async () => {
    const owner = await kit.account('corporate', 'Lister');
    const statuses = ['send', 'decline', 'accept', 'new', 'active', 'archive'] as const;
    for (const [i, status] of statuses.entries()) {
      await kit.insertPilot(owner.id, {
        status,
        name: `P${i}`,
        createdAt: new Date(Date.now() - (10 - i) * 60_000),
        declineReason: status === 'decline' ? 'Too vague' : null,
      });
    }
    await kit.insertPilot(a.corp2!.id);
    const res = await call('GET', '/api/v1/corporate/pilot_dashboard_list', owner.token);
    expect(res.statusCode).toBe(200);
    const { pilots: items, total } = res.json();
    expect(total).toBe(6);
    expect(items.map((p: { name: string }) => p.name)).toEqual(['P5', 'P4', 'P3', 'P2', 'P1', 'P0']);
    expect(items.map((p: { status_view: string }) => p.status_view)).toEqual(['published', 'published', 'published', 'pending', 'declined', 'moderation']);
    expect(items[4]).toMatchObject({ decline_reason: 'Too vague' });
    const page = (await call('GET', '/api/v1/corporate/pilot_dashboard_list?take=2&skip=2&order_by=created_at&order_dir=DESC', owner.token)).json();
    expect(page).toMatchObject({ total: 6, pilots: [{ name: 'P3' }, { name: 'P2' }] });
    const byName = (await call('GET', '/api/v1/corporate/pilot_dashboard_list?order_by=pilot.name', owner.token)).json();
    expect(byName.pilots[0].name).toBe('P0');
    for (const q of ['take=0', 'take=1001', 'skip=-1', 'order_by=secret', 'order_dir=up']) {
      expect((await call('GET', `/api/v1/corporate/pilot_dashboard_list?${q}`, owner.token)).statusCode, q).toBe(400);
    }
  });

  it('shows the owner its card; another company, an unknown id and a broken id are refused', async () => {
    const own = await kit.insertPilot(a.corp!.id, { status: 'send', publishedAt: null });
    const res = await call('GET', `/api/v1/corporate/pilot_dashboard_list/${own.id}`, a.corp!.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: own.id, status: 'send', applicants: [] });
    const other = await call('GET', `/api/v1/corporate/pilot_dashboard_list/${own.id}`, a.corp2!.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('PilotId not found');
    expect((await call('GET', `/api/v1/investor/pilot_dashboard_list/${own.id}`, a.fund!.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/corporate/pilot_dashboard_list/${randomUUID()}`, a.corp!.token)).json().message).toBe('PilotId not found');
    const broken = await call('GET', '/api/v1/corporate/pilot_dashboard_list/not-an-id', a.corp!.token);
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain('PilotId not found');
    expect((await call('GET', `/api/v1/corporate/pilot_dashboard_list/${own.id}`, a.startup!.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/corporate/pilot_dashboard_list/${own.id}`, a.expert!.token)).statusCode).toBe(403);
  });
});

describe('the owner archiving', () => {
  it('archives its own published pilot, as its card offers; refuses other statuses and other companies', async () => {
    const moves = async (id: string) => (await call('GET', `/api/v1/corporate/pilot_dashboard_list/${id}`, a.corp!.token)).json().moves;
    const live = await kit.insertPilot(a.corp!.id, { status: 'active' });
    expect(await moves(live.id)).toEqual(['archive']);
    expect((await call('POST', `/api/v1/corporate/pilot_dashboard_card/${live.id}/archive`, a.corp2!.token)).statusCode).toBe(404);
    expect((await kit.pilot(live.id)).status).toBe('active');
    expect((await call('POST', `/api/v1/corporate/pilot_dashboard_card/${live.id}/archive`, a.corp!.token)).json()).toEqual({ ok: true });
    expect((await kit.pilot(live.id)).status).toBe('archive');
    expect(await moves(live.id)).toEqual([]);
    expect((await call('POST', `/api/v1/corporate/pilot_dashboard_card/${live.id}/archive`, a.corp!.token)).statusCode).toBe(400);
    for (const status of ['send', 'accept', 'decline'] as const) {
      const p = await kit.insertPilot(a.corp!.id, { status, publishedAt: null });
      expect(await moves(p.id)).toEqual([]);
      const res = await call('POST', `/api/v1/corporate/pilot_dashboard_card/${p.id}/archive`, a.corp!.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('status_move_refused');
      expect((await kit.pilot(p.id)).status).toBe(status);
    }
    const fresh = await kit.insertPilot(a.corp!.id);
    expect((await call('POST', `/api/v1/corporate/pilot_dashboard_card/${fresh.id}/archive`, a.startup!.token)).statusCode).toBe(403);
    expect((await t.database.db.select().from(pilots).where(eq(pilots.id, fresh.id)))[0]!.status).toBe('new');
  });
});
