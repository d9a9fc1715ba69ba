import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { auditRequest, type AuditFilters } from '../lib/audit';
import { MANAGE_STALE_MS, manageKeys } from '@/shared/api/manager-keys';

export type AuditList = z.infer<typeof auditListSchema>;
export type AuditEntry = AuditList['entries'][number];

/** `GET /api/v1/manager/audit?entity&entityId&take&skip`: manager actions, newest first. */
export async function getAudit(filters: AuditFilters, signal?: AbortSignal): Promise<AuditList> {
  return auditListSchema.parse(await api.get('/api/v1/manager/audit', { query: auditRequest(filters), signal }));
}

export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: manageKeys.audit(auditRequest(filters)),
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}
