import type { QueryClient } from '@tanstack/react-query';
import { manageKeys } from '@/shared/api/manager-keys';

/**
 * Query keys of the crowdfunding back office. They start with `crowdfunding`, so the socket's
 * `crowdfunding` event (and every crowdfunding change) reaches them.
 */
const root = ['crowdfunding', 'manager'] as const;
export const roundKeys = {
  all: root,
  rounds: (request: object) => [...root, 'rounds', request] as const,
  backerQueue: (request: object) => [...root, 'backer-queue', request] as const,
  round: (id: string) => [...root, 'round', id] as const,
  roundBackers: (id: string, request: object) => [...root, 'round-backers', id, request] as const,
};

/** After a manager's decision every crowdfunding list may show it, and the audit log has a new line. */
export function invalidateAfterRoundChange(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ['crowdfunding'] });
  void client.invalidateQueries({ queryKey: manageKeys.allAudit });
}
