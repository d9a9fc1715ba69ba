import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { recordTimeline } from '../timeline/record.js';
import { recordCrowdfundingEvent, type CrowdfundingEvents } from './events.js';

/**
 * A crowdfunding step, in the write's transaction: an entry on each concerned company's timeline,
 * titled with the round's startup name, and the event whose delivery tells everyone concerned.
 */
export async function recordRoundStep(tx: Tx, step: CrowdfundingEvents['crowdfunding.step']): Promise<void> {
  const [startup] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.userId, step.startupId)).limit(1);
  const subject = step.backingId ? { type: 'backing' as const, id: step.backingId, title: startup?.name ?? null } : { type: 'round' as const, id: step.roundId, title: startup?.name ?? null };
  await recordTimeline(
    tx,
    [...new Set(step.companyIds)].map((companyId) => ({ companyId, kind: step.kind, actorId: step.actorId, subject, data: { ...step.data, roundId: step.roundId } })),
  );
  await recordCrowdfundingEvent(tx, 'crowdfunding.step', step);
}
