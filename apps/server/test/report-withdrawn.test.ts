import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListSchema, clientReportSchema, managerTicketSchema, passportSchema, timelineSchema, type PassportClaim } from '@platform/contract';
import { startTestApp, type TestApp } from './harness.js';
import { dueDiligenceKit } from './fixtures/due-diligence.js';
import { pilotsKit } from './fixtures/pilots.js';

/**
 * A withdrawn verification leaves a trace: after a manager revokes a report the startup shared,
 * each passport claim the report scored says so with the day, and the timelines, the audit log
 * and the manager's expert ticket name the company the report is on.
 */

let t: TestApp;
const dd = dueDiligenceKit(() => t);
const pk = pilotsKit(() => t);
const { tok, ids, call, review, saveReport, fullReport, ticketInWork } = dd;

beforeAll(async () => {
  t = await startTestApp();
  await dd.setUp();
});
afterAll(() => t.close());

const passportOf = async (who = 'fund') => {
  const res = await call('GET', `/api/v1/startup/${ids.founder}/passport`, tok[who]!);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(passportSchema.parse(res.json()).claims.map((c) => [c.group, c])) as Record<string, PassportClaim>;
};
const share = (reportId: string, shared: boolean) => call('PATCH', `/api/v1/startup/reports/${reportId}/share`, tok.founder!, { shared });
const revoke = async (reportId: string, reason: string) => {
  const res = await call('POST', `/api/v1/manager/reports/${reportId}/revoke`, tok.manager!, { reason });
  expect(res.statusCode, res.body).toBe(200);
  return clientReportSchema.parse(res.json()).report!.revoked!;
};
/** Walks a fresh due diligence of the founder to an approved report; answers the report's and the expert ticket's ids. */
async function approvedReport() {
  const work = await ticketInWork();
  expect((await saveReport(work.expert, { ...fullReport(), submit: true })).statusCode).toBe(200);
  expect((await review(work.expert, { decision: 'approve' })).statusCode).toBe(200);
  const own = (await call('GET', '/api/v1/startup/reports', tok.founder!)).json<{ reports: { id: string; ticket_id: string }[] }>().reports;
  return { reportId: own.find((r) => r.ticket_id === work.client)!.id, ...work };
}
const groups = ['team', 'management', 'technology', 'business'] as const;
const finance = ['annual_revenue', 'monthly_revenue', 'mrr', 'mom_growth', 'monthly_burn_rate', 'runrate'] as const;

let shown = { reportId: '', expert: '', client: '' };
let revokedAt = '';

describe('the passport after a revocation', () => {
  it('keeps no trace of a report the startup never showed on its profile', async () => {
    const hidden = await approvedReport();
    await revoke(hidden.reportId, 'Approved by mistake');
    const claims = await passportOf();
    for (const key of [...groups, ...finance]) expect(claims[key]!.withdrawn, key).toBeNull();
  });

  it('says on each claim the shared report scored that its verification was withdrawn, and on which day', async () => {
    shown = await approvedReport();
    expect((await share(shown.reportId, true)).statusCode).toBe(200);
    expect((await passportOf()).team).toMatchObject({ source: 'expert', withdrawn: null });

    revokedAt = (await revoke(shown.reportId, 'The expert had a stake in the startup')).at;
    for (const who of ['fund', 'corp', 'manager', 'founder']) {
      const claims = await passportOf(who);
      for (const key of groups) {
        expect(claims[key], `${who} ${key}`).toMatchObject({ source: 'self', verified_at: null, withdrawn: { report_id: shown.reportId, at: revokedAt } });
      }
      // Finance figures were never verified by a report: nothing was withdrawn from them.
      for (const key of finance) expect(claims[key]!.withdrawn, `${who} ${key}`).toBeNull();
    }
  });

  it('keeps the trace when the startup turns the revoked report’s sharing off, and refuses to share it again', async () => {
    expect((await share(shown.reportId, false)).statusCode).toBe(200);
    expect((await share(shown.reportId, true)).json()).toMatchObject({ code: 'report_revoked' });
    expect((await passportOf()).team!.withdrawn).toEqual({ report_id: shown.reportId, at: revokedAt });
    const own = (await call('GET', '/api/v1/startup/reports', tok.founder!)).json<{ reports: { id: string; shared: boolean }[] }>().reports;
    expect(own.find((r) => r.id === shown.reportId)!.shared).toBe(false);
    expect((await call('GET', `/api/v1/startup/${ids.founder}/reports`, tok.fund!)).json()).toEqual({ reports: [] });
  });
});

