import type { Tx } from '../../db/client.js';
import { recordTimeline } from '../timeline/record.js';
import { recordTicketEvent, type TicketStep } from './events.js';

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
