import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedReportListSchema } from '@platform/contract';
import { reports, reportVersions } from '../src/db/schema/index.js';
import { dueDiligenceKit } from './fixtures/due-diligence.js';
import { startTestApp, type TestApp } from './harness.js';

/** A report a startup shares, as investors, corporates and managers read it on its profile: its PDF, and whether it is stale. */

let t: TestApp;
const kit = dueDiligenceKit(() => t);
const { tok, ids, call } = kit;
const MONTH_MS = 30 * 86_400_000;

const listOf = async (who = 'fund') => sharedReportListSchema.parse((await call('GET', `/api/v1/startup/${ids.founder}/reports`, tok[who]!)).json()).reports;
const pdfOf = (reportId: string, who = 'fund', startup = ids.founder!) => call('GET', `/api/v1/startup/${startup}/reports/${reportId}/report.pdf`, tok[who]!);

let reportId = '';

beforeAll(async () => {
  t = await startTestApp();
  await kit.setUp();
  const { expert } = await kit.ticketInWork();
  expect((await kit.saveReport(expert, { ...kit.fullReport(), submit: true })).statusCode).toBe(200);
  expect((await kit.review(expert, { decision: 'approve' })).statusCode).toBe(200);
  reportId = (await t.database.db.select().from(reports).where(eq(reports.ticketId, expert)))[0]!.id;
});
afterAll(() => t.close());

describe('a shared report on the profile', () => {
  it('is downloaded by investors, corporates and managers as the stored PDF, once the startup shares it', async () => {
    expect((await pdfOf(reportId)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/v1/startup/reports/${reportId}/share`, tok.founder!, { shared: true })).statusCode).toBe(200);
    const [version] = await t.database.db.select().from(reportVersions).where(eq(reportVersions.reportId, reportId));
    for (const who of ['fund', 'corp', 'manager']) {
      const res = await pdfOf(reportId, who);
      expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(version!.sha256);
      expect(res.headers['x-content-sha256']).toBe(version!.sha256);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="report-\d{4}-\d{2}-\d{2}-v1\.pdf"/);
    }
  });

  it('is refused to other startups and experts, and answers 404 for a report of another startup or an unknown one', async () => {
    await kit.company('rival', 'startup');
    expect((await pdfOf(reportId, 'rival')).statusCode).toBe(403);
    expect((await pdfOf(reportId, 'auditors')).statusCode).toBe(403);
    expect((await pdfOf(reportId, 'fund', ids.rival)).statusCode).toBe(404);
    expect((await pdfOf(randomUUID())).statusCode).toBe(404);
  });

  it('says whether the report is older than 12 months', async () => {
    expect((await listOf())[0]).toMatchObject({ id: reportId, stale: false });
    await t.database.db
      .update(reports)
      .set({ approvedAt: new Date(Date.now() - 13 * MONTH_MS) })
      .where(eq(reports.id, reportId));
    expect((await listOf('corp'))[0]).toMatchObject({ id: reportId, stale: true });
  });

  it('is no longer downloaded once its approval is revoked', async () => {
    expect((await call('POST', `/api/v1/manager/reports/${reportId}/revoke`, tok.manager!, { reason: 'Conflict of interest' })).statusCode).toBe(200);
    expect((await pdfOf(reportId)).statusCode).toBe(404);
  });
});
