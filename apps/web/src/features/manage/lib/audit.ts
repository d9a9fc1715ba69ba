import { clientTicketStatuses, type ClientTicketStatus } from '@platform/contract';
import { readPage } from './queue-params';

/** Record kinds the audit log names (`entity`); the filter offers these. */
export const auditEntities = ['ticket', 'thread', 'user'] as const;
export type AuditEntity = (typeof auditEntities)[number];
/** The longest record id the server accepts as a filter. */
export const AUDIT_ENTITY_ID_MAX = 100;
export const AUDIT_PAGE_SIZE = 20;

/** The audit log's filters as the URL keeps them: `?entity=…&entityId=…&page=…`. */
export interface AuditFilters {
  entity: AuditEntity | null;
  entityId: string | null;
  page: number;
}

export function readAuditParams(params: URLSearchParams): AuditFilters {
  const entity = params.get('entity');
  const entityId = params.get('entityId')?.trim().slice(0, AUDIT_ENTITY_ID_MAX) ?? '';
  return {
    entity: (auditEntities as readonly string[]).includes(entity ?? '') ? (entity as AuditEntity) : null,
    entityId: entityId || null,
    page: readPage(params.get('page')),
  };
}

export function auditParamsToSearch(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.entity) params.set('entity', filters.entity);
  if (filters.entityId) params.set('entityId', filters.entityId);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export function auditRequest(filters: AuditFilters): { take: number; skip: number; entity?: string; entityId?: string } {
  return {
    take: AUDIT_PAGE_SIZE,
    skip: (filters.page - 1) * AUDIT_PAGE_SIZE,
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.entityId ? { entityId: filters.entityId } : {}),
  };
}

/** What an audit entry records, read from its action and its before/after values. */
export type AuditAction =
  | { kind: 'status'; from: ClientTicketStatus | null; to: ClientTicketStatus | null; comment: string | null }
  | { kind: 'offer'; companyId: string | null }
  | { kind: 'signinKey' }
  | { kind: 'managerCreate' }
  | { kind: 'other'; action: string };

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);
const statusOf = (value: unknown): ClientTicketStatus | null =>
  typeof value === 'string' && (clientTicketStatuses as readonly string[]).includes(value) ? (value as ClientTicketStatus) : null;
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

export function describeAudit(entry: { action: string; before: unknown; after: unknown }): AuditAction {
  switch (entry.action) {
    case 'ticket.status':
      return { kind: 'status', from: statusOf(field(entry.before, 'status')), to: statusOf(field(entry.after, 'status')), comment: textOf(field(entry.after, 'comment')) };
    case 'ticket.offer':
      return { kind: 'offer', companyId: textOf(field(entry.after, 'companyId')) };
    case 'signin_key.create':
      return { kind: 'signinKey' };
    case 'manager.create':
      return { kind: 'managerCreate' };
    default:
      return { kind: 'other', action: entry.action };
  }
}
