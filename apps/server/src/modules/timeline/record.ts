import { sql } from 'drizzle-orm';
import type { TimelineFacts, TimelineKind, TimelineSubject } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { companyEvents } from '../../db/schema/index.js';

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
  // One statement whatever the number of entries (a round's step reaches every backer): the rows
  // travel as one JSON parameter, so neither PostgreSQL's parameter limit nor building a statement
  // of thousands of values in this process (hundreds of milliseconds of CPU) stands in the way.
  const rows = list.map((e, n) => ({
    n,
    company_id: e.companyId,
    kind: e.kind,
    actor_id: e.actorId,
    subject_type: e.subject.type,
    subject_id: e.subject.id,
    title: e.subject.title ?? null,
    data: e.data,
    internal: e.internal ?? false,
    at: e.at?.toISOString() ?? null,
  }));
  await tx.execute(sql`
    insert into ${companyEvents} (company_id, kind, actor_id, subject_type, subject_id, title, data, internal, created_at)
    select r.company_id, r.kind, r.actor_id, r.subject_type, r.subject_id, r.title, r.data, r.internal,
      -- The time of the write, not of the transaction: steps of one transaction keep their order.
      coalesce(r.at, clock_timestamp())
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      n integer, company_id uuid, kind text, actor_id uuid, subject_type text, subject_id uuid, title text, data jsonb, internal boolean, at timestamptz)
    order by r.n`);
}
