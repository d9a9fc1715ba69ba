import type { Tx } from '../../db/client.js';
import { backerRecords } from '../../db/schema/index.js';

/** The facts a backer's record keeps (docs/decisions.md, "Backers' checks"). */
export type BackerFactKind =
  | 'classification.declared'
  | 'classification.reviewed'
  | 'knowledge_test.taken'
  | 'knowledge_test.warning_acknowledged'
  | 'risk.accepted'
  | 'backing.revoked'
  | 'kiis.acknowledged';

/** Writes one fact to the backer's append-only record, in the transaction of what it records. */
export async function recordBackerFact(
  tx: Tx,
  fact: { companyId: string; kind: BackerFactKind; actorId: string | null; crowdfundId?: string; backingId?: string; data: Record<string, unknown> },
): Promise<void> {
  await tx.insert(backerRecords).values({
    companyId: fact.companyId,
    kind: fact.kind,
    actorId: fact.actorId,
    crowdfundId: fact.crowdfundId ?? null,
    backingId: fact.backingId ?? null,
    data: fact.data,
  });
}
