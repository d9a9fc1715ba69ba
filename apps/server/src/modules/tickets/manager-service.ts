import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  checkClientMove,
  clientTicketMachine,
  isClientTicketStatus,
  isExpertTicketExpired,
  movesFrom,
  type ClientTicketStatus,
  type ClientTicketType,
  type ExpertWork,
  type ManagerHistoryItem,
  type TicketStatus,
  type TicketType,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, offers, ticketCounts, ticketHistory, tickets, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { displayName } from '../../platform/display-name.js';
import { offersOfTicket, recordOfferStep } from '../offers/index.js';
import { createTicketService } from './service.js';
import { recordTicketStep } from './events.js';
import { audit } from '../audit/index.js';
import { rankCandidates } from './candidates.js';
import { managerTicketAbilities, ticketPolicy } from './policy.js';

const ownerName = sql<string>`coalesce(${companies.name}, ${users.email})`;

export type QueueQuery = { take: number; skip: number; type?: TicketType | undefined; status?: TicketStatus | undefined };

/**
 * The queue page and the counts per status (the benchmark shows their plans). The page takes its
 * ids from the tickets' index alone, then joins owners and offer counts for those ids only: joined
 * below the limit, the planner sizes its joins for every ticket in the filter, not the page.
 */
export function queueQueries(db: Db, q: QueueQuery) {
  const byType = q.type ? eq(tickets.type, q.type) : undefined;
  const ids = db
    .select({ id: tickets.id, createdAt: tickets.createdAt })
    .from(tickets)
    .where(and(byType, q.status ? eq(tickets.status, q.status) : undefined))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(q.take)
    .offset(q.skip)
    .as('ids');
  return {
    rows: db
      .select({
        // What a queue row shows; the form stays for the ticket page.
        ticket: { id: tickets.id, type: tickets.type, status: tickets.status, createdAt: tickets.createdAt, expire: tickets.expire },
        owner: { id: users.id, name: ownerName, role: users.role },
        offersCount: sql<number>`(select count(*) from offers o where o.ticket_id = "tickets"."id")`.mapWith(Number),
      })
      .from(ids)
      .innerJoin(tickets, eq(tickets.id, ids.id))
      .innerJoin(users, eq(users.id, tickets.ownerId))
      .leftJoin(companies, eq(companies.userId, tickets.ownerId))
      .orderBy(desc(ids.createdAt), desc(ids.id)),
    /** Tickets per status within the type filter, from the trigger-kept `ticket_counts`. */
    counts: db
      .select({ status: ticketCounts.status, n: sql<number>`sum(${ticketCounts.n})::int`.mapWith(Number) })
      .from(ticketCounts)
      .where(q.type ? eq(ticketCounts.type, q.type) : undefined)
      .groupBy(ticketCounts.status),
  };
}

/**
 * Due diligence's part of a ticket's page: the expert tickets it was sent as (or the expert ticket
 * itself) and whether it may be sent to an expert now. Due diligence files and moves tickets, so it
 * sits above them and hands this in (the app and its own routes pass `expertWorkView`).
 */
export type ExpertWorkView = {
  expertWorkOf(db: Db | Tx, where: { clientTicketId: string } | { ticketId: string }): Promise<ExpertWork[]>;
  canSend(row: { type: string; status: string }, work: Pick<ExpertWork, 'status' | 'expired'>[]): boolean;
};

