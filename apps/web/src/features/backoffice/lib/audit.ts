import { auditEntities, idSchema, type AuditEntity } from '@platform/contract';
import { readPage } from '@/shared/lib/page-params';
import type { AuditFilters, AuditLink } from '@/shared/lib/audit-link';

export { auditEntities, type AuditEntity, type AuditFilters };
/** The longest record id the server accepts as a filter. */
export const AUDIT_ENTITY_ID_MAX = 100;
/** The longest action code the server accepts as a filter. */
export const AUDIT_ACTION_MAX = 100;
export const AUDIT_PAGE_SIZE = 20;

const uuidOrNull = (value: string | null) => (value !== null && idSchema.safeParse(value.trim()).success ? value.trim().toLowerCase() : null);

export function readAuditParams(params: URLSearchParams): AuditFilters {
  const entity = params.get('entity');
  const entityId = params.get('entityId')?.trim().slice(0, AUDIT_ENTITY_ID_MAX) ?? '';
  const action = params.get('action')?.trim().slice(0, AUDIT_ACTION_MAX) ?? '';
  return {
    entity: (auditEntities as readonly string[]).includes(entity ?? '') ? (entity as AuditEntity) : null,
    entityId: entityId || null,
    actorId: uuidOrNull(params.get('actorId')),
    companyId: uuidOrNull(params.get('companyId')),
    action: action || null,
    page: readPage(params.get('page')),
  };
}

/** The query of `GET /api/v1/manager/audit`, in the wire's snake_case (the address bar keeps its own names). */
type AuditRequest = { take: number; skip: number; entity?: string; entity_id?: string; actor_id?: string; company_id?: string; action?: string };

export function auditRequest(filters: AuditLink): AuditRequest {
  const page = filters.page ?? 1;
  return {
    take: AUDIT_PAGE_SIZE,
    skip: (page - 1) * AUDIT_PAGE_SIZE,
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.entityId ? { entity_id: filters.entityId } : {}),
    ...(filters.actorId ? { actor_id: filters.actorId } : {}),
    ...(filters.companyId ? { company_id: filters.companyId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
  };
}

/** Whether any filter is set, for the "clear filters" button. */
export const isAuditFiltered = (filters: AuditFilters) =>
  filters.entity !== null || filters.entityId !== null || filters.actorId !== null || filters.companyId !== null || filters.action !== null;
