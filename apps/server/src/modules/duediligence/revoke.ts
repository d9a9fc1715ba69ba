import { eq, inArray } from 'drizzle-orm';
import type { Report, RevokeReportBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, expertDuedills, reports, tickets } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { refreshVerification } from '../profiles/index.js';
import { recordTimeline } from '../timeline/index.js';
import { recordDueDiligenceEvent } from './events.js';
import { clientTickets } from './queries.js';
import { presentReport } from './reports.js';

/**
 * `POST /api/v1/manager/reports/{id}/revoke`: a manager withdraws an approved report's approval
 * with a reason, once. The report keeps its content but stops being shared, and the startup's
 * passport loses its evidence in the same transaction; the client is told after commit.
 * `shared_at` stays: it records that the profile showed the report, so the passport can say which
 * verification was withdrawn (sharing reads it only beside an unrevoked approval).
 */
export async function revokeReport(db: Db, actorId: string, reportId: string, body: RevokeReportBody): Promise<Report> {
  const revoked = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ report: reports, expertId: tickets.ownerId, clientTicketId: clientTickets.id, clientId: clientTickets.ownerId, clientType: clientTickets.type })
      .from(reports)
      .innerJoin(tickets, eq(tickets.id, reports.ticketId))
      .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
      .innerJoin(clientTickets, eq(clientTickets.id, expertDuedills.clientTicketId))
      .where(eq(reports.id, reportId))
      .limit(1)
      .for('update', { of: reports });
    if (!row) throw notFound();
    if (row.report.revokedAt) throw new AppError(409, 'report_revoked');
    if (row.report.status !== 'approved') throw new AppError(409, 'report_not_approved');
    const now = new Date();
    const [updated] = await tx
      .update(reports)
      .set({ revokedAt: now, revokeReason: body.reason, revokedBy: actorId, updatedAt: now })
      .where(eq(reports.id, reportId))
      .returning();
    await refreshVerification(tx, row.clientId);
    await audit(tx, {
      actorId,
      action: 'report.revoke',
      entity: 'ticket',
      entityId: row.report.ticketId,
      companyId: row.expertId,
      before: { approved_at: row.report.approvedAt?.toISOString() ?? null, shared: row.report.sharedAt !== null },
      after: { revoked_at: now.toISOString(), reason: body.reason, client: row.clientId },
    });
    const names = await tx
      .select({ id: companies.userId, name: companies.name })
      .from(companies)
      .where(inArray(companies.userId, [row.clientId, row.expertId]));
    const nameOf = (id: string) => names.find((n) => n.id === id)?.name ?? '';
    // Both entries name the company the report is on and its expert, as they were at the revocation.
    const sides = { reportId, reason: body.reason, client: nameOf(row.clientId), expert: nameOf(row.expertId) };
    await recordTimeline(tx, [
      {
        companyId: row.expertId,
        kind: 'report.revoked',
        actorId,
        subject: { type: 'expert_ticket', id: row.report.ticketId, title: row.clientType },
        data: { ...sides, clientTicketId: row.clientTicketId },
      },
      {
        companyId: row.clientId,
        kind: 'report.revoked',
        actorId,
        subject: { type: 'ticket', id: row.clientTicketId, title: row.clientType },
        data: { ...sides, expertId: row.expertId },
      },
    ]);
    await recordDueDiligenceEvent(tx, 'report.revoked', {
      reportId,
      expertTicketId: row.report.ticketId,
      clientTicketId: row.clientTicketId,
      clientTicketType: row.clientType,
      clientId: row.clientId,
      expertId: row.expertId,
      reason: body.reason,
    });
    return updated!;
  });
  return presentReport(db, revoked);
}
