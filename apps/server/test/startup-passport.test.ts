import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientReportSchema,
  passportSchema,
  scoreFields,
  scoreGroups,
  sharedReportListSchema,
  startupListSchema,
  type PassportClaim,
} from '@platform/contract';
import { auditLog, companyEvents, reports, startupProfiles, users } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { dueDiligenceKit } from './fixtures/due-diligence.js';
import { pilotsKit } from './fixtures/pilots.js';

let t: TestApp;
const dd = dueDiligenceKit(() => t);
const pk = pilotsKit(() => t);
const { tok, ids, call, review, saveReport, fullReport, ticketInWork } = dd;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await dd.setUp();
});
afterAll(() => t.close());

const passportOf = async (who: string, startup = ids.founder!) => {
  const res = await call('GET', `/api/v1/startup/${startup}/passport`, tok[who]!);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(passportSchema.parse(res.json()).claims.map((c) => [c.group, c])) as Record<string, PassportClaim>;
};
const verifiedList = async (filters: object = { verified: true }) => {
  const res = await call('POST', '/api/v1/foundation/startups/list', tok.fund!, filters);
  expect(res.statusCode, res.body).toBe(200);
  return startupListSchema.parse(res.json());
};
const share = (reportId: string, shared: boolean) => call('PATCH', `/api/v1/startup/reports/${reportId}/share`, tok.founder!, { shared });
const revoke = (reportId: string, body: object, who = 'manager') => call('POST', `/api/v1/manager/reports/${reportId}/revoke`, tok[who]!, body);
const reportRow = async (id: string) => (await db().select().from(reports).where(eq(reports.id, id)))[0]!;
const MONTH_MS = 30 * 86_400_000;

let reportId = '';
let clientTicket = '';

