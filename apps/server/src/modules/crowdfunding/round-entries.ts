import type { TimelineFacts, TimelineKind } from '@platform/contract';
import type { TimelineEntry } from '../timeline/index.js';

/** The timeline kinds about a round or one of its backings. */
export type RoundKind = Extract<TimelineKind, `round.${string}` | `backing.${string}`>;

/** A step of a round or of a backing, with its kind's facts but the round's id, which the entry adds. */
export type RoundEntryStep<K extends RoundKind> = K extends RoundKind
  ? { kind: K; data: Omit<TimelineFacts<K>, 'roundId'>; roundId: string; actorId: string | null; backingId?: string | undefined }
  : never;

/**
 * A crowdfunding step's entry on each company's timeline, titled with the round's startup name:
 * a backing's steps are about the backing, a round's own steps about the round.
 */
export function roundEntries<K extends RoundKind>(
  step: RoundEntryStep<K>,
  companyIds: readonly string[],
  startupName: string | null,
  at?: Date,
): TimelineEntry<K>[] {
  const subject = step.backingId
    ? { type: 'backing' as const, id: step.backingId, title: startupName }
    : { type: 'round' as const, id: step.roundId, title: startupName };
  return [...new Set(companyIds)].map((companyId) => ({
    companyId,
    kind: step.kind as K,
    actorId: step.actorId,
    subject,
    data: { ...step.data, roundId: step.roundId } as TimelineEntry<K>['data'],
    ...(at ? { at } : {}),
  }));
}
