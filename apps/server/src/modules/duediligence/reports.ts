import { and, asc, desc, eq } from 'drizzle-orm';
import type { Report } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, expertDuedills, files, reportFiles, reports, reportVersions, tickets } from '../../db/schema/index.js';
import { presentFile } from '../files/index.js';

export type ReportRow = typeof reports.$inferSelect;

export async function reportOfTicket(db: Db | Tx, ticketId: string, lock = false): Promise<ReportRow | undefined> {
  const query = db.select().from(reports).where(eq(reports.ticketId, ticketId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A revoked approval's date and reason; null while the approval stands. */
export const presentRevoked = (row: Pick<ReportRow, 'revokedAt' | 'revokeReason'>) =>
  row.revokedAt ? { at: row.revokedAt.toISOString(), reason: row.revokeReason ?? '' } : null;

/** A report in full, with its files in the expert's order and the expert company's name. */
export async function presentReport(db: Db | Tx, row: ReportRow): Promise<Report> {
  // One after another: inside a transaction (rendering a version at approval) the connection runs one statement at a time.
  const attached = await db
    .select({ id: files.id, name: files.name, size: files.size })
    .from(reportFiles)
    .innerJoin(files, eq(files.id, reportFiles.fileId))
    .where(eq(reportFiles.reportId, row.id))
    .orderBy(asc(reportFiles.position));
  const [company] = await db
    .select({ id: companies.userId, name: companies.name })
    .from(tickets)
    .innerJoin(companies, eq(companies.userId, tickets.ownerId))
    .where(eq(tickets.id, row.ticketId))
    .limit(1);
  const [pdf] = await db
    .select({ version: reportVersions.version, sha256: reportVersions.sha256 })
    .from(reportVersions)
    .where(eq(reportVersions.reportId, row.id))
    .orderBy(desc(reportVersions.version))
    .limit(1);
  return {
    id: row.id,
    status: row.status,
    last_edit: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    approved_at: row.approvedAt?.toISOString() ?? null,
    method: row.method,
    artifacts: row.artifacts,
    conclusion: row.conclusion,
    risks: row.risks,
    recommendations: row.recommendations,
    files: attached.map(presentFile),
    scores: row.scores ?? null,
    change_request: row.changeRequest,
    expert_company: { id: company?.id ?? row.ticketId, name: company?.name ?? '' },
    revoked: presentRevoked(row),
    pdf: pdf ?? null,
  };
}

/** The newest approved report among the expert tickets of a client's ticket. */
export async function approvedReportOfClientTicket(db: Db, clientTicketId: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select({ report: reports })
    .from(reports)
    .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
    .where(and(eq(expertDuedills.clientTicketId, clientTicketId), eq(reports.status, 'approved')))
    .orderBy(desc(reports.approvedAt))
    .limit(1);
  return row?.report;
}
