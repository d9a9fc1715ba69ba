import type { TicketStatus, TicketType } from '@platform/contract';
import { eventRecorder } from '../../platform/events/record.js';
import { pushTo, timelinePushes } from '../../platform/events/pushes.js';
import { rooms, type Effects, type Handlers } from '../../platform/events/types.js';
import { recordTimeline, type TimelineStep } from '../timeline/index.js';
import type { Tx } from '../../db/client.js';

/** A client's application filed or moved, as its timeline entry records it. */
export type TicketStep = TimelineStep<'ticket.created' | 'ticket.status'> & {
  ticketId: string;
  type: TicketType;
  ownerId: string;
  actorId: string;
  status: TicketStatus;
};

export type TicketEvents = { 'tickets.step': TicketStep };
export const recordTicketEvent = eventRecorder<TicketEvents>();

/**
 * What follows an application's step: `ticket` to the managers' queue, and to the owner when a
 * manager moved it (the owner filed it: its own page already shows it); the owner's timeline.
 */
export const ticketHandlers: Handlers<TicketEvents> = {
  'tickets.step'(step): Effects {
    const payload = { id: step.ticketId, status: step.status };
    const ticket = step.kind === 'ticket.created' ? { to: [rooms.managers], event: 'ticket' as const, payload } : pushTo('ticket', payload, [step.ownerId]);
    return { pushes: [ticket, ...timelinePushes([step.ownerId])] };
  },
};

/**
 * An application's step, in the write's transaction: its entry on the owner's timeline and the
 * event whose delivery tells the managers and the owner.
 */
export async function recordTicketStep(tx: Tx, step: TicketStep): Promise<void> {
  await recordTimeline(tx, {
    companyId: step.ownerId,
    kind: step.kind,
    actorId: step.actorId,
    subject: { type: 'ticket', id: step.ticketId, title: step.type },
    data: step.data,
  });
  await recordTicketEvent(tx, 'tickets.step', step);
}
