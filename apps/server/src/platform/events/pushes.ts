import type { RealtimeEvent, RealtimePayload } from '@platform/contract';
import { rooms, type Push, type Room } from './types.js';

const unique = (ids: readonly (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => Boolean(id)))];

/** `event` to the accounts, the extra rooms and the managers: one publish. */
export function pushTo<E extends RealtimeEvent>(
  event: E,
  payload: RealtimePayload<E>,
  userIds: readonly (string | null | undefined)[],
  extra: readonly Room[] = [],
): Push {
  return { to: [...unique(userIds).map(rooms.user), ...extra, rooms.managers], event, payload } as Push;
}

/**
 * New timeline entries: each company's open timeline refreshes, and the managers' page of those
 * companies. `extra` rooms hold further companies with entries (a round's backers), named to the
 * managers by `inExtra`.
 */
export function timelinePushes(companyIds: readonly (string | null | undefined)[], extra: readonly Room[] = [], inExtra: readonly string[] = []): Push[] {
  const ids = unique(companyIds);
  if (!ids.length && !extra.length) return [];
  return [
    { to: [...ids.map(rooms.user), ...extra], event: 'timeline', payload: {} },
    { to: [rooms.managers], event: 'timeline', payload: { companyIds: unique([...ids, ...inExtra]) } },
  ];
}
