import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { timelinePushes } from '../../platform/events/pushes.js';
import { rooms, type Effects } from '../../platform/events/types.js';
import { recordTimeline } from '../timeline/record.js';
import { recordCrowdfundingEvent, type CrowdfundingEvents } from './events.js';
import { roundEntries, type RoundEntryStep, type RoundKind } from './round-entries.js';

/**
 * A crowdfunding step, in the write's transaction: an entry on each concerned company's timeline
 * and the event whose delivery tells everyone concerned. A round's own step names the backers it
 * reaches by their statuses (`backers`): their entries are written on delivery, so a round with a
 * thousand backers costs the request one row, not a thousand.
 */
export async function recordRoundStep(tx: Tx, step: CrowdfundingEvents['crowdfunding.step']): Promise<void> {
  await recordRoundEntries(tx, step, step.startupId, step.companyIds);
  await recordCrowdfundingEvent(tx, 'crowdfunding.step', step);
}

/** A round's or a backing's entries on these companies' timelines, in the write's transaction, titled with the startup's name. */
export async function recordRoundEntries<K extends RoundKind>(
  tx: Tx,
  step: RoundEntryStep<K>,
  startupId: string,
  companyIds: readonly string[],
): Promise<void> {
  const [startup] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.userId, startupId)).limit(1);
  await recordTimeline(tx, roundEntries(step, companyIds, startup?.name ?? null));
}

/**
 * A round's own step on its backers' timelines, written on its event's delivery in one insert
 * (dated when the step happened), and the pushes that refresh the open timelines once they are in.
 */
export function backersEntries<K extends RoundKind>(
  step: RoundEntryStep<K>,
  backerIds: readonly string[],
  startup: { id: string; name: string },
  at: Date,
): NonNullable<Effects['writes']> {
  const entries = roundEntries(step, backerIds, startup.name, at);
  return { run: (tx) => recordTimeline(tx, entries), pushes: timelinePushes([startup.id], [rooms.round(step.roundId)], backerIds) };
}
