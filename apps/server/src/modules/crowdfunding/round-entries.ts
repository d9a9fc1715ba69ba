import type { TimelineEntry } from '../timeline/record.js';
import type { RoundStep } from './events.js';

/**
 * A crowdfunding step's entry on each company's timeline, titled with the round's startup name:
 * a backing's steps are about the backing, a round's own steps about the round.
 */
export function roundEntries(step: RoundStep, companyIds: readonly string[], startupName: string | null, at?: Date): TimelineEntry<RoundStep['kind']>[] {
  const subject = step.backingId
    ? { type: 'backing' as const, id: step.backingId, title: startupName }
    : { type: 'round' as const, id: step.roundId, title: startupName };
  return [...new Set(companyIds)].map((companyId) => ({
    companyId,
    kind: step.kind,
    actorId: step.actorId,
    subject,
    data: { ...step.data, roundId: step.roundId } as TimelineEntry<RoundStep['kind']>['data'],
    ...(at ? { at } : {}),
  }));
}
