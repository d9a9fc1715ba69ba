import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  dueDiligenceTicketTypes,
  isExpertTicketExpired,
  isFinalClientStatus,
  type ClientTicketStatus,
  type ExpertCandidate,
  type ExpertWork,
  type Report,
  type ReportReviewBody,
  type SendToExpertBody,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, expertDuedills, offers, reports, tickets, users } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { isExpertCompany } from '../../platform/policy.js';
import { audit } from '../audit/index.js';
import type { ExpertWorkView } from '../tickets/index.js';
import { rankExpertCandidates } from './expert-candidates.js';
import { lockExpertTicket, requireMove, writeMove } from './moves.js';
import { presentExpertWork, today } from './presenter.js';
import { expertWorkRows } from './queries.js';
import { presentReport, reportOfTicket } from './reports.js';
import { storeNextVersion, type ReportPdfDeps } from './versions.js';
import { recordDueDiligenceStep } from './events.js';

const isDueDiligence = (type: string) => (dueDiligenceTicketTypes as readonly string[]).includes(type);

/** Whether an expert ticket still holds the client's ticket: it is not cancelled, and not expired unanswered. */
const holds = (w: Pick<ExpertWork, 'status' | 'expired'>) => w.status !== 'due_cancel' && !w.expired;

/** Whether nothing of `work` (the client's expert tickets) holds the client's ticket now, so it may be sent (again). */
function canSend(row: { type: string; status: string }, work: Pick<ExpertWork, 'status' | 'expired'>[]) {
  if (!isDueDiligence(row.type) || isFinalClientStatus(row.status as ClientTicketStatus)) return false;
  return !work.some(holds);
}

/** The expert tickets a client's ticket was sent as (newest first), or the one expert ticket itself. */
const expertWorkOf = async (q: Db | Tx, where: Parameters<typeof expertWorkRows>[1]) => presentExpertWork(await expertWorkRows(q, where));

/**
 * Moves the client's ticket along with the expert's work (DOMAIN.md): `deal` while it runs,
 * `success` on approval. The history entry carries no comment: the move speaks for itself in the
 * reader's language.
 */
async function followClient(tx: Tx, clientTicketId: string, to: 'deal' | 'success', actorId: string) {
  const [client] = await tx.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, clientTicketId)).limit(1).for('update');
  if (!client) return null;
  const from = client.status as ClientTicketStatus;
  if (isFinalClientStatus(from) || from === to) return null;
  await writeMove(tx, clientTicketId, from, to, actorId);
  return { from, to };
}

/** The managers' side of due diligence: ranking expert companies, sending, moving, and reviewing reports. */
/** Due diligence's part of a ticket's page in the managers' queue, handed to tickets by the app. */
export const expertWorkView: ExpertWorkView = { expertWorkOf, canSend };

