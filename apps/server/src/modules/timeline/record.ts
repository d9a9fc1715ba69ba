import { sql } from 'drizzle-orm';
import type { TimelineFacts, TimelineKind, TimelineSubject } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { companyEvents } from '../../db/schema/index.js';
import { inSlices } from '../../db/slices.js';

/**
 * One entry of kind `K`, with that kind's facts (the contract's `timelineFactsSchemas`). A helper
 * that writes several kinds passes their union: its facts must then be one of those kinds' facts.
 */
export type TimelineEntry<K extends TimelineKind = TimelineKind> = {
  /** The company whose timeline gets the entry (its account id). */
  companyId: string;
  kind: K;
  actorId: string | null;
  subject: { type: TimelineSubject; id: string | null; title?: string | null };
  data: TimelineFacts<K>;
  internal?: boolean;
  /** When the step happened, for an entry written after it (on its event's delivery). */
  at?: Date;
};

/**
 * A module's step by kind, with the kind's facts but those its helper adds itself (the round's id,
 * the other side of the step): narrowing a step by its kind narrows its facts.
 */
export type TimelineStep<K extends TimelineKind, Added extends string = never> = K extends TimelineKind
  ? { kind: K; data: Omit<TimelineFacts<K>, Added> }
  : never;

/**
 * Writes timeline entries inside the transaction that makes the step, so a step and its entry
 * land together or not at all. A step concerning several companies passes one entry for each.
 */
export async function recordTimeline<K extends TimelineKind>(tx: Tx, entries: TimelineEntry<K> | readonly TimelineEntry<K>[]): Promise<void> {
  const list: readonly TimelineEntry<K>[] = Array.isArray(entries) ? entries : [entries as TimelineEntry<K>];
  if (list.length === 0) return;
  // A round's step reaches every backer: thousands of entries go in slices of one statement each.
  await inSlices(list, async (slice) => {
    await tx.insert(companyEvents).values(
      slice.map((e) => ({
        companyId: e.companyId,
        kind: e.kind,
        actorId: e.actorId,
        subjectType: e.subject.type,
        subjectId: e.subject.id,
        title: e.subject.title ?? null,
        data: e.data,
        internal: e.internal ?? false,
        // The time of the write, not of the transaction: steps of one transaction keep their order.
        createdAt: e.at ?? sql`clock_timestamp()`,
      })),
    );
    return [];
  });
}
