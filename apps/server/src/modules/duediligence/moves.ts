import { and, eq } from 'drizzle-orm';
import { expertActionTarget, type ExpertTicketEvent, type ExpertTicketStatus, type TicketStatus } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { expertDuedills, ticketHistory, tickets } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';

export type LockedExpertTicket = { id: string; ownerId: string; status: ExpertTicketStatus; expire: string | null; clientTicketId: string };

/** Locks an expert ticket for a move; another company's ticket answers as missing. */
export async function lockExpertTicket(tx: Tx, id: string, ownerId?: string): Promise<LockedExpertTicket> {
  const [row] = await tx
    .select({ id: tickets.id, ownerId: tickets.ownerId, status: tickets.status, expire: tickets.expire, clientTicketId: expertDuedills.clientTicketId })
    .from(tickets)
    .innerJoin(expertDuedills, eq(expertDuedills.ticketId, tickets.id))
    .where(and(eq(tickets.id, id), eq(tickets.type, 'expert_duedill')))
    .limit(1)
    .for('update', { of: tickets });
  if (!row || (ownerId !== undefined && row.ownerId !== ownerId)) throw notFound();
  return { ...row, status: row.status as ExpertTicketStatus };
}

/** Writes a status move and its history entry; a move to the same status writes nothing. */
export async function writeMove(tx: Tx, ticketId: string, from: TicketStatus | null, to: TicketStatus, actorId: string, comment?: string | null) {
  if (from === to) return;
  await tx.update(tickets).set({ status: to, updatedAt: new Date() }).where(eq(tickets.id, ticketId));
  await tx.insert(ticketHistory).values({ ticketId, fromStatus: from, toStatus: to, actorId, comment: comment || null });
}

/** The status an action leads to when its actor's machine allows the move, or the refusal the caller sees. */
export function requireMove(from: ExpertTicketStatus, event: ExpertTicketEvent): ExpertTicketStatus {
  const to = expertActionTarget(from, event);
  if (!to) throw new AppError(409, 'status_move_refused', { status: 'status_move_from' }, { from });
  return to;
}
