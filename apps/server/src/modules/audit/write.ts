import type { AuditAction, AuditEntity } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditWrite = {
  /** The acting manager; null for the command line. */
  actorId: string | null;
  /** One of the contract's actions, so the log's reader has a sentence for each. */
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  /** The company (its account id) the action concerned, for the audit log's company filter. */
  companyId?: string | null;
  before?: unknown;
  after?: unknown;
  /** When it happened, if not now (the demo seed back-dates its history). */
  createdAt?: Date;
};

/** Writes one manager action inside the transaction that makes it: the one writer of the audit log. */
export async function audit(tx: Tx, entry: AuditWrite) {
  await tx.insert(auditLog).values({ ...entry, companyId: entry.companyId ?? null, before: entry.before ?? null, after: entry.after ?? null });
}
