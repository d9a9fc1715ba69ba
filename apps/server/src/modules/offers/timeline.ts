import type { Tx } from '../../db/client.js';
import { recordTimeline } from '../timeline/record.js';
import { recordOfferEvent, type OfferStep } from './events.js';

/**
 * An offer's step, in the write's transaction: its entry on the owner's timeline, one on the
 * offered company's for the back office only (the company is not told it was offered, nor the
 * owner's answer), and the event whose delivery tells the owner and the managers.
 */
export async function recordOfferStep(tx: Tx, step: OfferStep): Promise<void> {
  const subject = { type: 'offer', id: step.offerId, title: step.ticketType } as const;
  await recordTimeline(tx, [
    { companyId: step.ownerId, kind: step.kind, actorId: step.actorId, subject, data: { ...step.data, companyId: step.companyId } },
    { companyId: step.companyId, kind: step.kind, actorId: step.actorId, subject, data: { ...step.data, ownerId: step.ownerId }, internal: true },
  ]);
  await recordOfferEvent(tx, 'offers.step', step);
}
