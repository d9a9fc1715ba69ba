import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientReportSchema, ownReportListSchema, verifyAnswerSchema } from '@platform/contract';
import { reports, reportVersions, tickets } from '../src/db/schema/index.js';
import { createLocalStorage } from '../src/platform/storage.js';
import { dueDiligenceKit } from './fixtures/due-diligence.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
const kit = dueDiligenceKit(() => t);
const { tok, call } = kit;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Signed out: no token at all. */
const verify = (hash: string) => t.app.inject({ method: 'GET', url: `/api/v1/reports/verify/${hash}` });
const download = (client: string) => call('GET', `/api/v1/startup/ticket/${client}/report.pdf`, tok.founder!);
const versionsOf = (reportId: string) => t.database.db.select().from(reportVersions).where(eq(reportVersions.reportId, reportId));

/** A ticket of the founder worked by the auditors, its report submitted (and approved unless told). */
async function reportOf(approve = true) {
  const { client, expert } = await kit.ticketInWork();
  expect((await kit.saveReport(expert, { ...kit.fullReport(), submit: true })).statusCode).toBe(200);
  const [report] = await t.database.db.select().from(reports).where(eq(reports.ticketId, expert));
  if (approve) expect((await kit.review(expert, { decision: 'approve' })).statusCode).toBe(200);
  return { client, expert, reportId: report!.id };
}

beforeAll(async () => {
  t = await startTestApp();
  await kit.setUp();
});
afterAll(() => t.close());

