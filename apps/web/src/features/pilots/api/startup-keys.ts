import type { PilotShowcaseFilters } from '@platform/contract';
import { queryKeys } from '@/shared/api/query-keys';
import type { ShowcaseOrder } from '../lib/startup-filters';

/** Every pilots query starts with `pilots`, so the `pilot` socket event makes them all stale. */
export const startupPilotKeys = {
  all: [...queryKeys.pilots, 'startup'] as const,
  list: (body: PilotShowcaseFilters, order: ShowcaseOrder) => [...queryKeys.pilots, 'startup', 'list', body, order] as const,
  view: (id: string) => [...queryKeys.pilots, 'startup', 'view', id] as const,
};
