import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { companies, expertDuedills, files, internalExperts, reports, tickets, users } from '../../db/schema/index.js';

export const clientTickets = alias(tickets, 'client_ticket');
const clientCompanies = alias(companies, 'client_company');
const clientUsers = alias(users, 'client_user');
const clientLogos = alias(files, 'client_logo');
const expertPhotos = alias(files, 'expert_photo');
const expertCompanies = alias(companies, 'expert_company');

// The expert company's threads on the ticket with a manager's post it has not opened since.
const newTicketTasks = sql<number>`(select count(*) from threads th where th.ticket_id = "tickets"."id" and not th.closed and not th.answered
  and not exists (select 1 from thread_reads r where r.thread_id = th.id and r.user_id = "tickets"."owner_id" and r.read_at >= th.last_post_at))`.mapWith(
  Number,
);

const expertTicketColumns = {
  ticket: { id: tickets.id, status: tickets.status, createdAt: tickets.createdAt, expire: tickets.expire, ownerId: tickets.ownerId },
  dd: expertDuedills,
  clientForm: clientTickets.form,
  client: { id: clientUsers.id, role: clientUsers.role, status: clientUsers.status, name: clientCompanies.name },
  clientLogo: { id: clientLogos.id, name: clientLogos.name, size: clientLogos.size },
  expert: { id: internalExperts.id, name: internalExperts.name, surname: internalExperts.surname },
  expertPhoto: { id: expertPhotos.id, name: expertPhotos.name, size: expertPhotos.size },
  newTicketTasks,
  approvedAt: reports.approvedAt,
};

/** The joins every expert ticket read needs: its terms, the client's ticket and company, the internal expert (the list repeats them from its page's ids). */
function expertTicketSelect(db: Db | Tx) {
  return db
    .select(expertTicketColumns)
    .from(tickets)
    .innerJoin(expertDuedills, eq(expertDuedills.ticketId, tickets.id))
    .innerJoin(clientTickets, eq(clientTickets.id, expertDuedills.clientTicketId))
    .innerJoin(clientUsers, eq(clientUsers.id, clientTickets.ownerId))
    .leftJoin(clientCompanies, eq(clientCompanies.userId, clientTickets.ownerId))
    .leftJoin(clientLogos, eq(clientLogos.id, clientCompanies.logoFileId))
    .leftJoin(internalExperts, eq(internalExperts.id, expertDuedills.internalExpertId))
    .leftJoin(expertPhotos, eq(expertPhotos.id, internalExperts.photoFileId))
    .leftJoin(reports, eq(reports.ticketId, tickets.id));
}

export type ExpertTicketRow = Awaited<ReturnType<ReturnType<typeof expertTicketSelect>['execute']>>[number];

/** A file's columns under names of their own, for a subquery that reads two files. */
const fileAs = (f: { id: AnyPgColumn; name: AnyPgColumn; size: AnyPgColumn }, prefix: string) => ({
  id: sql<string | null>`${f.id}`.as(`${prefix}_id`),
  name: sql<string | null>`${f.name}`.as(`${prefix}_name`),
  size: sql<number | null>`${f.size}`.as(`${prefix}_size`),
});

/**
 * The expert company's page of tickets, newest first, with its total. The ids come from the owner
 * index alone (`count(*) over ()` carries the total) and the joins start from them. The client's
 * side (ticket, user, company, logo) and the internal expert with its photo are lateral lookups
 * (`LIMIT 1` keeps the planner from merging them back): one join of ten relations took the
 * planner about three times as long as the page took to run, on every call.
 */
