import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { recordTimeline } from '../timeline/record.js';
import { recordCrowdfundingEvent, type CrowdfundingEvents } from './events.js';
import { roundEntries } from './round-entries.js';

/**
 * A crowdfunding step, in the write's transaction: an entry on each concerned company's timeline
 * and the event whose delivery tells everyone concerned. A round's own step names the backers it
 * reaches by their statuses (`backers`): their entries are written on delivery, so a round with a
 * thousand backers costs the request one row, not a thousand.
 */
export async function recordRoundStep(tx: Tx, step: CrowdfundingEvents['crowdfunding.step']): Promise<void> {
  const [startup] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.userId, step.startupId)).limit(1);
  await recordTimeline(tx, roundEntries(step, step.companyIds, startup?.name ?? null));
  await recordCrowdfundingEvent(tx, 'crowdfunding.step', step);
}
