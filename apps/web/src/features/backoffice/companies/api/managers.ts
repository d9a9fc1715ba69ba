import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { managerCreateBodySchema, managerItemSchema, managerListSchema, type ManagerCreateBody, type ManagerItem } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';
import { backofficeKeys, invalidateAfterAccountChange } from './keys';

/** `GET /api/v1/manager/managers`: every manager account, the caller's own marked `self`. */
export async function getManagers(signal?: AbortSignal): Promise<ManagerItem[]> {
  return managerListSchema.parse(await api.get('/api/v1/manager/managers', { signal })).managers;
}

export function useManagers() {
  return useQuery({ queryKey: backofficeKeys.managers, queryFn: ({ signal }) => getManagers(signal), staleTime: MANAGE_STALE_MS });
}

/** `POST /api/v1/manager/managers`: the new manager gets a sign-in link by mail to set a password. */
export function useCreateManager() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ManagerCreateBody) => managerItemSchema.parse(await api.post('/api/v1/manager/managers', managerCreateBodySchema.parse(body))),
    onSettled: () => invalidateAfterAccountChange(client),
  });
}

/** `POST /api/v1/manager/managers/{id}/deactivate` or `/activate`. */
export function useSetManagerActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) =>
      managerItemSchema.parse(await api.post(`/api/v1/manager/managers/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`)),
    onSettled: () => invalidateAfterAccountChange(client),
  });
}
