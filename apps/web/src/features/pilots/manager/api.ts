import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { managerPilotListSchema, okSchema, type PilotModeration } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS, invalidateAfterChange } from '@/shared/api/manager-keys';
import { pilotQueueRequest, type PilotQueueFilters } from './pilot-queue';

export type ManagerPilotList = z.infer<typeof managerPilotListSchema>;
export type ManagerPilot = ManagerPilotList['pilots'][number];

/** Under `pilots`, so the `pilot` socket event makes the queue stale. */
export const managerPilotKeys = {
  all: ['pilots', 'manager'] as const,
  queue: (request: object) => ['pilots', 'manager', 'queue', request] as const,
};

export function useManagerPilots(filters: PilotQueueFilters) {
  const request = pilotQueueRequest(filters);
  return useQuery({
    queryKey: managerPilotKeys.queue(request),
    queryFn: async ({ signal }) => managerPilotListSchema.parse(await api.get('/api/v1/manager/pilots', { query: request, signal })),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}

/** `POST /api/v1/manager/pilots/{id}/status`: accept, decline with a reason, publish or archive. */
export function useMovePilot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: PilotModeration }) => {
      okSchema.parse(await api.post(`/api/v1/manager/pilots/${encodeURIComponent(id)}/status`, body));
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['pilots'] });
      invalidateAfterChange(client);
    },
  });
}
