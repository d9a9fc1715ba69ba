import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * Query keys of the companies back office, under `backoffice`: an `account` event and every
 * manager change on a company make them all stale.
 */
const root = queryKeys.backoffice;
export const backofficeKeys = {
  all: root,
  companies: (request: object) => [...root, 'companies', request] as const,
  company: (id: string) => [...root, 'company', id] as const,
  signins: (id: string) => [...root, 'company', id, 'signins'] as const,
  managers: [...root, 'managers'] as const,
};

/** After a manager's change on a company or an account: the lists, the company pages, the timelines and the audit log. */
export function invalidateAfterAccountChange(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.backoffice });
  void client.invalidateQueries({ queryKey: queryKeys.timeline });
  void client.invalidateQueries({ queryKey: queryKeys.managerAudit });
}