export function expertListQueries(db: Db, expertId: string, page: { take: number; skip: number }) {
  const ids = db
    .select({ id: tickets.id, createdAt: tickets.createdAt, total: sql<string>`count(*) over ()`.as('total') })
    .from(tickets)
    .where(and(eq(tickets.ownerId, expertId), eq(tickets.type, 'expert_duedill')))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(page.take)
    .offset(page.skip)
    .as('ids');
  const client = db
    .select({
      form: clientTickets.form,
      id: sql<string>`${clientUsers.id}`.as('client_id'),
      role: sql<string>`${clientUsers.role}`.as('client_role'),
      status: sql<string>`${clientUsers.status}`.as('client_status'),
      name: sql<string | null>`${clientCompanies.name}`.as('client_name'),
      logo: fileAs(clientLogos, 'client_logo'),
    })
    .from(clientTickets)
    .innerJoin(clientUsers, eq(clientUsers.id, clientTickets.ownerId))
    .leftJoin(clientCompanies, eq(clientCompanies.userId, clientTickets.ownerId))
    .leftJoin(clientLogos, eq(clientLogos.id, clientCompanies.logoFileId))
    .where(eq(clientTickets.id, expertDuedills.clientTicketId))
    .limit(1)
    .as('client');
  const expert = db
    .select({ id: internalExperts.id, name: internalExperts.name, surname: internalExperts.surname, photo: fileAs(expertPhotos, 'expert_photo') })
    .from(internalExperts)
    .leftJoin(expertPhotos, eq(expertPhotos.id, internalExperts.photoFileId))
    .where(eq(internalExperts.id, expertDuedills.internalExpertId))
    .limit(1)
    .as('expert');
  return {
    rows: db
      .select({
        ticket: expertTicketColumns.ticket,
        dd: expertDuedills,
        client: { form: client.form, id: client.id, role: client.role, status: client.status, name: client.name },
        clientLogo: client.logo,
        expert: { id: expert.id, name: expert.name, surname: expert.surname },
        expertPhoto: expert.photo,
        newTicketTasks,
        approvedAt: reports.approvedAt,
        total: ids.total,
      })
      .from(ids)
      .innerJoin(tickets, eq(tickets.id, ids.id))
      .innerJoin(expertDuedills, eq(expertDuedills.ticketId, tickets.id))
      .leftJoin(reports, eq(reports.ticketId, tickets.id))
      .innerJoinLateral(client, sql`true`)
      .leftJoinLateral(expert, sql`true`)
      .orderBy(desc(ids.createdAt), desc(ids.id)),
    // A page past the last row carries no total; it is counted apart through the owner index.
    count: db
      .select({ n: sql<number>`count(*) filter (where ${tickets.type} = 'expert_duedill')`.mapWith(Number) })
      .from(tickets)
      .where(eq(tickets.ownerId, expertId)),
  };
}

export type ExpertListRow = Awaited<ReturnType<ReturnType<typeof expertListQueries>['rows']['execute']>>[number];

export async function expertTicketById(db: Db | Tx, id: string): Promise<ExpertTicketRow | undefined> {
  const [row] = await expertTicketSelect(db)
    .where(and(eq(tickets.id, id), eq(tickets.type, 'expert_duedill')))
    .limit(1);
  return row;
}

/** The rows of the expert tickets a client's ticket was sent as (newest first), or of the one expert ticket itself. */
export function expertWorkRows(db: Db | Tx, where: { clientTicketId: string } | { ticketId: string }) {
  return db
    .select({
      ticket: { id: tickets.id, status: tickets.status, createdAt: tickets.createdAt, expire: tickets.expire },
      dd: expertDuedills,
      company: { id: expertCompanies.userId, name: expertCompanies.name },
      owner: tickets.ownerId,
      expert: { id: internalExperts.id, name: internalExperts.name, surname: internalExperts.surname },
      reportStatus: reports.status,
      reportRevokedAt: reports.revokedAt,
      client: { id: clientUsers.id, role: clientUsers.role, status: clientUsers.status, name: clientCompanies.name },
    })
    .from(tickets)
    .innerJoin(expertDuedills, eq(expertDuedills.ticketId, tickets.id))
    .innerJoin(clientTickets, eq(clientTickets.id, expertDuedills.clientTicketId))
    .innerJoin(clientUsers, eq(clientUsers.id, clientTickets.ownerId))
    .leftJoin(clientCompanies, eq(clientCompanies.userId, clientTickets.ownerId))
    .leftJoin(expertCompanies, eq(expertCompanies.userId, tickets.ownerId))
    .leftJoin(internalExperts, eq(internalExperts.id, expertDuedills.internalExpertId))
    .leftJoin(reports, eq(reports.ticketId, tickets.id))
    .where('clientTicketId' in where ? eq(expertDuedills.clientTicketId, where.clientTicketId) : eq(tickets.id, where.ticketId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
}

export type ExpertWorkRow = Awaited<ReturnType<ReturnType<typeof expertWorkRows>['execute']>>[number];