describe('the passport’s readers', () => {
  it('is read by investors, corporates, managers and the startup itself; another startup is refused', async () => {
    for (const who of ['fund', 'corp', 'manager', 'founder']) {
      const claims = await passportOf(who);
      expect(Object.keys(claims)).toEqual([
        'team',
        'management',
        'technology',
        'business',
        'annual_revenue',
        'monthly_revenue',
        'mrr',
        'mom_growth',
        'monthly_burn_rate',
        'runrate',
      ]);
      expect(claims.team).toMatchObject({ source: 'self', self_value: null, verified_value: null, verified_at: null, stale: false, verifier: null });
    }
    await dd.company('rival', 'startup');
    expect((await call('GET', `/api/v1/startup/${ids.founder}/passport`, tok.rival!)).json()).toMatchObject({ code: 'forbidden' });
    expect((await call('GET', `/api/v1/startup/${ids.rival}/passport`, tok.rival!)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id or one that is not a startup, 403 to an expert not working for it, 401 signed out', async () => {
    expect((await call('GET', `/api/v1/startup/${randomUUID()}/passport`, tok.fund!)).json()).toMatchObject({ code: 'not_found' });
    expect((await call('GET', `/api/v1/startup/${ids.corp}/passport`, tok.fund!)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/startup/not-an-id/passport', tok.fund!)).statusCode).toBe(400);
    expect((await call('GET', `/api/v1/startup/${ids.founder}/passport`, tok.auditors!)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/startup/${ids.founder}/passport` })).statusCode).toBe(401);
  });

  it('dates each self-reported claim from the save that changed it; an empty claim has no date', async () => {
    const first = await passportOf('founder');
    expect(first.team).toMatchObject({ self_value: null, self_changed_at: null });
    expect(first.mrr).toMatchObject({ self_value: null, self_changed_at: null });
    const before = Date.now();
    // A complete profile (so the startup may still file applications), its team group at 4.5.
    const scoring = Object.fromEntries(scoreFields.map((f) => [f, (scoreGroups.team as readonly string[]).includes(f) ? 4.5 : 3]));
    const finance = { annual_revenue: '1200000', mom_growth: '8', monthly_revenue: '35', monthly_burn_rate: '90000', runrate: '1200000' };
    const body = {
      company: 'founder',
      product_description: 'Inspection robots for wind turbines',
      who_is_your_customer: 'Operators of wind farms',
      startup_scoring: scoring,
    };
    const saved = await call('POST', '/api/v1/startup/profiledata', tok.founder!, { ...body, startup_finance_info: { ...finance, mrr: '1000' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = await passportOf('founder');
    expect(second.team!.self_value).toBe(4.5);
    expect(second.mrr!.self_value).toBe(1000);
    expect(Date.parse(second.team!.self_changed_at!)).toBeGreaterThanOrEqual(before);
    await new Promise((r) => setTimeout(r, 20));
    // The same values saved again change nothing: their dates stay.
    expect((await call('POST', '/api/v1/startup/profiledata', tok.founder!, { ...body, startup_finance_info: { ...finance, mrr: '1000' } })).statusCode).toBe(
      200,
    );
    const third = await passportOf('founder');
    expect(third.team!.self_changed_at).toBe(second.team!.self_changed_at);
    expect(third.mrr!.self_changed_at).toBe(second.mrr!.self_changed_at);
  });
});

describe('expert evidence', () => {
  it('counts an approved report only once the startup shares it, with the expert’s value, company and date', async () => {
    const work = await ticketInWork();
    clientTicket = work.client;
    // The expert company working for the startup reads its passport.
    expect((await passportOf('auditors')).team!.source).toBe('self');
    expect((await saveReport(work.expert, { ...fullReport(), submit: true })).statusCode).toBe(200);
    expect((await review(work.expert, { decision: 'approve' })).statusCode).toBe(200);
    const own = (await call('GET', '/api/v1/startup/reports', tok.founder!)).json<{ reports: { id: string; approved_at: string }[] }>().reports;
    reportId = own[0]!.id;
    expect((await passportOf('fund')).team!.source).toBe('self');
    expect((await verifiedList()).startups.map((s) => s.id)).not.toContain(ids.founder);

    expect((await share(reportId, true)).statusCode).toBe(200);
    const claims = await passportOf('fund');
    expect(claims.team).toMatchObject({
      source: 'expert',
      self_value: 4.5,
      verified_value: 4,
      source_id: reportId,
      verified_at: own[0]!.approved_at,
      stale: false,
      verifier: { id: ids.auditors, name: 'auditors' },
      kpis: null,
    });
    expect(claims.business).toMatchObject({ source: 'expert', verified_value: 3 });
    // Finance figures stay self-reported.
    expect(claims.mrr).toMatchObject({ source: 'self', verified_at: null });
  });

  it('lists the startup under the verified filter with its verified score, and sorts by it', async () => {
    const list = await verifiedList();
    expect(list.startups.map((s) => s.id)).toEqual([ids.founder]);
    expect(list.total).toBe(1);
    // The mean of 4, 3.5, 4.5 and 3, one decimal.
    expect(list.startups[0]!.verified_score).toBe(3.8);
    const all = await verifiedList({});
    expect(all.startups.find((s) => s.id === ids.rival)!.verified_score).toBeNull();
    const sorted = await call('POST', '/api/v1/foundation/startups/list?order_by=verified_score&order_dir=desc', tok.fund!, {});
    expect(sorted.statusCode, sorted.body).toBe(200);
    expect(startupListSchema.parse(sorted.json()).startups[0]!.id).toBe(ids.founder);
    expect((await call('POST', '/api/v1/foundation/startups/list', tok.fund!, { verified: 'yes' })).statusCode).toBe(400);
  });

  it('marks evidence older than 12 months stale, and the list no longer counts it', async () => {
    const approvedAt = (await reportRow(reportId)).approvedAt!;
    await db()
      .update(reports)
      .set({ approvedAt: new Date(Date.now() - 13 * MONTH_MS) })
      .where(eq(reports.id, reportId));
    // Sharing again refreshes the profile's evidence from the report.
    expect((await share(reportId, true)).statusCode).toBe(200);
    expect((await passportOf('corp')).team).toMatchObject({ source: 'expert', stale: true });
    expect((await verifiedList()).startups).toEqual([]);
    expect((await verifiedList({})).startups.find((s) => s.id === ids.founder)!.verified_score).toBeNull();
    await db().update(reports).set({ approvedAt }).where(eq(reports.id, reportId));
    expect((await share(reportId, true)).statusCode).toBe(200);
    expect((await passportOf('corp')).team!.stale).toBe(false);
  });

  it('leaves the claims self-reported while the report is withdrawn from the profile', async () => {
    expect((await share(reportId, false)).statusCode).toBe(200);
    expect((await passportOf('manager')).team!.source).toBe('self');
    expect((await verifiedList()).startups).toEqual([]);
    expect((await share(reportId, true)).statusCode).toBe(200);
  });
});

describe('pilot evidence', () => {
  it('verifies technology and business with a contract, newest evidence first, with the KPIs reached', async () => {
    const pilot = await pk.insertPilot(ids.corp!, { name: 'Blade inspection' });
    const base = `/api/v1/corporate/pilot_dashboard_list/${pilot.id}`;
    expect((await call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${pilot.id}`, tok.founder!, {})).statusCode).toBe(200);
    const [application] = await pk.applications(pilot.id);
    expect((await call('POST', `${base}/applicants/${application!.id}`, tok.corp!, { decision: 'shortlist' })).statusCode).toBe(200);
    const kpis = [{ name: 'Defects found', target: '95%' }];
    const started = await call('POST', `${base}/run`, tok.corp!, { application_id: application!.id, kpis, decision_owner: 'COO', decision_date: pk.inDays(0) });
    expect(started.statusCode, started.body).toBe(200);
    const done = await call('POST', `${base}/run/outcome`, tok.corp!, { outcome: 'commercial_contract', reached: ['97%'] });
    expect(done.statusCode, done.body).toBe(200);
    const run = done.json<{ run: { id: string; outcome_at: string } }>().run;

    const claims = await passportOf('fund');
    for (const group of ['technology', 'business']) {
      expect(claims[group]).toMatchObject({
        source: 'pilot',
        verified_value: null,
        source_id: run.id,
        verified_at: run.outcome_at,
        verifier: { id: ids.corp, name: 'corp' },
        kpis: [{ name: 'Defects found', target: '95%', reached: '97%' }],
        stale: false,
      });
    }
    // The pilot verifies nothing of the team: the expert's evidence stays.
    expect(claims.team!.source).toBe('expert');
    const [profile] = await db().select().from(startupProfiles).where(eq(startupProfiles.userId, ids.founder!));
    expect(profile!.pilotVerifiedAt!.toISOString()).toBe(run.outcome_at);
  });
});

describe('revoking a report', () => {
  it('is for managers only, with a reason of 3 to 500 characters', async () => {
    for (const who of ['founder', 'fund', 'auditors']) expect((await revoke(reportId, { reason: 'Conflict of interest' }, who)).statusCode).toBe(403);
    for (const body of [{}, { reason: 'no' }, { reason: '   ab  ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const res = await revoke(reportId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toHaveProperty('reason');
    }
    expect((await revoke(randomUUID(), { reason: 'Conflict of interest' })).json()).toMatchObject({ code: 'not_found' });
    const draft = await ticketInWork();
    expect((await saveReport(draft.expert, { ...fullReport(), submit: false })).statusCode).toBe(200);
    const unapproved = (await db().select().from(reports).where(eq(reports.ticketId, draft.expert)))[0]!;
    const refused = await revoke(unapproved.id, { reason: 'Conflict of interest' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'report_not_approved', message: 'Only an approved report can be revoked' });
    // Nothing changed by the refusals.
    expect(await reportRow(reportId)).toMatchObject({ revokedAt: null, revokeReason: null });
    expect((await reportRow(unapproved.id)).revokedAt).toBeNull();
    expect((await passportOf('fund')).team!.source).toBe('expert');
  });

  it('takes the badge away on the next read, stops sharing, tells the startup, and is refused twice', async () => {
    const res = await revoke(reportId, { reason: '  The expert had a stake in the startup  ' });
    expect(res.statusCode, res.body).toBe(200);
    const revoked = clientReportSchema.parse(res.json()).report!;
    expect(revoked.revoked).toMatchObject({ reason: 'The expert had a stake in the startup' });

    const claims = await passportOf('fund');
    expect(claims.team).toMatchObject({ source: 'self', verified_value: null, source_id: null });
    expect(claims.management!.source).toBe('self');
    // The pilot's evidence is untouched.
    expect(claims.technology!.source).toBe('pilot');
    const shared = sharedReportListSchema.parse((await call('GET', `/api/v1/startup/${ids.founder}/reports`, tok.fund!)).json());
    expect(shared.reports).toEqual([]);
    const own = (await call('GET', '/api/v1/startup/reports', tok.founder!)).json();
    expect(own.reports.find((r: { id: string }) => r.id === reportId)).toMatchObject({
      shared: false,
      revoked: { reason: 'The expert had a stake in the startup' },
    });
    const view = clientReportSchema.parse((await call('GET', `/api/v1/startup/ticket/${clientTicket}/report`, tok.founder!)).json());
    expect(view.report!.revoked!.reason).toBe('The expert had a stake in the startup');
    // Still in the list (the pilot verifies it), without a verified score.
    const list = await verifiedList();
    expect(list.startups.find((s) => s.id === ids.founder)!.verified_score).toBeNull();

    const [founder] = await db().select({ email: users.email }).from(users).where(eq(users.id, ids.founder!));
    const [mail] = await pk.mails(founder!.email);
    expect(mail).toMatchObject({ template: 'duediligence.revoked', subject: 'The approval of your due-diligence report was revoked' });
    expect(mail!.text).toContain('The expert had a stake in the startup');
    const actions = await db().select().from(auditLog).where(eq(auditLog.action, 'report.revoke'));
    expect(actions).toHaveLength(1);
    const entries = await db().select().from(companyEvents).where(eq(companyEvents.kind, 'report.revoked'));
    expect(entries.map((e) => e.companyId).sort()).toEqual([ids.founder, ids.auditors].sort());

    const again = await revoke(reportId, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'report_revoked' });
    expect((await reportRow(reportId)).revokeReason).toBe('The expert had a stake in the startup');
    // A revoked report can no longer be shared.
    expect((await share(reportId, true)).json()).toMatchObject({ code: 'report_revoked' });
    // The row keeps when it was shared: the record that the profile showed what was withdrawn.
    expect((await reportRow(reportId)).sharedAt).not.toBeNull();
  });
});
