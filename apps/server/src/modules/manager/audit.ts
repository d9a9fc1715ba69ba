import type { Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/**
 * Writes one manager action inside the transaction that makes it. `companyId` names the company
 * the action concerned (the account id), for the audit log's company filter.
 */
export async function audit(tx: Tx, entry: { actorId: string; action: string; entity: string; entityId: string; companyId?: string | null; before?: unknown; after?: unknown }) {
  await tx.insert(auditLog).values({ ...entry, companyId: entry.companyId ?? null, before: entry.before ?? null, after: entry.after ?? null });
}
