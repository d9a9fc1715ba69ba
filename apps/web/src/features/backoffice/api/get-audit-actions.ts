import { useQuery } from '@tanstack/react-query';
import { auditActionsSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS, manageKeys } from '@/shared/api/manager-keys';

/** `GET /api/v1/manager/audit/actions`: every action the audit log holds, for the action filter. */
export async function getAuditActions(signal?: AbortSignal): Promise<string[]> {
  return auditActionsSchema.parse(await api.get('/api/v1/manager/audit/actions', { signal })).actions;
}

export function useAuditActions() {
  return useQuery({ queryKey: [...manageKeys.allAudit, 'actions'], queryFn: ({ signal }) => getAuditActions(signal), staleTime: MANAGE_STALE_MS });
}
