import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClientTicketStatus, ExpertScores, ExpertTicketStatus, TicketStatus } from '@platform/contract';
import type { Tx } from '../db/client.js';
import { refreshVerification } from '../modules/profiles/index.js';
import { companies, expertDuedills, internalExperts, offers, pilotRuns, reports, ticketHistory, tickets } from '../db/schema/index.js';
import { clientAt, expertAt, HOUR, reportTexts } from './demo-duediligence-story.js';
import { seedThread } from './demo-threads.js';
import { generateTicketForm } from './demo-tickets.js';
import type { HandbookIds } from './generators.js';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const expertPath: Record<ExpertTicketStatus, ExpertTicketStatus[]> = {
  due_wait_resp: ['due_wait_resp'],
  due_work_approval: ['due_wait_resp', 'due_work_approval'],
  due_in_due: ['due_wait_resp', 'due_work_approval', 'due_in_due'],
  due_accept_work: ['due_wait_resp', 'due_work_approval', 'due_in_due', 'due_accept_work'],
  due_change_req: ['due_wait_resp', 'due_work_approval', 'due_in_due', 'due_accept_work', 'due_change_req'],
  due_success: ['due_wait_resp', 'due_work_approval', 'due_in_due', 'due_accept_work', 'due_success'],
  due_cancel: ['due_wait_resp', 'due_cancel'],
};
const clientPath: ClientTicketStatus[] = ['registred', 'signing_agreement', 'searching', 'waiting_confirm', 'deal', 'success'];

const scores: ExpertScores = { team: 3.5, management: 4, technology: 4.5, business: 3 };

type Work = {
  status: ExpertTicketStatus;
  client: { id: string; type: 'startup_duedill'; status: ClientTicketStatus; ticketId?: string };
  expire: string;
  interesting: boolean | null;
  viewed: boolean;
  report?: { status: 'saved' | 'under_review' | 'approved'; changeRequest?: string; shared?: boolean; revoked?: string };
  /** Days the work lies further back than its place in the list puts it. */
  older?: number;
};

/**
 * The demo expert company's tickets in every expert status, each serving a client's due-diligence
 * ticket: the demo startup's `deal` and `success` tickets carry work in progress and an approved,
 * shared report; generated startups' tickets carry the rest (one of them expired unanswered).
 */
