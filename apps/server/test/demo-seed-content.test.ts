import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canCancelBacking,
  roundUpdateListSchema,
  ticketDetailSchema,
  utcToday,
  timelineSchema,
  timelineFactsSchemas,
  type TimelineEvent,
} from '@platform/contract';
import {
  auditLog,
  companyEvents,
  crowdfundBackers,
  crowdfundChanges,
  startupRecommendations,
  crowdfunds,
  pilotApplications,
  pilotRuns,
  pilots,
  users,
} from '../src/db/schema/index.js';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo.js';
import { login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

// What the seed gives crowdfunding, pilots, the back office and the timeline; demo-seed.test.ts
// holds the accounts, applications, threads, expert work and calendars.
describe('demo seed', () => {
  it('gives crowdfunding rounds in every status with backers in every status, sums that add up, and the demo companies their own', async () => {
    const db = t.database.db;
    const rounds = await db.select().from(crowdfunds);
    const today = utcToday();
    expect(new Set(rounds.map((r) => r.status))).toEqual(new Set(['new', 'active', 'finished', 'decline']));
    expect(rounds.some((r) => r.status === 'active' && r.expire < today)).toBe(true);
    expect(rounds.filter((r) => r.status === 'decline').every((r) => (r.declineReason ?? '').length >= 5)).toBe(true);
    expect(rounds.filter((r) => r.status === 'active' || r.status === 'finished').length).toBeGreaterThanOrEqual(60);
    const backers = await db.select().from(crowdfundBackers);
    expect(new Set(backers.map((b) => b.status))).toEqual(new Set(['new', 'active', 'reject', 'cancel']));
    for (const r of rounds) {
      const active = backers.filter((b) => b.crowdfundId === r.id && b.status === 'active');
      expect([r.currentInvestments, r.backersCount]).toEqual([active.reduce((sum, b) => sum + b.investmentAmount!, 0), active.length]);
      expect(r.currentInvestments).toBeLessThanOrEqual(r.investmentMax);
      if (r.status === 'new' || r.status === 'decline') expect(backers.filter((b) => b.crowdfundId === r.id)).toHaveLength(0);
    }

    const ids = Object.fromEntries(
      (
        await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.email, ['startup@demo.test', 'investor@demo.test', 'corporate@demo.test']))
      ).map((u) => [u.email, u.id]),
    );
    const token = await login(t, 'startup@demo.test', DEMO_PASSWORD);
    const [own] = rounds.filter((r) => r.startupId === ids['startup@demo.test']);
    expect(own).toMatchObject({ status: 'active' });
    const ticket = ticketDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/startup/ticket/${own!.ticketId}`, headers: { authorization: `Bearer ${token}` } })).json(),
    );
    expect(ticket).toMatchObject({ crowdfunding_id: own!.id, is_crowdfunding: true });
    const updates = roundUpdateListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/crowdfunding/${own!.id}/updates`, headers: { authorization: `Bearer ${token}` } })).json(),
    );
    expect(updates.updates.length).toBeGreaterThanOrEqual(1);
    for (const email of ['investor@demo.test', 'corporate@demo.test']) {
      const mine = backers.filter((b) => b.backerId === ids[email]);
      // Every status of the portfolio, and a round they wait on closing early by notice (cancellable until then).
      expect(new Set(mine.map((b) => b.status))).toEqual(new Set(['new', 'active', 'reject', 'cancel']));
      for (const waiting of mine.filter((b) => b.status === 'new')) {
        const round = rounds.find((r) => r.id === waiting.crowdfundId)!;
        expect(canCancelBacking({ status: 'new', created_at: waiting.createdAt.toISOString() }, round.expire, new Date(), !!round.closeNoticedAt)).toBe(true);
      }
      expect(mine.filter((b) => rounds.find((r) => r.id === b.crowdfundId)?.closeNoticedAt)).toHaveLength(1);
    }
  });
  it('gives pilots in every status with applicants, the demo foundations their own in every status, one running and one with its outcome', async () => {
    const db = t.database.db;
    const rows = await db.select().from(pilots);
    const apps = await db.select().from(pilotApplications);
    const runs = await db.select().from(pilotRuns);
    const statuses = ['send', 'accept', 'decline', 'new', 'active', 'archive'];
    expect(new Set(rows.map((p) => p.status))).toEqual(new Set(statuses));
    const ids = Object.fromEntries(
      (
        await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.email, ['startup@demo.test', 'investor@demo.test', 'corporate@demo.test']))
      ).map((u) => [u.email, u.id]),
    );
    for (const email of ['investor@demo.test', 'corporate@demo.test'])
      expect(new Set(rows.filter((p) => p.ownerId === ids[email]).map((p) => p.status))).toEqual(new Set(statuses));
    for (const p of rows) {
      const mine = apps.filter((a) => a.pilotId === p.id);
      expect(p.applicantsCount).toBe(mine.length);
      if (p.status === 'active') expect(mine.length).toBeGreaterThan(0);
      if (!['active', 'archive'].includes(p.status)) expect(mine).toHaveLength(0);
      expect(p.status === 'decline').toBe((p.declineReason ?? '').length >= 5);
      for (const field of [p.description, p.requirements, p.terms]) expect(field.length).toBeGreaterThanOrEqual(100);
    }
    expect(new Set(apps.filter((a) => a.startupId === ids['startup@demo.test']).map((a) => a.status))).toEqual(new Set(['new', 'shortlisted', 'declined']));
    expect(runs.some((r) => r.outcome === null && r.startupId === ids['startup@demo.test'])).toBe(true);
    expect(runs.some((r) => r.outcome !== null && r.kpis.every((k) => k.reached !== null))).toBe(true);
    const token = await login(t, 'startup@demo.test', DEMO_PASSWORD);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v1/startup/pilot_dashboard_list',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(list.json().total).toBeGreaterThanOrEqual(30);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/v1/startup/pilots/summary', headers: { authorization: `Bearer ${token}` } })).json();
    expect(summary).toMatchObject({ running: 1, outcomes: { commercial_contract: 1 } });
  });
  it('gives the pilot decision clock every state: an overdue run of the demo startup, one due within the week, good and poor track records', async () => {
    const today = utcToday();
    const runs = await t.database.db.select().from(pilotRuns);
    const [startup] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'startup@demo.test'));
    const overdue = runs.find((r) => r.startupId === startup!.id && r.outcome === null)!;
    expect(overdue.decisionDate < today && overdue.overdueAt !== null).toBe(true);
    expect(runs.some((r) => r.outcome === null && r.decisionDate > today && r.remindedWeekAt !== null && r.remindedDayAt === null)).toBe(true);
    const seen = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/startup/pilot_dashboard_list/${overdue.pilotId}`,
        headers: { authorization: `Bearer ${await login(t, 'startup@demo.test', DEMO_PASSWORD)}` },
      })
    ).json();
    expect(seen.run.overdue_days).toBe(5);
    const managerToken = await login(t, 'manager@demo.test', DEMO_PASSWORD);
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/v1/manager/pilots?overdue=true', headers: { authorization: `Bearer ${managerToken}` } })
    ).json();
    expect(queue.pilots.map((p: { id: string }) => p.id)).toContain(overdue.pilotId);
    // Every corporate's record, as the showcase shows it: one decides on time and converts, one does not.
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v1/startup/pilot_dashboard_list?take=100',
      headers: { authorization: `Bearer ${await login(t, 'startup@demo.test', DEMO_PASSWORD)}` },
      payload: {},
    });
    const records = list
      .json<{ pilots: { owner_record: { pilots_started: number; decided_on_time_percent: number | null; converted_percent: number | null } }[] }>()
      .pilots.map((p) => p.owner_record);
    expect(records.some((r) => r.pilots_started >= 4 && r.decided_on_time_percent === 100 && (r.converted_percent ?? 0) >= 50)).toBe(true);
    expect(records.some((r) => r.pilots_started >= 4 && (r.decided_on_time_percent ?? 100) <= 25 && (r.converted_percent ?? 100) === 0)).toBe(true);
    expect(records.some((r) => r.pilots_started === 0)).toBe(true);
  });
  it('gives the back office a blocked company, a hidden section and managers’ recommendations, each with its audit and timeline', async () => {
    const managerToken = await login(t, 'manager@demo.test', DEMO_PASSWORD);
    const account = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/manager/companies/${id}`, headers: { authorization: `Bearer ${managerToken}` } })).json();
    const kinds = async (id: string) =>
      (await t.database.db.select().from(companyEvents).where(eq(companyEvents.companyId, id)).orderBy(companyEvents.createdAt)).filter(
        (e) => (e.kind.startsWith('account.') && e.kind !== 'account.created') || e.kind === 'note',
      );
    const actions = async (id: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, id))).map((a) => a.action).sort();

    const [blocked] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.status, 'blocked'));
    expect(await account(blocked!.id)).toMatchObject({
      name: 'Kestrel Payments',
      status: 'blocked',
      blocked_reason: expect.stringMatching(/certificate of incorporation/),
    });
    expect((await kinds(blocked!.id)).map((e) => [e.kind, e.internal])).toEqual([
      ['account.blocked', false],
      ['note', true],
    ]);
    expect(await actions(blocked!.id)).toEqual(['company.note', 'user.block']);

    const [hidden] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.sectionSettings}->>'crowdfunding' = 'false'`);
    expect(await account(hidden!.id)).toMatchObject({ role: 'corporate', section_settings: { crowdfunding: false, pilots: true } });
    expect((await kinds(hidden!.id)).map((e) => e.kind)).toEqual(['account.sections']);
    expect(await actions(hidden!.id)).toEqual(['user.sections']);

    const written = await t.database.db.select().from(startupRecommendations);
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const r of written) expect(await actions(r.startupId)).toContain('recommendation.write');
    const token = await login(t, 'startup@demo.test', DEMO_PASSWORD);
    const advice = (await t.app.inject({ method: 'GET', url: '/api/v1/startup/recomendations', headers: { authorization: `Bearer ${token}` } })).json();
    expect(Object.keys(advice.technology)).toEqual(['Plan the next robot generation now']);
    expect(Object.keys(advice.team)).toContain('hiring');
  });

  it("shows the demo investor's and corporate's timelines a round's later steps: a change of terms, an early close, a lapsed backing", async () => {
    const kindsOf = async (email: string) => {
      const token = await login(t, email, DEMO_PASSWORD);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/timeline?take=100', headers: { authorization: `Bearer ${token}` } });
      return new Set(timelineSchema.parse(res.json()).events.map((e) => e.kind));
    };
    const investor = await kindsOf('investor@demo.test');
    for (const kind of ['round.terms', 'round.close_notice'] as const) expect(investor, kind).toContain(kind);
    expect(await kindsOf('corporate@demo.test')).toContain('backing.lapsed');
    const [reconfirmed] = await t.database.db.select({ n: count() }).from(companyEvents).where(eq(companyEvents.kind, 'backing.reconfirmed'));
    expect(reconfirmed!.n).toBeGreaterThan(0);
  });

  it('gives the demo startup a timeline of dozens of its steps, newest first, across every part of the platform', async () => {
    const token = await login(t, 'startup@demo.test', DEMO_PASSWORD);
    // Every page of it, as the timeline's "show more" reads them.
    const events: TimelineEvent[] = [];
    for (let before: string | null = '', pages = 0; before !== null && pages < 20; pages++) {
      const url = `/api/v1/user/timeline?take=100${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      const page = timelineSchema.parse(res.json());
      events.push(...page.events);
      before = page.next;
    }
    expect(events.length).toBeGreaterThanOrEqual(36);
    const kinds = new Set(events.map((e) => e.kind));
    for (const kind of [
      'account.created',
      'ticket.created',
      'ticket.status',
      'offer.created',
      'thread.started',
      'duediligence.sent',
      'report.reviewed',
      'round.opened',
      'round.terms',
      'round.reporting',
      'backing.created',
      'pilot_application.created',
      'pilot.started',
    ])
      expect(kinds, kind).toContain(kind);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(events.every((e) => !e.internal)).toBe(true);
    expect(events.find((e) => e.kind === 'account.created')).toMatchObject({
      actor: { name: 'Nordlight Robotics', role: 'startup' },
      subject: { title: 'Nordlight Robotics' },
    });
    expect(events.some((e) => e.actor?.role === 'manager' && e.actor.name === 'Platform Manager')).toBe(true);
  });

  it('writes every seeded timeline entry with the facts its kind records live', async () => {
    const rows = await t.database.db.select({ kind: companyEvents.kind, data: companyEvents.data }).from(companyEvents);
    expect(rows.length).toBeGreaterThan(100);
    // Each kind with the facts that did not fit or were not its own, once.
    const misfits = new Set(
      rows.flatMap(
        (r) =>
          timelineFactsSchemas[r.kind]
            .strict()
            .safeParse(r.data)
            .error?.issues.map((i) => `${r.kind}: ${i.path.join('.')} ${i.message}`) ?? [],
      ),
    );
    expect([...misfits]).toEqual([]);
  });
  it('gives a change of terms in every state: the demo investor asked to reconfirm, the demo corporate cancelled for not reconfirming', async () => {
    const db = t.database.db;
    const [investor, corporate] = await Promise.all(['investor@demo.test', 'corporate@demo.test'].map((email) => login(t, email, DEMO_PASSWORD)));
    const get = async (url: string, token?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })).json();
    const waiting = (await db.select().from(crowdfundBackers)).filter((b) => b.reconfirmBy !== null);
    expect(waiting).toHaveLength(1);
    const own = await get(`/api/v1/investor/crowdfunding_card/${waiting[0]!.crowdfundId}`, investor);
    expect(own.own_backing.reconfirm_by).toBe(waiting[0]!.reconfirmBy);
    expect(own.own_backing.reconfirm_by >= utcToday()).toBe(true);
    const log = await get(`/api/v1/crowdfunding/${own.id}/changes`);
    expect(log.changes).toMatchObject([{ kind: 'terms', reconfirm_by: own.own_backing.reconfirm_by }]);
    // The demo corporate's backing cancelled after the older change (the portfolio's seed adds cancelled ones of its own).
    const changed = new Set((await db.select({ id: crowdfundChanges.crowdfundId }).from(crowdfundChanges)).map((c) => c.id));
    const [cancelled] = (await db.select().from(crowdfundBackers)).filter((b) => b.status === 'cancel' && changed.has(b.crowdfundId));
    const card = await get(`/api/v1/corporate/crowdfunding_card/${cancelled!.crowdfundId}`, corporate);
    expect(card).toMatchObject({ status: 'active', backer_status: { name: 'cancel' }, own_backing: { reconfirm_by: null } });
    const older = await get(`/api/v1/crowdfunding/${card.id}/changes`, corporate);
    expect(older.changes[0].reconfirm_by < utcToday()).toBe(true);
    expect(cancelled!.cancelledAt!.getTime()).toBeGreaterThan(Date.parse(`${older.changes[0].reconfirm_by}T00:00:00Z`));
  });
});
