import type { Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** Writes one manager action inside the transaction that makes it. */
export async function audit(tx: Tx, entry: { actorId: string; action: string; entity: string; entityId: string; before?: unknown; after?: unknown }) {
  await tx.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