export async function seedDemoDueDiligence(tx: Tx, ids: HandbookIds, demo: { startupId: string; expertId: string; managerId: string }) {
  const own = async (status: ClientTicketStatus) =>
    (
      await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.ownerId, demo.startupId), eq(tickets.type, 'startup_duedill'), eq(tickets.status, status)))
        .limit(1)
    )[0]!.id;
  const others = await tx
    .select({ id: companies.userId })
    .from(companies)
    .where(and(eq(companies.role, 'startup'), ne(companies.userId, demo.startupId)))
    .orderBy(asc(companies.name))
    .limit(8);
  const [analyst] = await tx
    .select({ id: internalExperts.id })
    .from(internalExperts)
    .where(eq(internalExperts.companyId, demo.expertId))
    .orderBy(asc(internalExperts.name))
    .limit(1);
  const other = (n: number, status: ClientTicketStatus) => ({ id: others[n]!.id, type: 'startup_duedill' as const, status });

  const work: Work[] = [
    { status: 'due_wait_resp', client: other(0, 'searching'), expire: day(10), interesting: null, viewed: false },
    { status: 'due_wait_resp', client: other(1, 'searching'), expire: day(-3), interesting: null, viewed: true },
    { status: 'due_work_approval', client: other(2, 'searching'), expire: day(7), interesting: true, viewed: true },
    {
      status: 'due_in_due',
      client: { id: demo.startupId, type: 'startup_duedill', status: 'deal', ticketId: await own('deal') },
      expire: day(14),
      interesting: true,
      viewed: true,
      report: { status: 'saved' },
    },
    { status: 'due_accept_work', client: other(3, 'deal'), expire: day(5), interesting: true, viewed: true, report: { status: 'under_review' } },
    {
      status: 'due_change_req',
      client: other(4, 'deal'),
      expire: day(5),
      interesting: true,
      viewed: true,
      report: { status: 'saved', changeRequest: 'Please add the risks of the hiring plan and a view on the unit economics.' },
    },
    {
      status: 'due_success',
      client: { id: demo.startupId, type: 'startup_duedill', status: 'success', ticketId: await own('success') },
      expire: day(-6),
      interesting: true,
      viewed: true,
      report: { status: 'approved', shared: true },
      // Approved before the pilot that verified the technology and business: both evidences show.
      older: 40,
    },
    { status: 'due_cancel', client: other(5, 'searching'), expire: day(3), interesting: false, viewed: true },
    // The passport's other states: a shared report approved more than 12 months ago (stale), and a revoked one.
    {
      status: 'due_success',
      client: other(6, 'success'),
      expire: day(-400),
      interesting: true,
      viewed: true,
      report: { status: 'approved', shared: true },
      older: 400,
    },
    {
      status: 'due_success',
      client: other(7, 'success'),
      expire: day(-60),
      interesting: true,
      viewed: true,
      // Shared until the revocation: its passport says the verification was withdrawn.
      report: { status: 'approved', shared: true, revoked: 'The expert company turned out to hold shares in the startup.' },
      older: 60,
    },
  ];

  for (const [i, w] of work.entries()) {
    const sentAt = new Date(Date.now() - (30 - i * 3 + (w.older ?? 0)) * DAY);
    const clientTicketId = w.client.ticketId
      ? await redate(tx, w.client.ticketId, w.client.id, w.client.status, sentAt, demo.managerId)
      : await clientTicket(tx, ids, w.client.id, w.client.status, sentAt, demo.managerId);
    const [ticket] = await tx
      .insert(tickets)
      .values({ type: 'expert_duedill', ownerId: demo.expertId, status: w.status, form: {}, expire: w.expire, createdAt: sentAt, updatedAt: sentAt })
      .returning({ id: tickets.id });
    const answered = w.interesting !== null ? new Date(sentAt.getTime() + expertAt.due_work_approval) : null;
    await tx.insert(expertDuedills).values({
      ticketId: ticket!.id,
      clientTicketId,
      timeline: 'Four weeks: interviews in weeks 1–2, the report in week 4',
      startDate: day(-25 + i * 3 - (w.older ?? 0)),
      fee: 8000 + i * 1500,
      interesting: w.interesting,
      answeredAt: answered,
      internalExpertId: ['due_in_due', 'due_accept_work', 'due_change_req', 'due_success'].includes(w.status) ? (analyst?.id ?? null) : null,
      viewedAt: w.viewed ? sentAt : null,
      sentBy: demo.managerId,
    });
    // The expert was offered to the client a few hours into the manager's search on its ticket.
    const attached = sql`(select min(created_at) + interval '4 hours' from ${ticketHistory} where ticket_id = ${clientTicketId} and to_status = 'searching')`;
    await tx
      .insert(offers)
      .values({
        ticketId: clientTicketId,
        companyId: demo.expertId,
        createdBy: demo.managerId,
        interesting: w.interesting === false ? null : true,
        isViewed: true,
        createdAt: attached,
      })
      .onConflictDoNothing();
    await history(
      tx,
      ticket!.id,
      expertPath[w.status],
      (to) => new Date(sentAt.getTime() + (to === 'due_cancel' && w.interesting === false ? expertAt.due_work_approval : expertAt[to as ExpertTicketStatus])),
      (k, to) => (to === 'due_work_approval' || to === 'due_accept_work' || (to === 'due_cancel' && w.interesting === false) ? demo.expertId : demo.managerId),
      (to) => (to === 'due_change_req' ? (w.report?.changeRequest ?? null) : null),
    );
    if (w.status === 'due_in_due') {
      await seedThread(tx, 'ticket', demo.expertId, ticket!.id, demo.managerId, {
        title: 'Access to the code base',
        startedByManager: true,
        posts: [
          {
            manager: true,
            text: 'The founders have granted read access to their repository; the invitation is in your mail. Tell us if anything is missing.',
            hoursAgo: 5,
          },
        ],
      });
    }
    if (w.report) {
      const submitted = new Date(sentAt.getTime() + expertAt.due_accept_work);
      const approved = new Date(sentAt.getTime() + expertAt.due_success);
      const draft = w.report.status === 'saved' && !w.report.changeRequest;
      const [client] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.userId, w.client.id));
      const texts = reportTexts(client!.name);
      await tx.insert(reports).values({
        ticketId: ticket!.id,
        status: w.report.status,
        ...texts,
        conclusion: draft ? '' : texts.conclusion,
        scores,
        changeRequest: w.report.changeRequest ?? null,
        submittedAt: draft ? null : submitted,
        approvedAt: w.report.status === 'approved' ? approved : null,
        sharedAt: w.report.shared ? new Date(approved.getTime() + DAY) : null,
        revokedAt: w.report.revoked ? new Date(approved.getTime() + 18 * DAY) : null,
        revokeReason: w.report.revoked ?? null,
        revokedBy: w.report.revoked ? demo.managerId : null,
        createdAt: new Date(sentAt.getTime() + expertAt.due_in_due + DAY),
        updatedAt: draft ? new Date(sentAt.getTime() + expertAt.due_in_due + DAY) : submitted,
      });
    }
  }
}

