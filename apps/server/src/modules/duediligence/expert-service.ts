import { and, eq, isNull, notInArray } from 'drizzle-orm';
import {
  interestEvent,
  isExpertTicketExpired,
  isFinalExpertStatus,
  missingForSubmit,
  reportEditableStatuses,
  type ExpertReportResponse,
  type ExpertTicket,
  type ReportSaveBody,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { expertDuedills, internalExperts, reportFiles, reports, tickets, users } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { isStartup } from '../../platform/policy.js';
import { claimFile } from '../files/index.js';
import { recordDueDiligenceEvent } from './events.js';
import { lockExpertTicket, requireMove, writeMove } from './moves.js';
import { expertTicketPolicy } from './policy.js';
import { expertRowOfList, presentExpertTicket, today } from './presenter.js';
import { expertListQueries, expertTicketById } from './queries.js';
import { presentReport, reportOfTicket } from './reports.js';
import { recordDueDiligenceStep } from './events.js';

/** The expert company's side of due diligence: its tickets, the interest answer, the internal expert and the report. */
export function createExpertTicketService(db: Db) {
  async function own(expertId: string, id: string) {
    const row = await expertTicketById(db, id);
    if (!row || !expertTicketPolicy.read({ id: expertId }, row.ticket)) throw notFound();
    return row;
  }

  async function clientIsStartup(clientTicketId: string) {
    const [row] = await db
      .select({ role: users.role })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.ownerId))
      .where(eq(tickets.id, clientTicketId))
      .limit(1);
    return isStartup(row);
  }

  async function reportResponse(expertId: string, id: string): Promise<ExpertReportResponse> {
    const ticket = await own(expertId, id);
    const report = await reportOfTicket(db, id);
    const editable = reportEditableStatuses.includes(ticket.ticket.status as never) && report?.status !== 'under_review' && report?.status !== 'approved';
    return {
      status: report?.status ?? 'empty',
      report: report ? { id: report.id, last_edit: report.updatedAt.toISOString() } : null,
      content: report ? await presentReport(db, report) : null,
      client_is_startup: await clientIsStartup(ticket.dd.clientTicketId),
      editable,
    };
  }

  return {
    async list(expertId: string, page: { take: number; skip: number }) {
      const q = expertListQueries(db, expertId, page);
      const rows = await q.rows;
      // The page carries its total; a page past the last row is counted apart.
      const total = rows.length > 0 ? Number(rows[0]!.total) : page.skip > 0 ? ((await q.count)[0]?.n ?? 0) : 0;
      const now = today();
      return { tickets: rows.map((r) => presentExpertTicket(expertRowOfList(r), { id: expertId }, now)), total };
    },

    /** One ticket; the first opening marks it viewed, which the counters hear of. */
    async get(expertId: string, id: string): Promise<ExpertTicket> {
      const row = await own(expertId, id);
      if (!row.dd.viewedAt) {
        await db.transaction(async (tx) => {
          const marked = await tx
            .update(expertDuedills)
            .set({ viewedAt: new Date() })
            .where(and(eq(expertDuedills.ticketId, id), isNull(expertDuedills.viewedAt)))
            .returning({ id: expertDuedills.ticketId });
          if (marked.length > 0) await recordDueDiligenceEvent(tx, 'duediligence.viewed', { expertId });
        });
        return presentExpertTicket((await own(expertId, id))!, { id: expertId });
      }
      return presentExpertTicket(row, { id: expertId });
    },

    /** The three-way interest answer; refused after the expiry and once the manager has agreed the terms. */
    async answer(expertId: string, id: string, interesting: boolean | null): Promise<ExpertTicket> {
      await db.transaction(async (tx) => {
        const ticket = await lockExpertTicket(tx, id, expertId);
        if (isExpertTicketExpired(ticket.expire, today()) && ticket.status === 'due_wait_resp') throw new AppError(409, 'expert_ticket_expired');
        const to = requireMove(ticket.status, interestEvent(interesting));
        await tx.update(expertDuedills).set({ interesting, answeredAt: new Date() }).where(eq(expertDuedills.ticketId, id));
        await writeMove(tx, id, ticket.status, to, expertId);
        await recordDueDiligenceStep(tx, {
          kind: 'duediligence.status',
          expertTicketId: id,
          clientTicketId: ticket.clientTicketId,
          expertId,
          actorId: expertId,
          clientSees: false,
          data: { event: 'answer', interesting, from: ticket.status, to },
        });
      });
      return this.get(expertId, id);
    },

    /** Assigns one of the company's own internal experts (null clears it) while the work is not over. */
    async assign(expertId: string, id: string, internalExpertId: string | null): Promise<ExpertTicket> {
      await db.transaction(async (tx) => {
        const ticket = await lockExpertTicket(tx, id, expertId);
        if (isFinalExpertStatus(ticket.status)) throw new AppError(409, 'status_move_refused', { internal_expert_id: 'work_over' });
        if (internalExpertId) {
          const [expert] = await tx
            .select({ companyId: internalExperts.companyId })
            .from(internalExperts)
            .where(eq(internalExperts.id, internalExpertId))
            .limit(1);
          if (!expert || expert.companyId !== expertId) throw badRequest({ internal_expert_id: 'expert_not_own' });
        }
        await tx.update(expertDuedills).set({ internalExpertId }).where(eq(expertDuedills.ticketId, id));
        await recordDueDiligenceEvent(tx, 'duediligence.assigned', { expertTicketId: id });
      });
      return this.get(expertId, id);
    },

    report: reportResponse,

    /** Saves the report as a draft, or submits it for review (the ticket moves to `due_accept_work`). */
    async saveReport(expertId: string, id: string, body: ReportSaveBody): Promise<ExpertReportResponse> {
      const startup = await clientIsStartup((await own(expertId, id)).dd.clientTicketId);
      const content = { ...body, scores: startup ? body.scores : null };
      if (body.submit) {
        const missing = missingForSubmit(content, startup);
        if (missing.length > 0)
          throw badRequest(
            Object.fromEntries(missing.map((f) => [f, f === 'scores' ? 'scores_incomplete' : f === 'artifacts' ? 'artifacts_required' : 'field_required'])),
          );
      }
      await db.transaction(async (tx) => {
        const ticket = await lockExpertTicket(tx, id, expertId);
        if (!reportEditableStatuses.includes(ticket.status)) throw new AppError(409, 'report_not_editable');
        const existing = await reportOfTicket(tx, id, true);
        if (existing && (existing.status === 'under_review' || existing.status === 'approved')) throw new AppError(409, 'report_not_editable');
        const now = new Date();
        const values = {
          method: content.method,
          artifacts: content.artifacts,
          conclusion: content.conclusion,
          risks: content.risks,
          recommendations: content.recommendations,
          scores: content.scores,
          status: body.submit ? ('under_review' as const) : ('saved' as const),
          submittedAt: body.submit ? now : (existing?.submittedAt ?? null),
          changeRequest: body.submit ? null : (existing?.changeRequest ?? null),
          updatedAt: now,
        };
        const [report] = existing
          ? await tx.update(reports).set(values).where(eq(reports.id, existing.id)).returning()
          : await tx
              .insert(reports)
              .values({ ticketId: id, ...values })
              .returning();
        const keep = body.files.map((f) => f.id);
        await tx
          .delete(reportFiles)
          .where(keep.length ? and(eq(reportFiles.reportId, report!.id), notInArray(reportFiles.fileId, keep)) : eq(reportFiles.reportId, report!.id));
        const attached = new Set((await tx.select({ id: reportFiles.fileId }).from(reportFiles).where(eq(reportFiles.reportId, report!.id))).map((r) => r.id));
        for (const [position, file] of body.files.entries()) {
          if (!attached.has(file.id)) {
            await claimFile(tx, file.id, 'report', { userId: expertId }, expertId, `files.${position}`);
            await tx.insert(reportFiles).values({ reportId: report!.id, fileId: file.id, position });
          } else {
            await tx
              .update(reportFiles)
              .set({ position })
              .where(and(eq(reportFiles.reportId, report!.id), eq(reportFiles.fileId, file.id)));
          }
        }
        if (!body.submit) return;
        const to = requireMove(ticket.status, 'submit');
        await writeMove(tx, id, ticket.status, to, expertId);
        await recordDueDiligenceStep(tx, {
          kind: 'report.submitted',
          expertTicketId: id,
          clientTicketId: ticket.clientTicketId,
          expertId,
          actorId: expertId,
          clientSees: false,
          data: { reportId: report!.id, from: ticket.status, to },
        });
      });
      return reportResponse(expertId, id);
    },
  };
}
export type ExpertTicketService = ReturnType<typeof createExpertTicketService>;
