import { and, asc, eq, gt, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MEETING_HOURS_MAX, meetingMoves, meetingStatusOf, type Meeting } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { expertDuedills, internalExperts, meetings, tickets } from '../../db/schema/index.js';

/** The query behind `meetingRows`, for the benchmark's plan. */
export function meetingQuery(q: Db | Tx, where: SQL | undefined) {
  return q
    .select({
      meeting: meetings,
      expert: { id: internalExperts.id, name: internalExperts.name, surname: internalExperts.surname },
      ticket: { id: tickets.id, createdAt: tickets.createdAt, status: tickets.status, type: tickets.type, ownerId: tickets.ownerId },
    })
    .from(meetings)
    .innerJoin(internalExperts, eq(internalExperts.id, meetings.internalExpertId))
    .innerJoin(tickets, eq(tickets.id, meetings.ticketId))
    .where(where)
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
}

/**
 * Meetings with their internal expert and expert ticket, by start time. `answerer` is the calling
 * expert company: its own meetings carry its moves; every other reader gets none.
 */
export async function meetingRows(q: Db | Tx, where: SQL | undefined, answerer?: string): Promise<Meeting[]> {
  const rows = await meetingQuery(q, where);
  const now = Date.now();
  return rows.map(({ meeting: m, expert, ticket }) => ({
    id: m.id,
    accepted: m.accepted,
    status: meetingStatusOf(m.accepted),
    moves: ticket.ownerId === answerer ? meetingMoves(meetingStatusOf(m.accepted), { ended: m.endsAt.getTime() <= now, ticketStatus: ticket.status }) : [],
    date: m.createdAt.toISOString(),
    name: m.name,
    description: m.description,
    location: m.location,
    reason: m.reason,
    timestampz_range: { timestampz_from: m.startsAt.toISOString(), timestampz_to: m.endsAt.toISOString() },
    internal_expert: expert,
    offer: { id: ticket.id, createdAt: ticket.createdAt.toISOString(), status: ticket.status, type_of_duedill: ticket.type },
  }));
}

/**
 * The meetings of an expert that share time with [from, to). A meeting lasts at most
 * `MEETING_HOURS_MAX`, so its start lies in (from - that, to): a bound on both sides of the
 * (expert, start) index, instead of every earlier meeting read and dropped.
 */
export function inRange(expertId: string, range: { from: Date; to: Date }): SQL {
  const earliest = new Date(range.from.getTime() - MEETING_HOURS_MAX * 3_600_000);
  return and(eq(meetings.internalExpertId, expertId), gt(meetings.startsAt, earliest), lt(meetings.startsAt, range.to), gt(meetings.endsAt, range.from))!;
}

/** An internal expert's meetings that share time with [from, to), declined ones included. */
export function meetingsInRange(q: Db | Tx, expertId: string, range: { from: Date; to: Date }, answerer?: string) {
  return meetingRows(q, inRange(expertId, range), answerer);
}

const clientTickets = alias(tickets, 'client_ticket');

/** The two companies of an expert ticket: the expert company that owns it and the client whose ticket it serves. */
export async function ticketParties(
  q: Db | Tx,
  expertTicketId: string,
): Promise<{ expertCompany: string; clientTicketId: string; clientCompany: string } | undefined> {
  const [row] = await q
    .select({ expertCompany: tickets.ownerId, clientTicketId: expertDuedills.clientTicketId, clientCompany: clientTickets.ownerId })
    .from(expertDuedills)
    .innerJoin(tickets, eq(tickets.id, expertDuedills.ticketId))
    .innerJoin(clientTickets, eq(clientTickets.id, expertDuedills.clientTicketId))
    .where(eq(expertDuedills.ticketId, expertTicketId))
    .limit(1);
  return row;
}