async function history(
  tx: Tx,
  ticketId: string,
  steps: TicketStatus[],
  at: (to: TicketStatus) => Date,
  actor: (k: number, to: TicketStatus) => string,
  comment: (to: TicketStatus) => string | null,
) {
  for (const [k, to] of steps.entries()) {
    await tx.insert(ticketHistory).values({
      ticketId,
      fromStatus: k === 0 ? null : steps[k - 1]!,
      toStatus: to,
      actorId: actor(k, to),
      comment: comment(to),
      createdAt: at(to),
    });
  }
}

const clientStep = (sentAt: Date) => (to: TicketStatus) => new Date(sentAt.getTime() + clientAt[to as ClientTicketStatus]);
const clientSteps = (status: ClientTicketStatus) => clientPath.slice(0, clientPath.indexOf(status) + 1);

/** A generated startup's due-diligence ticket in `status`, filed before the work was sent. */
async function clientTicket(tx: Tx, ids: HandbookIds, ownerId: string, status: ClientTicketStatus, sentAt: Date, managerId: string) {
  const filed = clientStep(sentAt)('registred');
  const [row] = await tx
    .insert(tickets)
    .values({
      type: 'startup_duedill',
      ownerId,
      status,
      form: generateTicketForm('startup_duedill', ids, 'founders@example.test'),
      createdAt: filed,
      updatedAt: filed,
    })
    .returning({ id: tickets.id });
  await history(
    tx,
    row!.id,
    clientSteps(status),
    clientStep(sentAt),
    (k) => (k === 0 ? ownerId : managerId),
    () => null,
  );
  return row!.id;
}

/**
 * The demo startup's own ticket, seeded with the others on a calendar of their own, moved onto the
 * calendar of the work that serves it: filed, history and the offers the manager attached.
 */
async function redate(tx: Tx, ticketId: string, ownerId: string, status: ClientTicketStatus, sentAt: Date, managerId: string) {
  const at = clientStep(sentAt);
  const steps = clientSteps(status);
  await tx
    .update(tickets)
    .set({ createdAt: at('registred'), updatedAt: at(steps.at(-1)!) })
    .where(eq(tickets.id, ticketId));
  await tx.delete(ticketHistory).where(eq(ticketHistory.ticketId, ticketId));
  await history(
    tx,
    ticketId,
    steps,
    at,
    (k) => (k === 0 ? ownerId : managerId),
    () => null,
  );
  await tx
    .update(offers)
    .set({ createdAt: new Date(at('searching').getTime() + 3 * HOUR) })
    .where(eq(offers.ticketId, ticketId));
  return ticketId;
}

/** The passport's evidence columns of every startup with a report or a pilot outcome, once both are seeded. */
export async function refreshDemoVerification(tx: Tx) {
  const clientTicket = alias(tickets, 'client_ticket');
  const clients = await tx
    .selectDistinct({ id: clientTicket.ownerId })
    .from(reports)
    .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
    .innerJoin(clientTicket, eq(clientTicket.id, expertDuedills.clientTicketId))
    .where(eq(reports.status, 'approved'));
  const piloted = await tx.selectDistinct({ id: pilotRuns.startupId }).from(pilotRuns).where(isNotNull(pilotRuns.outcome));
  for (const id of new Set([...clients, ...piloted].map((r) => r.id))) await refreshVerification(tx, id);
}
