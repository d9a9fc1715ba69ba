import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineSchema, type TimelineEvent } from '@platform/contract';
import { recordTimeline } from '../src/modules/timeline/record.js';
import { createUser, login, startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call } = kit;
const a: Record<string, Account> = {};

beforeAll(async () => {
  t = await startTestApp();
  const m = await createUser(t, { role: 'manager' });
  a.manager = { id: m.id, email: m.email, token: await login(t, m.email, m.password) };
  a.startup = await kit.account('startup', 'Nordlight Robotics');
  a.fund = await kit.account('investor', 'Bluewater Ventures');
  a.fund2 = await kit.account('corporate', 'Atlas Industrial');
});
afterAll(() => t.close());

/** The whole timeline as the back office reads it (first page of 100), newest first. */
async function managerView(companyId: string): Promise<TimelineEvent[]> {
  const res = await call('GET', `/api/v1/manager/companies/${companyId}/timeline?take=100`, a.manager!.token);
  expect(res.statusCode, res.body).toBe(200);
  return timelineSchema.parse(res.json()).events;
}
/** The company's own timeline, as its cabinet reads it. */
async function ownView(who: Account): Promise<TimelineEvent[]> {
  const res = await call('GET', '/api/v1/user/timeline?take=100', who.token);
  expect(res.statusCode, res.body).toBe(200);
  return timelineSchema.parse(res.json()).events;
}
const ofKind = (events: TimelineEvent[], kind: string) => events.filter((e) => e.kind === kind);
const newestFirst = (events: TimelineEvent[]) => {
  const times = events.map((e) => Date.parse(e.at));
  expect(times).toEqual([...times].sort((x, y) => y - x));
};

