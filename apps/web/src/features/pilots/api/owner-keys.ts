import type { ownerPilotListSchema } from '@platform/contract';
import type { z } from 'zod';

export type OwnerRole = 'corporate' | 'investor';
export type OwnerPilotList = z.infer<typeof ownerPilotListSchema>;
export type OwnerPilotItem = OwnerPilotList['pilots'][number];

/** Every pilot query starts with `pilots`, so a `pilot` socket event makes them all stale. */
export const ownerPilotKeys = {
  all: ['pilots', 'owner'] as const,
  list: (role: OwnerRole) => ['pilots', 'owner', role, 'list'] as const,
  card: (role: OwnerRole, id: string) => ['pilots', 'owner', role, 'card', id] as const,
};
