import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PilotStatus } from '@platform/contract';
import { startTestApp, type TestApp } from './harness.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';

let t: TestApp;
let port: number;
const kit = pilotsKit(() => t);
const { call, pilot, mails, audits } = kit;
const a: Record<string, Account> = {};

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  a.manager = await kit.account('manager', 'Platform');
  a.corp = await kit.account('corporate', 'Atlas Industrial', 'ru');
  a.fund = await kit.account('investor', 'Bluewater Ventures');
  a.startup = await kit.account('startup', 'Nordlight Robotics');
  a.expert = await kit.account('expert', 'Clearview');
});
afterAll(() => t.close());

const move = (id: string, body: object, who = a.manager) => call('POST', `/api/v1/manager/pilots/${id}/status`, who?.token, body);
const submit = async (who: Account, role = 'corporate', name = 'Predictive maintenance') => {
  const res = await call('POST', `/api/v1/${role}/pilot_dashboard_card`, who.token, await kit.cardBody({ name }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};

describe('the manager’s queue', () => {
  it('lists pilots by status, newest first, with their owner', async () => {
    const first = await submit(a.corp!, 'corporate', 'Queue one');
    const second = await submit(a.fund!, 'investor', 'Queue two');
    const res = await call('GET', '/api/v1/manager/pilots?status=send', a.manager!.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pilots.slice(0, 2).map((p: { id: string }) => p.id)).toEqual([second, first]);
    expect(body.pilots[0]).toMatchObject({
      status: 'send',
      owner: { id: a.fund!.id, role: 'investor', name: 'Bluewater Ventures' },
      applicants_count: 0,
      moves: ['accept', 'decline'],
    });
    expect((await call('GET', '/api/v1/manager/pilots?status=send&take=1&skip=1', a.manager!.token)).json()).toMatchObject({
      total: body.total,
      pilots: [{ id: first }],
    });
    expect((await call('GET', '/api/v1/manager/pilots?status=open', a.manager!.token)).statusCode).toBe(400);
    for (const who of [a.corp, a.fund, a.startup, a.expert]) expect((await call('GET', '/api/v1/manager/pilots', who!.token)).statusCode).toBe(403);
  });
});

describe('the manager moving pilots', () => {
  it('accepts and publishes a sent pilot; the owner is told live and by mail in its language; each move audited', async () => {
    const id = await submit(a.corp!);
    const s = await kit.connect(port, a.corp!.token);
    const heard = kit.nextEvent(s, 'pilot');
    expect((await move(id, { status: 'accept' })).json()).toEqual({ ok: true });
    expect(await heard).toEqual({ id });
    s.close();
    expect(await pilot(id)).toMatchObject({ status: 'accept', moderatedBy: a.manager!.id, publishedAt: null });
    expect((await mails(a.corp!.email))[0]).toMatchObject({ language: 'ru', template: 'pilots.accept', subject: 'Ваш пилот «Predictive maintenance» одобрен' });
    expect((await call('GET', `/api/v1/corporate/pilot_dashboard_list/${id}`, a.corp!.token)).json()).toMatchObject({ status: 'accept' });

    expect((await move(id, { status: 'new' })).statusCode).toBe(200);
    const published = await pilot(id);
    expect(published.status).toBe('new');
    expect(published.publishedAt).toBeInstanceOf(Date);
    const [mail] = await mails(a.corp!.email);
    expect(mail).toMatchObject({ template: 'pilots.published' });
    expect(mail!.text).toContain(`/cabinet/pilot_showcase/view/${id}`);

    expect((await move(id, { status: 'archive' })).statusCode).toBe(200);
    expect((await pilot(id)).status).toBe('archive');
    expect((await mails(a.corp!.email))[0]).toMatchObject({ template: 'pilots.archived' });
    const entries = await audits(id);
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { status: 'accept', reason: null },
        { status: 'new', reason: null },
        { status: 'archive', reason: null },
      ]),
    );
    expect(entries.every((e) => e.actorId === a.manager!.id && e.entity === 'pilot')).toBe(true);
  });

  it('declines with a reason the owner sees and receives; a corrected card can be submitted again', async () => {
    const id = await submit(a.fund!, 'investor', 'Vague pilot');
    expect((await move(id, { status: 'decline', reason: 'no' })).statusCode).toBe(400);
    expect((await move(id, { status: 'decline' })).statusCode).toBe(400);
    expect(await pilot(id)).toMatchObject({ status: 'send', declineReason: null });
    expect((await move(id, { status: 'decline', reason: '  The terms do not say who pays for the pilot.  ' })).statusCode).toBe(200);
    expect(await pilot(id)).toMatchObject({ status: 'decline', declineReason: 'The terms do not say who pays for the pilot.' });
    const [mail] = await mails(a.fund!.email);
    expect(mail).toMatchObject({ language: 'en', template: 'pilots.decline', subject: 'Your pilot “Vague pilot” was declined' });
    expect(mail!.text).toContain('The terms do not say who pays for the pilot.');
    const list = (await call('GET', '/api/v1/investor/pilot_dashboard_list', a.fund!.token)).json();
    expect(list.pilots.find((p: { id: string }) => p.id === id)).toMatchObject({
      status: 'decline',
      status_view: 'declined',
      decline_reason: 'The terms do not say who pays for the pilot.',
    });
    expect((await audits(id))[0]!.after).toEqual({ status: 'decline', reason: 'The terms do not say who pays for the pilot.' });
    const again = await submit(a.fund!, 'investor', 'Clear pilot');
    expect((await pilot(again)).status).toBe('send');
  });

  it('refuses every other move, unknown ids and non-managers, changing nothing', async () => {
    const cases: [PilotStatus, object][] = [
      ['send', { status: 'new' }],
      ['send', { status: 'archive' }],
      ['accept', { status: 'accept' }],
      ['accept', { status: 'decline', reason: 'Too late now' }],
      ['decline', { status: 'accept' }],
      ['decline', { status: 'new' }],
      ['new', { status: 'accept' }],
      ['active', { status: 'new' }],
      ['archive', { status: 'new' }],
      ['archive', { status: 'archive' }],
    ];
    for (const [status, body] of cases) {
      const p = await kit.insertPilot(a.corp!.id, { status });
      const res = await move(p.id, body);
      expect(res.statusCode, `${status} → ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().code).toBe('status_move_refused');
      expect(await pilot(p.id)).toMatchObject({ status, moderatedBy: null });
      expect(await audits(p.id)).toHaveLength(0);
    }
    const p = await kit.insertPilot(a.corp!.id, { status: 'send' });
    for (const body of [{ status: 'active' }, { status: 'send' }, {}, { status: 'decline', reason: 'x'.repeat(501) }])
      expect((await move(p.id, body)).statusCode).toBe(400);
    for (const who of [a.corp, a.fund, a.startup, a.expert]) expect((await move(p.id, { status: 'accept' }, who)).statusCode).toBe(403);
    const unknown = await move(randomUUID(), { status: 'accept' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('PilotId not found');
    expect((await move('123', { status: 'accept' })).statusCode).toBe(400);
    expect(await pilot(p.id)).toMatchObject({ status: 'send', moderatedBy: null });
  });
});