/** The back office over applications: queue, ticket page, status moves and offers. */
export function createManagerTicketService(db: Db, dueDiligence: ExpertWorkView) {
  const ticketsOf = createTicketService(db);

  async function load(id: string) {
    const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** A client's ticket; offers and client moves do not apply to an expert's ticket. */
  async function loadClient(id: string) {
    const row = await load(id);
    if (row.type === 'expert_duedill') throw new AppError(409, 'status_move_refused', { ticket: 'expert_ticket' });
    return { ...row, type: row.type as ClientTicketType };
  }

  /** The ticket's moves with who made each: the filing company first, then managers. */
  async function historyWithActors(id: string): Promise<ManagerHistoryItem[]> {
    const rows = await db
      .select({
        history: ticketHistory,
        actor: { id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName, company: companies.name },
      })
      .from(ticketHistory)
      .leftJoin(users, eq(users.id, ticketHistory.actorId))
      .leftJoin(companies, eq(companies.userId, ticketHistory.actorId))
      .where(eq(ticketHistory.ticketId, id))
      .orderBy(asc(ticketHistory.createdAt), asc(ticketHistory.id));
    return rows.map(({ history: h, actor: a }) => ({
      from: h.fromStatus,
      to: h.toStatus,
      comment: h.comment,
      date: h.createdAt.toISOString(),
      actor: a?.id && a.role ? { id: a.id, role: a.role, name: displayName(a, a.company) ?? a.email ?? '' } : null,
    }));
  }

  return {
    async queue(q: QueueQuery) {
      const queries = queueQueries(db, q);
      const [rows, counts] = await Promise.all([queries.rows, queries.counts]);
      const perStatus = new Map(counts.map((c) => [c.status, c.n]));
      const total = q.status ? (perStatus.get(q.status) ?? 0) : [...perStatus.values()].reduce((a, b) => a + b, 0);
      const today = new Date().toISOString().slice(0, 10);
      return {
        tickets: rows.map((r) => ({
          id: r.ticket.id,
          type_ticket: r.ticket.type,
          status: r.ticket.status,
          date: r.ticket.createdAt.toISOString(),
          expire: r.ticket.expire,
          expired: r.ticket.status === 'due_wait_resp' && isExpertTicketExpired(r.ticket.expire, today),
          owner: r.owner,
          offers_count: r.offersCount,
        })),
        total,
        // A status whose tickets all moved on keeps its row at 0; the queue shows only non-empty ones.
        counts: Object.fromEntries([...perStatus].filter(([, n]) => n > 0)),
      };
    },

    async ticket(id: string) {
      const row = await load(id);
      // Due diligence: a client's ticket lists the expert tickets it was sent as; an expert ticket, itself.
      const work = await dueDiligence.expertWorkOf(db, row.type === 'expert_duedill' ? { ticketId: id } : { clientTicketId: id });
      const [owner] = await db
        .select({ id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName, company: companies.name })
        .from(users)
        .leftJoin(companies, eq(companies.userId, users.id))
        .where(eq(users.id, row.ownerId))
        .limit(1);
      return {
        ...(await ticketsOf.detailWithoutHistory(row)),
        history: await historyWithActors(id),
        owner: { id: owner!.id, email: owner!.email, role: owner!.role, name: displayName(owner!, owner!.company) ?? owner!.email },
        offers: await offersOfTicket(db, id),
        moves: isClientTicketStatus(row.status) ? movesFrom(clientTicketMachine, row.status) : [],
        expert_work: work,
        can_send_to_expert: dueDiligence.canSend(row, work),
        can: managerTicketAbilities(row),
      };
    },

    /** One step forward or cancel, under the contract's rules; history, audit, and the step's event. */
    async move(actorId: string, id: string, to: ClientTicketStatus, comment: string | undefined) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).limit(1).for('update');
        if (!row) throw notFound();
        if (!isClientTicketStatus(row.status)) throw new AppError(409, 'status_move_refused', { status: 'expert_ticket_moves' });
        const [stats] = await tx
          .select({ total: count(), interesting: sql<number>`count(*) filter (where ${offers.interesting})`.mapWith(Number) })
          .from(offers)
          .where(eq(offers.ticketId, id));
        const check = checkClientMove(row.status, to, { total: Number(stats?.total ?? 0), interesting: stats?.interesting ?? 0 });
        if (!check.ok) throw new AppError(409, 'status_move_refused', { status: check.reason });
        await tx.update(tickets).set({ status: to, updatedAt: new Date() }).where(eq(tickets.id, id));
        await tx.insert(ticketHistory).values({ ticketId: id, fromStatus: row.status, toStatus: to, actorId, comment: comment || null });
        await audit(tx, {
          actorId,
          action: 'ticket.status',
          entity: 'ticket',
          entityId: id,
          companyId: row.ownerId,
          before: { status: row.status },
          after: { status: to, comment: comment ?? null },
        });
        await recordTicketStep(tx, {
          kind: 'ticket.status',
          ticketId: id,
          type: row.type,
          ownerId: row.ownerId,
          actorId,
          status: to,
          data: { from: row.status, to, comment: comment || null },
        });
      });
      return this.ticket(id);
    },

    async candidates(id: string) {
      return rankCandidates(db, await loadClient(id));
    },

    /** Offers a company on a ticket; its role must fit the ticket type, and a ticket is offered a company once. */
    async attach(actorId: string, id: string, companyId: string) {
      const ticket = await loadClient(id);
      if (!ticketPolicy.offer(ticket)) throw new AppError(409, 'status_move_refused', { status: 'final_status' });
      const [company] = await db.select({ role: companies.role }).from(companies).where(eq(companies.userId, companyId)).limit(1);
      if (!company || !ticketPolicy.offerable(ticket, company)) throw new AppError(400, 'validation_failed', { company_id: 'company_not_offerable' });
      const ranked = (await rankCandidates(db, ticket, 1000)).find((c) => c.id === companyId);
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(offers)
          .values({ ticketId: id, companyId, createdBy: actorId, reasons: ranked?.matched ?? {} })
          .onConflictDoNothing()
          .returning({ id: offers.id });
        if (inserted.length === 0) throw new AppError(409, 'validation_failed', { company_id: 'company_already_offered' });
        await audit(tx, {
          actorId,
          action: 'ticket.offer',
          entity: 'ticket',
          entityId: id,
          companyId: ticket.ownerId,
          after: { companyId, offerId: inserted[0]!.id },
        });
        await recordOfferStep(tx, {
          kind: 'offer.created',
          offerId: inserted[0]!.id,
          ticketId: id,
          ticketType: ticket.type,
          ownerId: ticket.ownerId,
          companyId,
          actorId,
          data: { ticketId: id },
        });
      });
      return this.ticket(id);
    },
  };
}
