import type { AuditEntity } from '@platform/contract';

// The audit log's address lives here, not in the back office: the manager's ticket page (features/applications)
// and the company page (features/backoffice) both link to the log filtered to their record.

/**
 * The audit log's filters as the URL keeps them:
 * `?entity=…&entityId=…&actorId=…&companyId=…&action=…&page=…`.
 */
export interface AuditFilters {
  entity: AuditEntity | null;
  entityId: string | null;
  /** The manager who acted. */
  actorId: string | null;
  /** The company the action concerned. */
  companyId: string | null;
  /** The action's code, e.g. `user.block`. */
  action: string | null;
  page: number;
}

/** A link to the audit log names only the filters it sets. */
export type AuditLink = Partial<AuditFilters>;

export function auditParamsToSearch(filters: AuditLink): string {
  const params = new URLSearchParams();
  if (filters.entity) params.set('entity', filters.entity);
  if (filters.entityId) params.set('entityId', filters.entityId);
  if (filters.actorId) params.set('actorId', filters.actorId);
  if (filters.companyId) params.set('companyId', filters.companyId);
  if (filters.action) params.set('action', filters.action);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}
