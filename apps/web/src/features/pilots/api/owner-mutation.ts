import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PilotCard } from '@platform/contract';
import { ownerPilotKeys } from './owner-keys';

/** Every owner move changes the list and the card, so each one makes all owner pilot queries stale. */
export function useOwnerMutation<T>(call: (body: T) => Promise<PilotCard | void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: ownerPilotKeys.all }),
  });
}
