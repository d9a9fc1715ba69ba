import { sql } from 'drizzle-orm';
import type { TimelineKind, TimelineSubject } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { companyEvents } from '../../db/schema/index.js';

export type TimelineEntry = {
  /** The company whose timeline gets the entry (its account id). */
  companyId: string;
  kind: TimelineKind;
  actorId: string | null;
  subject: { type: TimelineSubject; id: string | null; title?: string | null };
  data?: Record<string, string | number | boolean | null>;
  internal?: boolean;
};

/**
 * Writes timeline entries inside the transaction that makes the step, so a step and its entry
 * land together or not at all. A step concerning several companies passes one entry for each.
 */
export async function recordTimeline(tx: Tx, entries: TimelineEntry | readonly TimelineEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as TimelineEntry];
  if (list.length === 0) return;
  await tx.insert(companyEvents).values(
    list.map((e) => ({
      companyId: e.companyId,
      kind: e.kind,
      actorId: e.actorId,
      subjectType: e.subject.type,
      subjectId: e.subject.id,
      title: e.subject.title ?? null,
      data: e.data ?? {},
      internal: e.internal ?? false,
      // The time of the write, not of the transaction: steps of one transaction keep their order.
      createdAt: sql`clock_timestamp()`,
    })),
  );
}