export function createManagerDueDiligenceService(db: Db, pdf?: ReportPdfDeps) {
  async function clientTicket(id: string, tx: Db | Tx = db) {
    const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).limit(1);
    if (!row) throw notFound();
    if (!isDueDiligence(row.type)) throw new AppError(409, 'status_move_refused', { ticket: 'due_diligence_only' });
    return row;
  }

  return {
    canSend,

    /**
     * Expert companies for a client's due-diligence ticket: the overlap of their expertise with the
     * client's industries first, then how reliably and quickly they answer work sent to them; each
     * with its record of past work.
     */
    async candidates(id: string, limit = 30): Promise<ExpertCandidate[]> {
      return rankExpertCandidates(db, await clientTicket(id), limit);
    },

    /** Sends a client's due-diligence ticket to an expert company: a new `expert_duedill` ticket waiting for its answer. */
    async send(actorId: string, id: string, body: SendToExpertBody) {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(tickets).where(eq(tickets.id, id)).limit(1).for('update');
        if (!locked) throw notFound();
        const client = await clientTicket(id, tx);
        if (isFinalClientStatus(client.status as ClientTicketStatus)) throw new AppError(409, 'status_move_refused', { status: 'final_status' });
        if ((await expertWorkOf(tx, { clientTicketId: id })).some(holds)) throw new AppError(409, 'expert_ticket_busy');
        const [company] = await tx
          .select({ role: companies.role, status: users.status })
          .from(companies)
          .innerJoin(users, eq(users.id, companies.userId))
          .where(eq(companies.userId, body.company_id))
          .limit(1);
        if (!company || !isExpertCompany(company) || company.status !== 'active') throw badRequest({ company_id: 'expert_company_not_active' });
        const [ticket] = await tx
          .insert(tickets)
          .values({ type: 'expert_duedill', ownerId: body.company_id, status: 'due_wait_resp', form: {}, expire: body.expire })
          .returning();
        await tx
          .insert(expertDuedills)
          .values({ ticketId: ticket!.id, clientTicketId: id, timeline: body.timeline, startDate: body.start_date, fee: body.fee, sentBy: actorId });
        await writeMove(tx, ticket!.id, null, 'due_wait_resp', actorId);
        // The client sees the expert company among its ticket's offers, as for any due diligence.
        await tx.insert(offers).values({ ticketId: id, companyId: body.company_id, createdBy: actorId, reasons: {} }).onConflictDoNothing();
        await audit(tx, {
          actorId,
          action: 'ticket.expert_send',
          entity: 'ticket',
          entityId: id,
          companyId: client.ownerId,
          after: { expertTicketId: ticket!.id, ...body },
        });
        await recordDueDiligenceStep(tx, {
          kind: 'duediligence.sent',
          expertTicketId: ticket!.id,
          clientTicketId: id,
          expertId: body.company_id,
          actorId,
          clientSees: true,
          data: { to: 'due_wait_resp', fee: body.fee, timeline: body.timeline, startDate: body.start_date, expire: body.expire },
        });
        return ticket!.id;
      });
    },

    /** The manager's own moves: terms agreed with the client (the work starts, the client's ticket to `deal`), or cancel. */
    async move(actorId: string, id: string, event: 'terms_agreed' | 'cancel', comment: string | undefined) {
      await db.transaction(async (tx) => {
        const ticket = await lockExpertTicket(tx, id);
        const to = requireMove(ticket.status, event);
        await writeMove(tx, id, ticket.status, to, actorId, comment);
        if (to === 'due_cancel') await tx.update(reports).set({ status: 'cancel', updatedAt: new Date() }).where(eq(reports.ticketId, id));
        const client = to === 'due_in_due' ? await followClient(tx, ticket.clientTicketId, 'deal', actorId) : null;
        await audit(tx, {
          actorId,
          action: `expert_ticket.${event}`,
          entity: 'ticket',
          entityId: id,
          companyId: ticket.ownerId,
          before: { status: ticket.status },
          after: { status: to, comment: comment ?? null, client },
        });
        await recordDueDiligenceStep(tx, {
          kind: 'duediligence.status',
          expertTicketId: id,
          clientTicketId: ticket.clientTicketId,
          expertId: ticket.ownerId,
          actorId,
          clientSees: true,
          data: { event, from: ticket.status, to, comment: comment || null, clientTo: client?.to ?? null },
        });
      });
    },

    /** Approves the report under review (the client's ticket succeeds) or asks for changes with a comment. */
    async review(actorId: string, id: string, body: ReportReviewBody) {
      await db.transaction(async (tx) => {
        const ticket = await lockExpertTicket(tx, id);
        const report = await reportOfTicket(tx, id, true);
        if (!report || report.status !== 'under_review') throw new AppError(409, 'report_not_editable');
        const event = body.decision === 'approve' ? 'approve' : 'request_changes';
        const to = requireMove(ticket.status, event);
        const now = new Date();
        await tx
          .update(reports)
          .set(
            event === 'approve'
              ? { status: 'approved', approvedAt: now, updatedAt: now }
              : { status: 'saved', changeRequest: body.comment ?? null, updatedAt: now },
          )
          .where(eq(reports.id, report.id));
        await writeMove(tx, id, ticket.status, to, actorId, body.comment);
        // The approved report is rendered once and kept: its version exists exactly when the approval does.
        if (event === 'approve') {
          if (!pdf) throw new AppError(503, 'report_pdf_unavailable');
          await storeNextVersion(tx, pdf, report.id);
        }
        const client = event === 'approve' ? await followClient(tx, ticket.clientTicketId, 'success', actorId) : null;
        await audit(tx, {
          actorId,
          action: `report.${event}`,
          entity: 'ticket',
          entityId: id,
          companyId: ticket.ownerId,
          before: { status: ticket.status, report: 'under_review' },
          after: { status: to, comment: body.comment ?? null, client },
        });
        await recordDueDiligenceStep(tx, {
          kind: 'report.reviewed',
          expertTicketId: id,
          clientTicketId: ticket.clientTicketId,
          expertId: ticket.ownerId,
          actorId,
          clientSees: event === 'approve',
          data: { decision: body.decision, from: ticket.status, to, comment: body.comment || null, clientTo: client?.to ?? null },
        });
      });
    },

    /** The report of an expert ticket in any state but empty, as the manager reviews it. */
    async report(id: string): Promise<Report | null> {
      const ticket = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.id, id), eq(tickets.type, 'expert_duedill')))
        .limit(1);
      if (ticket.length === 0) throw notFound();
      const row = await reportOfTicket(db, id);
      return row ? presentReport(db, row) : null;
    },

    /** Reports waiting for review, oldest submission first (the partial index `reports_review_idx`). */
    async queue(page: { take: number; skip: number }) {
      const expertCompany = alias(companies, 'expert_company');
      const clientTicket = alias(tickets, 'client_ticket');
      const clientCompany = alias(companies, 'client_company');
      const clientUser = alias(users, 'client_user');
      const where = eq(reports.status, 'under_review');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            report: { id: reports.id, ticketId: reports.ticketId, submittedAt: reports.submittedAt, createdAt: reports.createdAt },
            clientTicketId: expertDuedills.clientTicketId,
            expert: { id: expertCompany.userId, name: expertCompany.name },
            client: { id: clientUser.id, role: clientUser.role, name: clientCompany.name, email: clientUser.email },
            resubmission: sql<boolean>`exists (select 1 from ticket_history h where h.ticket_id = ${reports.ticketId} and h.to_status = 'due_change_req')`,
          })
          .from(reports)
          .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
          .innerJoin(tickets, eq(tickets.id, reports.ticketId))
          .leftJoin(expertCompany, eq(expertCompany.userId, tickets.ownerId))
          .innerJoin(clientTicket, eq(clientTicket.id, expertDuedills.clientTicketId))
          .innerJoin(clientUser, eq(clientUser.id, clientTicket.ownerId))
          .leftJoin(clientCompany, eq(clientCompany.userId, clientTicket.ownerId))
          .where(where)
          .orderBy(asc(reports.submittedAt), asc(reports.id))
          .limit(page.take)
          .offset(page.skip),
        db.select({ n: count() }).from(reports).where(where),
      ]);
      return {
        reports: rows.map((r) => ({
          report_id: r.report.id,
          ticket_id: r.report.ticketId,
          client_ticket_id: r.clientTicketId,
          expert_company: { id: r.expert?.id ?? r.report.ticketId, name: r.expert?.name ?? '' },
          client: { id: r.client.id, name: r.client.name ?? r.client.email ?? '', role: r.client.role },
          submitted_at: (r.report.submittedAt ?? r.report.createdAt).toISOString(),
          resubmission: Boolean(r.resubmission),
        })),
        total: Number(total?.n ?? 0),
      };
    },

    expertWorkOf,
    isExpired: (expire: string | null, status: string) => status === 'due_wait_resp' && isExpertTicketExpired(expire, today()),
  };
}
export type ManagerDueDiligenceService = ReturnType<typeof createManagerDueDiligenceService>;
