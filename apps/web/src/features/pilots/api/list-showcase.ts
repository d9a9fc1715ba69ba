import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAGE_SIZE, pilotListSchema, type PilotShowcaseFilters } from '@platform/contract';
import { api } from '@/shared/api/api';
import { offsetPaging } from '@/shared/lists/offset-pages';
import type { ShowcaseOrder } from '../lib/startup-filters';
import { startupPilotKeys } from './startup-keys';

export type PilotList = z.infer<typeof pilotListSchema>;

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
