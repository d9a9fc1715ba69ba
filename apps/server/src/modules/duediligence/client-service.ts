import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dueDiligenceTicketTypes, isStale, type SharedReport } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, expertDuedills, reports, tickets, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isStartup } from '../../platform/policy.js';
import type { AuthUser } from '../../platform/auth.js';
import { createTicketService } from '../tickets/index.js';
import { approvedReportOfClientTicket, presentReport, presentRevoked } from './reports.js';
import { refreshVerification } from '../profiles/index.js';
import { readVersion, versionToServe, type ReportPdfDeps } from './versions.js';

const expertCompany = alias(companies, 'expert_company');
const clientTicket = alias(tickets, 'client_ticket');

/** The client's side: its approved report (and its PDF), and a startup's reports shared on its profile. */
export function createClientReportService(db: Db, pdfDeps: ReportPdfDeps) {
  const ownTickets = createTicketService(db);

  async function ownDueDiligence(user: AuthUser, id: string) {
    const row = await ownTickets.own(user.id, id);
    if (!(dueDiligenceTicketTypes as readonly string[]).includes(row.type)) throw notFound();
    return row;
  }

  /** A startup's approved reports (or one of them), newest first: through its tickets, the expert tickets sent for them. */
  function approvedOf(startupId: string, only: { shared?: boolean; reportId?: string } = {}) {
    return db
      .select({
        report: reports,
        expert: expertCompany.name,
        clientTicketId: clientTicket.id,
        pdf: sql<string | null>`(select v.version || ':' || v.sha256 from report_versions v where v.report_id = ${reports.id} order by v.version desc limit 1)`,
      })
      .from(reports)
      .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
      .innerJoin(clientTicket, eq(clientTicket.id, expertDuedills.clientTicketId))
      .innerJoin(tickets, eq(tickets.id, reports.ticketId))
      .leftJoin(expertCompany, eq(expertCompany.userId, tickets.ownerId))
      .where(
        and(
          eq(clientTicket.ownerId, startupId),
          eq(reports.status, 'approved'),
          // A revoked report keeps `shared_at` as a record; it is shared no more.
          only.shared ? and(isNotNull(reports.sharedAt), isNull(reports.revokedAt)) : undefined,
          only.reportId ? eq(reports.id, only.reportId) : undefined,
        ),
      )
      .orderBy(desc(reports.approvedAt), desc(reports.id));
  }

  const presentShared = (r: { report: typeof reports.$inferSelect; expert: string | null; pdf: string | null }, now = new Date()): SharedReport => ({
    id: r.report.id,
    approved_at: (r.report.approvedAt ?? r.report.updatedAt).toISOString(),
    stale: isStale((r.report.approvedAt ?? r.report.updatedAt).toISOString(), now),
    expert_company: r.expert ?? '',
    conclusion: r.report.conclusion,
    scores: r.report.scores ?? null,
    revoked: presentRevoked(r.report),
    pdf: r.pdf ? { version: Number(r.pdf.split(':')[0]), sha256: r.pdf.split(':')[1]! } : null,
  });

  async function ownReports(startupId: string) {
    const rows = await approvedOf(startupId);
    return {
      reports: rows.map((r) => ({ ...presentShared(r), shared: r.report.sharedAt !== null && r.report.revokedAt === null, ticket_id: r.clientTicketId })),
    };
  }

  return {
    /** The approved report of the caller's due-diligence ticket; null until one is approved. */
    async report(user: AuthUser, id: string) {
      await ownDueDiligence(user, id);
      const row = await approvedReportOfClientTicket(db, id);
      return { report: row ? await presentReport(db, row) : null };
    },

    /**
     * The approved report's stored PDF: the newest version's bytes, the same every time, with
     * their SHA-256. A report approved before versions were kept gets version 1 on its first download.
     */
    async pdf(user: AuthUser, id: string) {
      const ticket = await ownDueDiligence(user, id);
      const row = await approvedReportOfClientTicket(db, id);
      if (!row) throw new AppError(409, 'report_not_ready');
      const version = await versionToServe(db, pdfDeps, row.id);
      const pdf = await readVersion(pdfDeps.storage, version);
      return { pdf, sha256: version.sha256, name: `report-${ticket.createdAt.toISOString().slice(0, 10)}-v${version.version}.pdf` };
    },

    ownReports,

    /** Shares an approved report of the startup on its profile, or withdraws it. */
    async share(startupId: string, reportId: string, shared: boolean) {
      const [mine] = await approvedOf(startupId, { reportId });
      if (!mine) throw notFound();
      // A revoked approval vouches for nothing: it can no longer be shown on the profile, and its
      // record of having been shown stays, so the passport keeps saying the verification was withdrawn.
      if (mine.report.revokedAt) {
        if (shared) throw new AppError(409, 'report_revoked');
        return ownReports(startupId);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(reports)
          .set({ sharedAt: shared ? (mine.report.sharedAt ?? new Date()) : null })
          .where(eq(reports.id, reportId));
        await refreshVerification(tx, startupId);
      });
      return ownReports(startupId);
    },

    /** The reports a startup shares, as investors, corporates and managers see them on its profile. */
    async shared(startupId: string) {
      const [startup] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, startupId)).limit(1);
      if (!startup || !isStartup(startup) || startup.status === 'deleted') throw notFound();
      return { reports: (await approvedOf(startupId, { shared: true })).map((r) => presentShared(r)) };
    },

    /** A shared report's stored PDF, for those who read the startup's profile: the same bytes the startup downloads. */
    async sharedPdf(startupId: string, reportId: string) {
      await this.shared(startupId);
      const [row] = await approvedOf(startupId, { shared: true, reportId });
      if (!row) throw notFound();
      const version = await versionToServe(db, pdfDeps, row.report.id);
      const pdf = await readVersion(pdfDeps.storage, version);
      const day = (row.report.approvedAt ?? row.report.updatedAt).toISOString().slice(0, 10);
      return { pdf, sha256: version.sha256, name: `report-${day}-v${version.version}.pdf` };
    },
  };
}
