import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  canAnswerMeeting,
  entriesToSlots,
  expandCalendar,
  fitsFreeTime,
  meetingStatusOf,
  type MeetingAccept,
  type MeetingBooking,
  type Role,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { expertDuedills, internalExperts, meetings, tickets } from '../../db/schema/index.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { loadCalendar, meetingRows, meetingsInRange, ticketParties } from '../schedule/index.js';
import { inviteMeeting, type Invite } from './invites.js';
import type { InviteKind } from './letters.js';
import { recordMeetingStep } from './events.js';
import { meetingPolicy } from './policy.js';

/**
 * Meetings with the internal expert of an expert ticket: managers book, change and cancel them inside the
 * expert's free time, the expert company accepts or declines, the client reads those of its ticket.
 * Each step records its event (`meetings.step`): after commit both companies and the managers are
 * told, and a manager's step mails the invites. `organizer` is the address the invites come from.
 */
export function createMeetingService(db: Db, organizer: string) {
  async function one(id: string, answerer?: string) {
    const [meeting] = await meetingRows(db, eq(meetings.id, id), answerer);
    if (!meeting) throw notFound();
    return meeting;
  }

  /** The invite of a manager's step, with the meeting as it stands in the step's transaction. */
  async function invite(tx: Tx, kind: InviteKind, id: string): Promise<Invite | undefined> {
    const meeting = await inviteMeeting(tx, id);
    return meeting && { kind, meeting, organizer };
  }

  /**
   * Refuses a range outside the expert's free time. Runs inside the transaction after locking the
   * internal expert's row, the lock every booking, change and calendar save of that expert takes.
   */
  async function checkFree(tx: Tx, expertId: string, range: { from: Date; to: Date }, except?: string) {
    const [expert] = await tx
      .select({ companyId: internalExperts.companyId })
      .from(internalExperts)
      .where(eq(internalExperts.id, expertId))
      .limit(1)
      .for('update');
    if (!expert) throw notFound();
    const calendar = await loadCalendar(tx, expertId, expert.companyId);
    const slots = entriesToSlots(expandCalendar(calendar, range));
    const booked = (await meetingsInRange(tx, expertId, range)).filter((m) => m.id !== except).map((m) => ({ ...m.timestampz_range, accepted: m.accepted }));
    if (!fitsFreeTime(slots, booked, range)) throw badRequest({ timestampz_from: 'expert_not_free' });
  }

  const rangeOf = (body: MeetingBooking) => ({ from: new Date(body.timestampz_from), to: new Date(body.timestampz_to) });

  return {
    /** Books a meeting on an expert ticket in `due_in_due` with its internal expert, inside the expert's free time. */
    async book(actorId: string, expertTicketId: string, body: MeetingBooking) {
      const range = rangeOf(body);
      const id = await db.transaction(async (tx) => {
        const [ticket] = await tx
          .select({ type: tickets.type, status: tickets.status, expertId: expertDuedills.internalExpertId })
          .from(tickets)
          .innerJoin(expertDuedills, eq(expertDuedills.ticketId, tickets.id))
          .where(eq(tickets.id, expertTicketId))
          .limit(1);
        if (!ticket || ticket.type !== 'expert_duedill') throw notFound();
        if (ticket.status !== 'due_in_due') throw badRequest({ status: 'meeting_booking_closed' });
        if (!ticket.expertId) throw badRequest({ internal_expert: 'internal_expert_required' });
        await checkFree(tx, ticket.expertId, range);
        const [created] = await tx
          .insert(meetings)
          .values({
            ticketId: expertTicketId,
            internalExpertId: ticket.expertId,
            name: body.name,
            description: body.description,
            location: body.location,
            startsAt: range.from,
            endsAt: range.to,
            createdBy: actorId,
          })
          .returning({ id: meetings.id });
        const parties = await ticketParties(tx, expertTicketId);
        await audit(tx, {
          actorId,
          action: 'meeting.book',
          entity: 'ticket',
          entityId: expertTicketId,
          companyId: parties?.expertCompany ?? null,
          after: { meetingId: created!.id, ...body },
        });
        const data = { from: body.timestampz_from, to: body.timestampz_to, location: body.location ?? null };
        await recordMeetingStep(tx, {
          kind: 'meeting.scheduled',
          expertTicketId,
          meetingId: created!.id,
          name: body.name,
          actorId,
          data,
          invite: await invite(tx, 'booked', created!.id),
        });
        return created!.id;
      });
      return one(id);
    },

    /**
     * Changes a meeting under the booking's rules (its own time does not count as taken). The expert
     * company must answer again, and the invites go out anew with a higher sequence.
     */
    async change(actorId: string, id: string, body: MeetingBooking) {
      const range = rangeOf(body);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ meeting: meetings, status: tickets.status })
          .from(meetings)
          .innerJoin(tickets, eq(tickets.id, meetings.ticketId))
          .where(eq(meetings.id, id))
          .limit(1);
        if (!row) throw notFound();
        if (row.status !== 'due_in_due') throw badRequest({ status: 'meeting_booking_closed' });
        await checkFree(tx, row.meeting.internalExpertId, range, id);
        const changed = await tx
          .update(meetings)
          .set({
            name: body.name,
            description: body.description,
            location: body.location,
            startsAt: range.from,
            endsAt: range.to,
            accepted: null,
            reason: null,
            sequence: sql`${meetings.sequence} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(meetings.id, id))
          .returning({ id: meetings.id });
        if (!changed.length) throw notFound();
        const { name, description, location, startsAt, endsAt, accepted, reason } = row.meeting;
        const data = { from: body.timestampz_from, to: body.timestampz_to, location: body.location ?? null, before: startsAt.toISOString() };
        await recordMeetingStep(tx, {
          kind: 'meeting.changed',
          expertTicketId: row.meeting.ticketId,
          meetingId: id,
          name: body.name,
          actorId,
          data,
          invite: await invite(tx, 'changed', id),
        });
        await audit(tx, {
          actorId,
          action: 'meeting.change',
          entity: 'ticket',
          entityId: row.meeting.ticketId,
          companyId: (await ticketParties(tx, row.meeting.ticketId))?.expertCompany ?? null,
          before: { meetingId: id, name, description, location, startsAt, endsAt, accepted, reason },
          after: { meetingId: id, ...body },
        });
      });
      return one(id);
    },

    /** Cancels a meeting: the row is deleted (the audit log keeps what it was). */
    async cancel(actorId: string, id: string) {
      const before = await one(id);
      await db.transaction(async (tx) => {
        const cancelled = await invite(tx, 'cancelled', id);
        await tx.delete(meetings).where(eq(meetings.id, id));
        await audit(tx, {
          actorId,
          action: 'meeting.cancel',
          entity: 'ticket',
          entityId: before.offer.id,
          companyId: (await ticketParties(tx, before.offer.id))?.expertCompany ?? null,
          before,
        });
        const data = { from: before.timestampz_range.timestampz_from, to: before.timestampz_range.timestampz_to };
        // A cancellation is one more revision of the event.
        const revised = cancelled && {
          ...cancelled,
          meeting: { ...cancelled.meeting, sequence: cancelled.meeting.sequence + 1, updatedAt: new Date().toISOString() },
        };
        await recordMeetingStep(tx, {
          kind: 'meeting.cancelled',
          expertTicketId: before.offer.id,
          meetingId: id,
          name: before.name,
          actorId,
          data,
          invite: revised,
        });
      });
    },

    /** The meetings of an expert ticket of the company, by start time. */
    async ofExpertTicket(companyId: string, expertTicketId: string) {
      const [ticket] = await db.select({ ownerId: tickets.ownerId, type: tickets.type }).from(tickets).where(eq(tickets.id, expertTicketId)).limit(1);
      if (!ticket || ticket.ownerId !== companyId || ticket.type !== 'expert_duedill') throw notFound();
      return { meets: await meetingRows(db, eq(meetings.ticketId, expertTicketId), companyId) };
    },

    /**
     * The expert company accepts a meeting, or declines it with a reason: a move of the meeting's
     * machine, so repeating the answer it holds is refused.
     */
    async answer(companyId: string, id: string, body: MeetingAccept) {
      const [row] = await db
        .select({ ticketId: meetings.ticketId, endsAt: meetings.endsAt, accepted: meetings.accepted, status: tickets.status })
        .from(meetings)
        .innerJoin(tickets, eq(tickets.id, meetings.ticketId))
        .where(and(eq(meetings.id, id), eq(tickets.ownerId, companyId)))
        .limit(1);
      if (!row) throw notFound();
      if (row.endsAt.getTime() <= Date.now()) throw badRequest({ accept: 'meeting_ended' });
      if (row.status !== 'due_in_due') throw badRequest({ status: 'meeting_answer_closed' });
      const from = meetingStatusOf(row.accepted);
      if (!canAnswerMeeting(from, body.accept)) throw new AppError(409, 'status_move_refused', { accept: 'status_move_from' }, { from });
      await db.transaction(async (tx) => {
        // Only from the status checked above: a concurrent answer makes this one miss, and it is refused.
        const [saved] = await tx
          .update(meetings)
          .set({ accepted: body.accept, reason: body.reason, updatedAt: new Date() })
          .where(and(eq(meetings.id, id), row.accepted === null ? isNull(meetings.accepted) : eq(meetings.accepted, row.accepted)))
          .returning({ name: meetings.name });
        if (!saved) throw new AppError(409, 'status_move_refused', { accept: 'status_move_from' }, { from });
        await recordMeetingStep(tx, {
          kind: 'meeting.answered',
          expertTicketId: row.ticketId,
          meetingId: id,
          name: saved.name,
          actorId: companyId,
          data: { accept: body.accept, reason: body.reason ?? null },
        });
      });
      return one(id, companyId);
    },

    /** The meetings of the expert tickets serving the client's own ticket. */
    async ofClientTicket(who: { id: string; role: Role }, clientTicketId: string) {
      if (!meetingPolicy.readsAsClient(who)) throw forbidden();
      const [ticket] = await db.select({ ownerId: tickets.ownerId }).from(tickets).where(eq(tickets.id, clientTicketId)).limit(1);
      // Another company's application reads as not found, as one that does not exist.
      if (!ticket || !meetingPolicy.readForClient(who, ticket)) throw notFound();
      const experts = db.select({ id: expertDuedills.ticketId }).from(expertDuedills).where(eq(expertDuedills.clientTicketId, clientTicketId));
      return { meets: await meetingRows(db, inArray(meetings.ticketId, experts)) };
    },
  };
}
