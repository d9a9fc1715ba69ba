import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, startupListSchema, type SortState, type StartupListFilters } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { offsetPaging } from '@/shared/lists/offset-pages';

export type StartupList = z.infer<typeof startupListSchema>;

/** `POST /api/v1/foundation/startups/list?take&skip&order_by&order_dir` with the filters in the body. */
export async function listStartups(filters: StartupListFilters, sort: SortState, skip: number, signal?: AbortSignal): Promise<StartupList> {
  const answer = await api.post('/api/v1/foundation/startups/list', filters, {
    query: { take: PAGE_SIZE, skip, order_by: sort.sortBy ?? undefined, order_dir: sort.sortBy ? (sort.sortOrder ?? undefined) : undefined },
    signal,
  });
  return startupListSchema.parse(answer);
}

/** Startups 20 at a time, appended on scroll; a new search keeps the old rows until its answer comes. */
export function useStartupPages(filters: StartupListFilters, sort: SortState, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['startups', 'list', filters, sort],
    queryFn: ({ pageParam, signal }) => listStartups(filters, sort, pageParam, signal),
    ...offsetPaging((page: StartupList) => page.startups),
    placeholderData: keepPreviousData,
    enabled,
  });
}
