import { eq } from 'drizzle-orm';
import type { TimelineKind } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { recordTimeline } from '../timeline/record.js';

type Step = {
  kind: Extract<TimelineKind, 'round.status' | 'round.update' | 'backing.created' | 'backing.cancelled' | 'backing.decided'>;
  roundId: string;
  startupId: string;
  /** The companies whose timelines get the step: the startup, and the backers concerned. */
  companyIds: readonly string[];
  actorId: string;
  /** A backing's row; a round's steps are about the round itself. */
  backingId?: string;
  data: Record<string, string | number | boolean | null>;
};

/** A crowdfunding step on each concerned company's timeline, titled with the round's startup name. */
export async function recordRoundStep(tx: Tx, step: Step): Promise<void> {
  const [startup] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.userId, step.startupId)).limit(1);
  const subject = step.backingId ? { type: 'backing' as const, id: step.backingId, title: startup?.name ?? null } : { type: 'round' as const, id: step.roundId, title: startup?.name ?? null };
  await recordTimeline(
    tx,
    [...new Set(step.companyIds)].map((companyId) => ({ companyId, kind: step.kind, actorId: step.actorId, subject, data: { ...step.data, roundId: step.roundId } })),
  );
}
