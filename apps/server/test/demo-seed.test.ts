import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientReportSchema,
  entriesToSlots,
  clientTicketStatuses,
  companyThreadListSchema,
  expertTicketListSchema,
  expertTicketStatuses,
  managerThreadListSchema,
  fitsFreeTime,
  meetingListSchema,
  passportSchema,
  reportQueueSchema,
  sharedReportListSchema,
  ticketThreadListSchema,
  timelineSchema,
  userEventsSchema,
  workCalendarSchema,
} from '@platform/contract';
import { companies, expertDuedills, internalExperts, offers, reports, reportVersions, startupProfiles, tickets, users } from '../src/db/schema/index.js';
import { createLocalStorage } from '../src/platform/storage.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../src/seed/demo.js';
import { login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const countOf = async (role: 'startup' | 'investor' | 'corporate' | 'expert') =>
  Number((await t.database.db.select({ n: count() }).from(companies).where(eq(companies.role, role)))[0]!.n);

describe('demo seed', () => {
  it('creates the five demo accounts and realistic content, once', async () => {
    // As `npm start` seeds: with the store, so the approved reports get their PDF versions.
    const storage = await createLocalStorage(path.join(t.config.dataDir, 'uploads'));
    expect(await seedDemoData(t.database.db, { storage, publicUrl: t.config.publicUrl })).toBe(true);
    for (const a of demoAccounts) expect(await login(t, a.email, DEMO_PASSWORD)).toBeTruthy();
    expect(await countOf('startup')).toBeGreaterThanOrEqual(41);
    expect(await countOf('investor')).toBe(10);
    expect(await countOf('corporate')).toBe(10);
    expect(await countOf('expert')).toBe(5);
    const [full] = await t.database.db
      .select({ n: count() })
      .from(startupProfiles)
      .where(and(eq(startupProfiles.isScoreFull, true)));
    expect(Number(full!.n)).toBeGreaterThanOrEqual(40);
    const experts = await t.database.db.select({ companyId: internalExperts.companyId, n: count() }).from(internalExperts).groupBy(internalExperts.companyId);
    expect(experts).toHaveLength(5);
    expect(await seedDemoData(t.database.db)).toBe(false);
    expect(await countOf('startup')).toBeGreaterThanOrEqual(41);
  });

  it('gives each demo client company an application in every status, with offers where the status needs them', async () => {
    for (const email of ['startup@demo.test', 'investor@demo.test', 'corporate@demo.test']) {
      const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const rows = await t.database.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.ownerId, owner!.id), eq(tickets.crowdfunding, false)));
      expect(rows.map((r) => r.status).sort()).toEqual([...clientTicketStatuses].sort());
      for (const r of rows.filter((x) => ['waiting_confirm', 'deal', 'success'].includes(x.status))) {
        const o = await t.database.db.select().from(offers).where(eq(offers.ticketId, r.id));
        expect(o.length).toBeGreaterThan(0);
        if (r.status !== 'waiting_confirm') expect(o.some((x) => x.interesting)).toBe(true);
      }
    }
  });

  it('gives the demo startup a full profile and score, so its applications open at once', async () => {
    const token = await login(t, 'startup@demo.test', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers });
    expect(info.json()).toMatchObject({ role: 'startup', isScoreFull: true });
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/startup/profiledata', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ type: 'filled', isScoreFull: true, last_fund_amount: 750000 });
    expect(profile.json().startup_scoring.intema_score).toBeGreaterThan(3);
    const recommendations = await t.app.inject({ method: 'GET', url: '/api/v1/startup/recomendations', headers });
    expect(Object.keys(recommendations.json().team ?? {})).toContain('hiring');
  });

  it('gives each demo company threads in every state, and the manager a queue', async () => {
    const get = async (url: string, token: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    for (const email of ['startup@demo.test', 'expert@demo.test']) {
      const token = await login(t, email, DEMO_PASSWORD);
      const list = companyThreadListSchema.parse(await get('/api/v1/company-task/list?take=50', token));
      const states = list.companyTasks.map((c) => (c.closed ? 'closed' : c.awaiting_reply ? (c.unread ? 'answered, unread' : 'answered, read') : 'waiting'));
      expect(new Set(states)).toEqual(new Set(['closed', 'answered, unread', 'answered, read', 'waiting']));
      expect(userEventsSchema.parse(await get('/api/v1/user/events', token)).new_company_tasks).toBe(2);
    }
    for (const email of ['startup@demo.test', 'investor@demo.test', 'corporate@demo.test']) {
      const token = await login(t, email, DEMO_PASSWORD);
      const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      // The oldest application with threads: the rounds' own applications (crowdfunding) have none.
      const [ticket] = await t.database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.ownerId, owner!.id), eq(tickets.crowdfunding, false)))
        .orderBy(tickets.createdAt)
        .limit(1);
      const { ticketTasks } = ticketThreadListSchema.parse(await get(`/api/v1/ticket-task/list/${ticket!.id}`, token));
      expect(ticketTasks.map((x) => [x.closed, x.awaiting_reply]).sort()).toEqual(
        [
          [false, false],
          [false, true],
          [true, false],
        ].sort(),
      );
      expect(userEventsSchema.parse(await get('/api/v1/user/events', token)).new_ticket_tasks).toBe(1);
    }
    const queue = managerThreadListSchema.parse(await get('/api/v1/manager/threads?state=waiting', await login(t, 'manager@demo.test', DEMO_PASSWORD)));
    expect(queue.total).toBe(5);
    expect(queue.usual_answer_seconds).toBeGreaterThan(0);
  });

  it('gives the demo expert company work in every status, and the demo startup an approved report it shares', async () => {
    const get = async (url: string, token: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    const expert = await login(t, 'expert@demo.test', DEMO_PASSWORD);
    const list = expertTicketListSchema.parse(await get('/api/v1/expert/ticket_list?take=50', expert));
    expect(new Set(list.tickets.map((x) => x.status))).toEqual(new Set(expertTicketStatuses));
    expect(list.tickets.some((x) => x.expired)).toBe(true);
    expect(list.tickets.filter((x) => x.new_offers > 0)).toHaveLength(1);
    expect(list.tickets.find((x) => x.status === 'due_in_due')).toMatchObject({
      new_ticket_tasks: 1,
      internal_expert: expect.objectContaining({ name: expect.any(String) }),
    });

    const startup = await login(t, 'startup@demo.test', DEMO_PASSWORD);
    const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'startup@demo.test'));
    const [done] = await t.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.ownerId, owner!.id), eq(tickets.type, 'startup_duedill'), eq(tickets.status, 'success')));
    expect(clientReportSchema.parse(await get(`/api/v1/startup/ticket/${done!.id}/report`, startup)).report).toMatchObject({
      status: 'approved',
      expert_company: { name: 'Clearview Due Diligence' },
    });
    const shared = sharedReportListSchema.parse(await get(`/api/v1/startup/${owner!.id}/reports`, await login(t, 'investor@demo.test', DEMO_PASSWORD)));
    expect(shared.reports).toHaveLength(1);
    const review = reportQueueSchema.parse(await get('/api/v1/manager/reports', await login(t, 'manager@demo.test', DEMO_PASSWORD)));
    expect(review.total).toBe(1);
  });

  it('gives the demo expert an own calendar with date overrides and meetings in every state, inside its free time', async () => {
    const get = async (url: string, token: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    const expert = await login(t, 'expert@demo.test', DEMO_PASSWORD);
    const list = expertTicketListSchema.parse(await get('/api/v1/expert/ticket_list?take=50', expert));
    const running = list.tickets.find((x) => x.status === 'due_in_due')!;
    const { meets } = meetingListSchema.parse(await get(`/api/v1/expert/meet/${running.id}`, expert));
    expect(new Set(meets.map((m) => m.accepted))).toEqual(new Set([true, false, null]));
    expect(meets.some((m) => Date.parse(m.timestampz_range.timestampz_to) < Date.now())).toBe(true);
    expect(meets.some((m) => Date.parse(m.timestampz_range.timestampz_from) > Date.now())).toBe(true);
    expect(meets.find((m) => m.accepted === false)?.reason).toBeTruthy();

    const expertId = meets[0]!.internal_expert.id;
    // Six weeks from one instant: two clock reads a millisecond apart made the range longer than the six weeks allowed.
    const now = Date.now();
    const from = new Date(now - 21 * 86_400_000);
    const to = new Date(now + 21 * 86_400_000);
    const week = workCalendarSchema.parse(
      await get(`/api/v1/expert/work_calendar/${expertId}?timestampz_from=${from.toISOString()}&timestampz_to=${to.toISOString()}`, expert),
    );
    expect(week.settings.timezone).toBe('Europe/Berlin');
    expect(week.settings.overrides.map((o) => o.time.length)).toEqual([0, 1]);
    const free = entriesToSlots(week.calendar);
    expect(free.length).toBeGreaterThan(10);
    for (const m of week.meets) {
      const others = week.meets.filter((o) => o.id !== m.id).map((o) => ({ ...o.timestampz_range, accepted: o.accepted }));
      expect(fitsFreeTime(free, others, { from: new Date(m.timestampz_range.timestampz_from), to: new Date(m.timestampz_range.timestampz_to) })).toBe(true);
    }

    const startup = await login(t, 'startup@demo.test', DEMO_PASSWORD);
    const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'startup@demo.test'));
    const [deal] = await t.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.ownerId, owner!.id), eq(tickets.type, 'startup_duedill'), eq(tickets.status, 'deal')));
    const client = meetingListSchema.parse(await get(`/api/v1/startup/ticket/${deal!.id}/meetings`, startup));
    expect(client.meets.map((m) => m.id)).toEqual(meets.map((m) => m.id));
  });

  it('stores version 1 of every approved report, so anyone can verify the demo reports at once', async () => {
    const approved = await t.database.db.select({ id: reports.id }).from(reports).where(isNotNull(reports.approvedAt));
    expect(approved.length).toBeGreaterThan(0);
    for (const { id } of approved) {
      const versions = await t.database.db.select().from(reportVersions).where(eq(reportVersions.reportId, id));
      expect(versions.map((v) => v.version)).toEqual([1]);
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/reports/verify/${versions[0]!.sha256}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ version: 1 });
    }
  });

  it('shows a newcomer a withdrawn verification: a startup whose shared report was revoked, on its passport and the timelines', async () => {
    const get = async (url: string, token: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    const [revoked] = await t.database.db
      .select({ id: reports.id, revokedAt: reports.revokedAt, ticketId: reports.ticketId })
      .from(reports)
      .where(and(isNotNull(reports.revokedAt), isNotNull(reports.sharedAt)));
    expect(revoked).toBeDefined();
    const [work] = await t.database.db.select().from(expertDuedills).where(eq(expertDuedills.ticketId, revoked!.ticketId));
    const [client] = await t.database.db.select({ id: tickets.ownerId }).from(tickets).where(eq(tickets.id, work!.clientTicketId));
    const [company] = await t.database.db.select({ name: companies.name }).from(companies).where(eq(companies.userId, client!.id));
    const investor = await login(t, 'investor@demo.test', DEMO_PASSWORD);
    const { claims } = passportSchema.parse(await get(`/api/v1/startup/${client!.id}/passport`, investor));
    expect(claims.filter((c) => c.withdrawn).map((c) => c.group)).toEqual(['team', 'management', 'technology', 'business']);
    expect(claims[0]!.withdrawn).toEqual({ report_id: revoked!.id, at: revoked!.revokedAt!.toISOString() });
    const manager = await login(t, 'manager@demo.test', DEMO_PASSWORD);
    const { events } = timelineSchema.parse(await get(`/api/v1/manager/companies/${client!.id}/timeline?take=100`, manager));
    expect(events.find((e) => e.kind === 'report.revoked')?.data).toMatchObject({ client: company!.name, expert: 'Clearview Due Diligence' });
    // The demo startup's own report still stands: the journeys that read it are unchanged.
    const [demoStartup] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'startup@demo.test'));
    const own = passportSchema.parse(await get(`/api/v1/startup/${demoStartup!.id}/passport`, investor)).claims;
    expect(own.find((c) => c.group === 'team')).toMatchObject({ source: 'expert', withdrawn: null });
  });
});