describe('a company’s timeline across applications, offers and crowdfunding', () => {
  it('lists each step for each company concerned, with who did it and the facts, newest first', async () => {
    // The startup files an investment search with a crowdfunding round.
    const round = await rounds.fileRound(a.startup!);
    const ticketId = round.ticketId;
    // A manager moves the application with a comment, and offers the fund on it.
    expect(
      (await call('POST', `/api/v1/manager/tickets/${ticketId}/status`, a.manager!.token, { status: 'signing_agreement', comment: 'Agreement sent by mail' }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/v1/manager/tickets/${ticketId}/offers`, a.manager!.token, { company_id: a.fund!.id })).statusCode).toBe(200);
    const offerId = (await call('GET', `/api/v1/quote/list/${ticketId}`, a.startup!.token)).json<{ offers: { id: string }[] }>().offers[0]!.id;
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/quote/interesting/${offerId}`,
          headers: { authorization: `Bearer ${a.startup!.token}` },
          payload: { interesting: true },
        })
      ).statusCode,
    ).toBe(200);
    // The round is activated, backed, decided, updated; another backer joins and cancels.
    expect((await call('POST', `/api/v1/manager/crowdfunding/${round.id}/status`, a.manager!.token, { status: 'active' })).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}`, a.fund!.token, { amount: 100_000 })).statusCode).toBe(200);
    const backing = (await rounds.backers(round.id)).find((b) => b.backerId === a.fund!.id)!;
    expect(
      (
        await call('POST', `/api/v1/manager/crowdfunding/backer/${backing.id}/status`, a.manager!.token, {
          status: 'active',
          investment_amount: 120_000,
          date_of_investment: kit.inDays(0),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, a.startup!.token, {
          text: 'We signed our first pilot customer this week.',
          files: [],
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}`, a.fund2!.token, {})).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/foundation/crowdfunding_invest/${round.id}`, a.fund2!.token)).statusCode).toBe(200);

    const startup = await ownView(a.startup!);
    newestFirst(startup);
    expect(startup.map((e) => e.kind)).toEqual([
      'backing.cancelled',
      'backing.created',
      'round.update',
      'backing.decided',
      'backing.created',
      'round.status',
      'offer.answered',
      'offer.created',
      'ticket.status',
      'round.opened',
      'ticket.created',
    ]);
    const manager = { id: a.manager!.id, name: 'Test Person', role: 'manager' };
    const byStartup = { id: a.startup!.id, name: 'Nordlight Robotics', role: 'startup' };
    const byFund = { id: a.fund!.id, name: 'Bluewater Ventures', role: 'investor' };
    expect(ofKind(startup, 'ticket.created')[0]).toMatchObject({
      actor: byStartup,
      subject: { type: 'ticket', id: ticketId, title: 'startup_investment' },
      data: { status: 'registred' },
      internal: false,
    });
    expect(ofKind(startup, 'round.opened')[0]).toMatchObject({
      actor: byStartup,
      subject: { type: 'round', id: round.id, title: 'Nordlight Robotics' },
      data: { status: 'new', ticketId },
    });
    // The status comment is the client's to read, as the application's history shows it.
    expect(ofKind(startup, 'ticket.status')[0]).toMatchObject({
      actor: manager,
      subject: { type: 'ticket', id: ticketId, title: 'startup_investment' },
      data: { from: 'registred', to: 'signing_agreement', comment: 'Agreement sent by mail' },
    });
    expect(ofKind(startup, 'offer.created')[0]).toMatchObject({
      actor: manager,
      subject: { type: 'offer', id: offerId, title: 'startup_investment' },
      data: { ticketId, companyId: a.fund!.id },
    });
    expect(ofKind(startup, 'offer.answered')[0]).toMatchObject({ actor: byStartup, data: { interesting: true, before: null } });
    expect(ofKind(startup, 'round.status')[0]).toMatchObject({
      actor: manager,
      subject: { type: 'round', id: round.id },
      data: { from: 'new', to: 'active', reason: null },
    });
    expect(ofKind(startup, 'backing.created').map((e) => e.actor?.name)).toEqual(['Atlas Industrial', 'Bluewater Ventures']);
    expect(ofKind(startup, 'backing.decided')[0]).toMatchObject({
      actor: manager,
      subject: { type: 'backing', id: backing.id, title: 'Nordlight Robotics' },
      data: { from: 'new', to: 'active', amount: 120_000 },
    });
    expect(ofKind(startup, 'round.update')[0]).toMatchObject({ actor: byStartup, data: { roundId: round.id, files: 0 } });
    expect(ofKind(startup, 'backing.cancelled')[0]).toMatchObject({ actor: { id: a.fund2!.id, name: 'Atlas Industrial' }, data: { roundId: round.id } });

    // The backer's own timeline: its backing and its decision, the round's update; the startup's
    // answer on the offer is for the back office only, as the offer itself.
    const fund = await ownView(a.fund!);
    expect(fund.map((e) => e.kind)).toEqual(['round.update', 'backing.decided', 'backing.created']);
    expect(fund[2]).toMatchObject({
      actor: byFund,
      subject: { type: 'backing', id: backing.id, title: 'Nordlight Robotics' },
      data: { amount: 100_000, status: 'new' },
    });
    const fundInBackOffice = await managerView(a.fund!.id);
    expect(fundInBackOffice.map((e) => [e.kind, e.internal])).toEqual([
      ['round.update', false],
      ['backing.decided', false],
      ['backing.created', false],
      ['offer.answered', true],
      ['offer.created', true],
    ]);
    expect(fundInBackOffice[3]).toMatchObject({ actor: byStartup, data: { interesting: true, ownerId: a.startup!.id } });
    expect((await ownView(a.fund2!)).map((e) => e.kind)).toEqual(['backing.cancelled', 'backing.created']);
    // The manager reads the startup's timeline as the startup does (nothing internal in it yet).
    expect(await managerView(a.startup!.id)).toEqual(startup);
  });

  it('lists threads started and posted in by the company and by managers', async () => {
    const writer = await kit.account('startup', 'Writing Startup');
    const started = await call('POST', '/api/v1/company-task', writer.token, {
      title: 'Reporting question',
      text: 'How do we get the quarterly report?',
      files: [],
    });
    expect(started.statusCode, started.body).toBe(200);
    const threadId = started.json<{ id: string }>().id;
    expect(
      (await call('POST', `/api/v1/manager/threads/${threadId}/posts`, a.manager!.token, { text: 'It is in your cabinet under Reports.', files: [] }))
        .statusCode,
    ).toBe(200);
    const byManager = await call('POST', '/api/v1/manager/threads', a.manager!.token, {
      company_id: writer.id,
      title: 'Your profile',
      text: 'Please add your website.',
      files: [],
    });
    expect(byManager.statusCode, byManager.body).toBe(200);

    const events = await ownView(writer);
    expect(events).toMatchObject([
      {
        kind: 'thread.started',
        actor: { id: a.manager!.id, role: 'manager' },
        subject: { type: 'thread', id: byManager.json<{ id: string }>().id, title: 'Your profile' },
        data: { kind: 'company', byManager: true },
        internal: false,
      },
      {
        kind: 'thread.post',
        actor: { id: a.manager!.id, name: 'Test Person' },
        subject: { type: 'thread', id: threadId, title: 'Reporting question' },
        data: { byManager: true, preview: 'It is in your cabinet under Reports.' },
        internal: false,
      },
      {
        kind: 'thread.started',
        actor: { id: writer.id, name: 'Writing Startup', role: 'startup' },
        subject: { type: 'thread', id: threadId, title: 'Reporting question' },
        data: { kind: 'company', ticketId: null, byManager: false },
      },
    ]);
  });
});

describe('reading a timeline', () => {
  it('keeps managers’ internal entries from the company', async () => {
    await t.database.db.transaction((tx) =>
      recordTimeline(tx, {
        companyId: a.fund2!.id,
        kind: 'note',
        actorId: a.manager!.id,
        subject: { type: 'account', id: a.fund2!.id, title: null },
        data: { text: 'Called them about the round' },
        internal: true,
      }),
    );
    const [note] = await managerView(a.fund2!.id);
    expect(note).toMatchObject({ kind: 'note', internal: true, actor: { id: a.manager!.id }, data: { text: 'Called them about the round' } });
    const own = await ownView(a.fund2!);
    expect(own.some((e) => e.kind === 'note' || e.internal)).toBe(false);
    expect(own.length).toBe((await managerView(a.fund2!.id)).length - 1);
  });

  it('pages newest first with `before`, without gaps or repeats, even for entries of the same microsecond', async () => {
    const company = await kit.account('startup', 'Paged Startup');
    // Twelve entries: five written in the same instant (the id breaks the tie), the rest a second apart.
    await t.database.db.execute(sql`
      insert into company_events (company_id, kind, actor_id, subject_type, title, data, created_at)
      select ${company.id}, 'note', null, 'account', 'n' || g, jsonb_build_object('text', 'Call ' || g),
             case when g <= 5 then timestamptz '2026-01-01 10:00:00.123456+00' else timestamptz '2026-01-01 10:00:00+00' + make_interval(secs => g) end
      from generate_series(1, 12) g`);
    const all = await managerView(company.id);
    expect(all).toHaveLength(12);
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v1/manager/companies/${company.id}/timeline?take=5${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const page = timelineSchema.parse((await call('GET', url, a.manager!.token)).json());
      seen.push(...page.events.map((e) => e.id));
      before = page.next;
      pages += 1;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((e) => e.id));
    // The cursor carries the time to the microsecond.
    expect(all.find((e) => e.subject.title === 'n1')!.at).toBe('2026-01-01T10:00:00.123456Z');
    // The company pages its own timeline the same way; its last page says so.
    const first = timelineSchema.parse((await call('GET', '/api/v1/user/timeline?take=10', company.token)).json());
    const last = timelineSchema.parse((await call('GET', `/api/v1/user/timeline?take=10&before=${encodeURIComponent(first.next!)}`, company.token)).json());
    expect([...first.events, ...last.events].map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(last.next).toBeNull();
  });

  it('refuses a bad cursor, other callers and unknown companies', async () => {
    for (const before of ['nonsense', `2026-13-45T99:00:00Z_${randomUUID()}`, '0001-01-01T00:00:00Z_00000000-0000-0000-0000-000000000000']) {
      const res = await call('GET', `/api/v1/manager/companies/${a.startup!.id}/timeline?before=${encodeURIComponent(before)}`, a.manager!.token);
      expect(res.statusCode, before).toBe(400);
      expect(res.json()).toMatchObject({ code: 'timeline_cursor_invalid' });
      expect((await call('GET', `/api/v1/user/timeline?before=${encodeURIComponent(before)}`, a.startup!.token)).json()).toMatchObject({
        code: 'timeline_cursor_invalid',
      });
    }
    for (const who of [a.startup!, a.fund!, a.fund2!])
      expect((await call('GET', `/api/v1/manager/companies/${a.startup!.id}/timeline`, who.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/manager/companies/${a.startup!.id}/timeline`)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/user/timeline', a.manager!.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/user/timeline')).statusCode).toBe(401);
    const unknown = await call('GET', `/api/v1/manager/companies/${randomUUID()}/timeline`, a.manager!.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'company_not_found' });
    // A manager's account is not a company.
    expect((await call('GET', `/api/v1/manager/companies/${a.manager!.id}/timeline`, a.manager!.token)).json()).toMatchObject({ code: 'company_not_found' });
    expect((await call('GET', `/api/v1/manager/companies/${a.startup!.id}/timeline?take=0`, a.manager!.token)).statusCode).toBe(400);
  });
});
