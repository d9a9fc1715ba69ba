import { eventRecorder } from '../../platform/events/record.js';
import { pushTo, timelinePushes } from '../../platform/events/pushes.js';
import type { Effects, Handlers } from '../../platform/events/types.js';
import { countersPush } from '../badges/index.js';
import { recordTimeline, type TimelineStep } from '../timeline/index.js';
import type { Tx } from '../../db/client.js';

/** A company offered on an application, or the owner's answer to it, as its timeline entries record it. */
export type OfferStep = TimelineStep<'offer.created' | 'offer.answered', 'companyId' | 'ownerId'> & {
  offerId: string;
  ticketId: string;
  /** The application's type, the entries' title. */
  ticketType: string;
  ownerId: string;
  /** The offered company. */
  companyId: string;
  actorId: string;
};

export type OfferEvents = { 'offers.step': OfferStep };
export const recordOfferEvent = eventRecorder<OfferEvents>();

/**
 * What follows an offer's step: `offer` to the application's owner and the managers, the owner's
 * counters (its unseen offers), and the timelines of the owner and of the offered company.
 */
export const offerHandlers: Handlers<OfferEvents> = {
  async 'offers.step'(step, { db }): Promise<Effects> {
    // A new offer names its application only: the owner's page reads its offers anew.
    const payload = step.kind === 'offer.created' ? { ticketId: step.ticketId } : { ticketId: step.ticketId, offerId: step.offerId };
    return { pushes: [pushTo('offer', payload, [step.ownerId]), await countersPush(db, step.ownerId), ...timelinePushes([step.ownerId, step.companyId])] };
  },
};

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
