import type { Realtime } from '../../platform/realtime.js';

/**
 * After the transaction that wrote timeline entries: each company's open timeline and the back
 * office's page of that company refresh.
 */
export function pushTimeline(realtime: Realtime, companyIds: readonly (string | null | undefined)[]): void {
  for (const companyId of new Set(companyIds)) {
    if (!companyId) continue;
    realtime.toUser(companyId, 'timeline', {});
    realtime.toManagers('timeline', { companyId });
  }
}
