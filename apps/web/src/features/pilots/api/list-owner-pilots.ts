import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, ownerPilotListSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { offsetPaging } from '@/shared/lists/offset-pages';
import { ownerPilotKeys, type OwnerPilotList, type OwnerRole } from './owner-keys';

/** `GET /api/v1/{role}/pilot_dashboard_list?take&skip&order_by&order_dir`: newest first. */
export async function listOwnerPilots(role: OwnerRole, skip: number, signal?: AbortSignal): Promise<OwnerPilotList> {
  const answer = await api.get(`/api/v1/${role}/pilot_dashboard_list`, {
    query: { take: PAGE_SIZE, skip, order_by: 'created_at', order_dir: 'desc' },
    signal,
  });
  return ownerPilotListSchema.parse(answer);
}

export function useOwnerPilots(role: OwnerRole) {
  return useInfiniteQuery({
    queryKey: ownerPilotKeys.list(role),
    queryFn: ({ pageParam, signal }) => listOwnerPilots(role, pageParam, signal),
    ...offsetPaging((page: OwnerPilotList) => page.pilots),
  });
}