describe('who the revocation names', () => {
  it('names the startup on both timelines, with the expert company', async () => {
    for (const company of [ids.founder!, ids.auditors!]) {
      const res = await call('GET', `/api/v1/manager/companies/${company}/timeline`, tok.manager!);
      expect(res.statusCode, res.body).toBe(200);
      const entry = timelineSchema.parse(res.json()).events.find((e) => e.kind === 'report.revoked' && e.data.reportId === shown.reportId);
      expect(entry?.data, company).toMatchObject({ client: 'founder', expert: 'auditors', reason: 'The expert had a stake in the startup' });
    }
    const own = timelineSchema.parse((await call('GET', '/api/v1/user/timeline', tok.founder!)).json());
    expect(own.events.find((e) => e.kind === 'report.revoked' && e.data.reportId === shown.reportId)?.data).toMatchObject({ client: 'founder' });
  });

  it('names the startup in the audit entry, beside the expert company', async () => {
    const res = await call('GET', '/api/v1/manager/audit?action=report.revoke', tok.manager!);
    expect(res.statusCode, res.body).toBe(200);
    const entries = auditListSchema.parse(res.json()).entries;
    const entry = entries.find((e) => e.entity_id === shown.expert)!;
    expect(entry.company).toMatchObject({ id: ids.auditors, name: 'auditors', role: 'expert' });
    expect(entry.party).toEqual({ id: ids.founder, name: 'founder', role: 'startup' });
  });

  it('names the startup on the manager’s expert ticket, with the revocation beside the report’s status', async () => {
    const res = await call('GET', `/api/v1/manager/tickets/${shown.expert}`, tok.manager!);
    expect(res.statusCode, res.body).toBe(200);
    const [work] = managerTicketSchema.parse(res.json()).expert_work;
    expect(work).toMatchObject({ client: { id: ids.founder, name: 'founder', role: 'startup' }, report_status: 'approved', report_revoked_at: revokedAt });
    const fresh = await ticketInWork();
    const [unrevoked] = managerTicketSchema.parse((await call('GET', `/api/v1/manager/tickets/${fresh.expert}`, tok.manager!)).json()).expert_work;
    expect(unrevoked).toMatchObject({ client: { name: 'founder' }, report_revoked_at: null });
  });
});

describe('a later verification', () => {
  it('replaces the trace on the groups it verifies again, and only on those', async () => {
    // A pilot that became a contract verifies the technology and the business.
    const pilot = await pk.insertPilot(ids.corp!, { name: 'Blade inspection' });
    const base = `/api/v1/corporate/pilot_dashboard_list/${pilot.id}`;
    expect((await call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${pilot.id}`, tok.founder!, {})).statusCode).toBe(200);
    const [application] = await pk.applications(pilot.id);
    expect((await call('POST', `${base}/applicants/${application!.id}`, tok.corp!, { decision: 'shortlist' })).statusCode).toBe(200);
    const run = { application_id: application!.id, kpis: [{ name: 'Defects found', target: '95%' }], decision_owner: 'COO', decision_date: pk.inDays(0) };
    expect((await call('POST', `${base}/run`, tok.corp!, run)).statusCode).toBe(200);
    expect((await call('POST', `${base}/run/outcome`, tok.corp!, { outcome: 'commercial_contract', reached: ['97%'] })).statusCode).toBe(200);
    const claims = await passportOf();
    expect(claims.technology).toMatchObject({ source: 'pilot', withdrawn: null });
    expect(claims.business).toMatchObject({ source: 'pilot', withdrawn: null });
    expect(claims.team).toMatchObject({ source: 'self', withdrawn: { report_id: shown.reportId, at: revokedAt } });
    expect(claims.management!.withdrawn).toEqual({ report_id: shown.reportId, at: revokedAt });

    // A new report shared on the profile verifies every group again.
    const later = await approvedReport();
    expect((await share(later.reportId, true)).statusCode).toBe(200);
    const after = await passportOf();
    for (const key of groups) expect(after[key]!.withdrawn, key).toBeNull();
    expect(after.team).toMatchObject({ source: 'expert', source_id: later.reportId });
  });
});
