import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAGE_SIZE, pilotCardSchema, pilotListSchema, type PilotCard, type PilotShowcaseFilters } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import type { ShowcaseOrder } from '../lib/startup-filters';
import { offsetPaging } from '@/shared/lists/offset-pages';

export type PilotList = z.infer<typeof pilotListSchema>;

/** Every pilots query starts with `pilots`, so the `pilot` socket event makes them all stale. */
export const startupPilotKeys = {
  all: [...queryKeys.pilots, 'startup'] as const,
  list: (body: PilotShowcaseFilters, order: ShowcaseOrder) => [...queryKeys.pilots, 'startup', 'list', body, order] as const,
  view: (id: string) => [...queryKeys.pilots, 'startup', 'view', id] as const,
};

/** `POST /api/v1/startup/pilot_dashboard_list?take&skip&order` with the filters in the body. */
export async function listShowcase(body: PilotShowcaseFilters, order: ShowcaseOrder, skip: number, signal?: AbortSignal): Promise<PilotList> {
  const answer = await api.post('/api/v1/startup/pilot_dashboard_list', body, { query: { take: PAGE_SIZE, skip, order }, signal });
  return pilotListSchema.parse(answer);
}

/** Published pilots 20 at a time, appended on scroll; a new search keeps the old cards until its answer comes. */
export function useShowcasePages(body: PilotShowcaseFilters, order: ShowcaseOrder) {
  return useInfiniteQuery({
    queryKey: startupPilotKeys.list(body, order),
    queryFn: ({ pageParam, signal }) => listShowcase(body, order, pageParam, signal),
    ...offsetPaging((page: PilotList) => page.pilots),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/v1/startup/pilot_dashboard_list/{id}`: the card with the startup's application and its run. */
export async function getStartupPilot(id: string, signal?: AbortSignal): Promise<PilotCard> {
  return pilotCardSchema.parse(await api.get(`/api/v1/startup/pilot_dashboard_list/${encodeURIComponent(id)}`, { signal }));
}

export const useStartupPilot = (id: string) =>
  useQuery({ queryKey: startupPilotKeys.view(id), queryFn: ({ signal }) => getStartupPilot(id, signal), retry: false });

/** `POST /api/v1/startup/pilot_dashboard_card_accept/{id}` with the optional question; answers the updated card. */
export async function applyToPilot(id: string, question: string | null): Promise<PilotCard> {
  return pilotCardSchema.parse(await api.post(`/api/v1/startup/pilot_dashboard_card_accept/${encodeURIComponent(id)}`, { question }));
}

export function useApplyToPilot(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: string | null) => applyToPilot(id, question),
    onSuccess: (card) => client.setQueryData(startupPilotKeys.view(id), card),
    // The list, the card and the profile's counters all change with an application.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.pilots }),
  });
}