describe('reports anyone can verify', () => {
  it('renders version 1 at approval, stores it, and serves exactly those bytes on every download', async () => {
    const { client, reportId } = await reportOf();
    const [v1, ...more] = await versionsOf(reportId);
    expect(more).toEqual([]);
    expect(v1).toMatchObject({ version: 1, storageKey: `reports/${reportId}-v1` });
    const stored = await new Response((await (await createLocalStorage(path.join(t.config.dataDir, 'uploads'))).read(v1!.storageKey)) as never).arrayBuffer();
    expect(v1!.sha256).toBe(sha256(Buffer.from(stored)));
    expect(v1!.size).toBe(stored.byteLength);

    const first = await download(client);
    const second = await download(client);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(sha256(first.rawPayload)).toBe(v1!.sha256);
    expect(first.headers['x-content-sha256']).toBe(v1!.sha256);

    // The client's report view and the startup's own list show the fingerprint beside the download.
    const view = clientReportSchema.parse((await call('GET', `/api/v1/startup/ticket/${client}/report`, tok.founder!)).json());
    expect(view.report?.pdf).toEqual({ version: 1, sha256: v1!.sha256 });
    const own = ownReportListSchema.parse((await call('GET', '/api/v1/startup/reports', tok.founder!)).json());
    expect(own.reports.find((r) => r.id === reportId)?.pdf).toEqual({ version: 1, sha256: v1!.sha256 });

    const answer = await verify(sha256(first.rawPayload));
    expect(answer.statusCode, answer.body).toBe(200);
    const [approved] = await t.database.db.select({ at: reports.approvedAt }).from(reports).where(eq(reports.id, reportId));
    expect(verifyAnswerSchema.parse(answer.json())).toEqual({
      kind: 'report',
      kiis: null,
      valid: true,
      revoked: false,
      revoked_at: null,
      version: 1,
      approved_at: approved!.at!.toISOString(),
      expert_company: 'auditors',
      startup: 'founder',
      client: { name: 'founder', role: 'startup' },
    });
    // The fingerprint in capitals is the same fingerprint.
    expect((await verify(v1!.sha256.toUpperCase())).statusCode).toBe(200);

    // One changed byte is another file: no approved report has its fingerprint.
    const changed = Buffer.from(first.rawPayload);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = changed[middle]! ^ 0x01;
    const refused = await verify(sha256(changed));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'report_fingerprint_unknown', message: 'No approved report has this fingerprint' });
  });

  it('says a revoked report is revoked, and since when', async () => {
    const { client, reportId } = await reportOf();
    const revokedAt = new Date(Date.now() - 60_000);
    await t.database.db.update(reports).set({ revokedAt, revokeReason: 'Figures were wrong' }).where(eq(reports.id, reportId));
    const answer = verifyAnswerSchema.parse((await verify(sha256((await download(client)).rawPayload))).json());
    expect(answer).toMatchObject({ valid: false, revoked: true, revoked_at: revokedAt.toISOString(), version: 1 });
  });

  it('names an investor client under its own role, not as a startup', async () => {
    const filed = await call('POST', '/api/v1/foundation/duedill/due_dill_form', tok.fund!, {
      type_of_due_dill: 'technical',
      goals_and_tasks: 'Check our portfolio tooling',
      feedback_method: 'email',
      feedback_value: 'fund@b.test',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect((await kit.send(filed.json<{ id: string }>().id, 'auditors')).statusCode).toBe(200);
    const expert = (await kit.managerTicket(filed.json<{ id: string }>().id)).expert_work[0]!.id;
    expect((await kit.answer(expert, true)).statusCode).toBe(200);
    expect((await kit.managerMove(expert, 'terms_agreed')).statusCode).toBe(200);
    expect((await kit.saveReport(expert, { ...kit.fullReport(), submit: true })).statusCode).toBe(200);
    expect((await kit.review(expert, { decision: 'approve' })).statusCode).toBe(200);
    const [report] = await t.database.db.select().from(reports).where(eq(reports.ticketId, expert));
    const [version] = await versionsOf(report!.id);
    const answer = verifyAnswerSchema.parse((await verify(version!.sha256)).json());
    expect(answer).toMatchObject({ valid: true, startup: '', client: { name: 'fund', role: 'investor' } });
  });

  it('takes only 64 hexadecimal characters', async () => {
    const good = 'a'.repeat(64);
    for (const bad of [good.slice(1), `${good}a`, `${good.slice(1)}g`, `${good.slice(2)}-x`]) {
      const res = await verify(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ errors: { sha256: 'A fingerprint is 64 hexadecimal characters' } });
    }
    expect((await verify(good)).statusCode).toBe(404);
  });

  it('makes one version when two first downloads of a report approved before versions race', async () => {
    const { client, reportId } = await reportOf();
    // As a database from before versions were kept: approved, no version stored.
    await t.database.db.delete(reportVersions).where(eq(reportVersions.reportId, reportId));
    expect((await call('GET', `/api/v1/startup/ticket/${client}/report`, tok.founder!)).json()).toMatchObject({ report: { pdf: null } });
    const [a, b] = await Promise.all([download(client), download(client)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const versions = await versionsOf(reportId);
    expect(versions.map((v) => [v.version, v.sha256])).toEqual([[1, sha256(a.rawPayload)]]);
    expect(verifyAnswerSchema.parse((await verify(versions[0]!.sha256)).json()).valid).toBe(true);
  });

  it('refuses the approval with a 503 and changes nothing when the PDF cannot be stored', async () => {
    const { expert, reportId } = await reportOf(false);
    const statusBefore = await kit.statusOf(expert);
    const tempDir = path.join(t.config.dataDir, 'uploads', 'tmp');
    await rm(tempDir, { recursive: true, force: true });
    await writeFile(tempDir, 'not a folder');
    try {
      const res = await kit.review(expert, { decision: 'approve' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: 'report_pdf_unavailable' });
    } finally {
      await rm(tempDir, { force: true });
      await mkdir(tempDir, { recursive: true });
    }
    const [report] = await t.database.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report).toMatchObject({ status: 'under_review', approvedAt: null });
    expect(await kit.statusOf(expert)).toBe(statusBefore);
    expect(await versionsOf(reportId)).toEqual([]);
    expect((await kit.review(expert, { decision: 'approve' })).statusCode).toBe(200);
    expect((await versionsOf(reportId)).map((v) => v.version)).toEqual([1]);
    expect((await t.database.db.select({ s: tickets.status }).from(tickets).where(eq(tickets.id, expert)))[0]!.s).toBe('due_success');
  });
});
