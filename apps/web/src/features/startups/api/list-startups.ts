import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, startupListSchema, type SortState, type StartupListFilters } from '@platform/contract';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';

export type StartupList = z.infer<typeof startupListSchema>;

/** `POST /api/v1/foundation/startups/list?take&skip&order_by&order_dir` with the filters in the body. */
export async function listStartups(filters: StartupListFilters, sort: SortState, skip: number, signal?: AbortSignal): Promise<StartupList> {
  const answer = await api.post('/api/v1/foundation/startups/list', filters, {
    query: { take: PAGE_SIZE, skip, order_by: sort.sortBy ?? undefined, order_dir: sort.sortBy ? (sort.sortOrder ?? undefined) : undefined },
    signal,
  });
  return startupListSchema.parse(answer);
}

/** The skip of the next page, or undefined once every startup is loaded. */
export function nextStartupSkip(pages: StartupList[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.startups.length, 0);
  return last.startups.length > 0 && loaded < last.total ? loaded : undefined;
}

/** Startups 20 at a time, appended on scroll; a new search keeps the old rows until its answer comes. */
export function useStartupPages(filters: StartupListFilters, sort: SortState, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['startups', 'list', filters, sort],
    queryFn: ({ pageParam, signal }) => listStartups(filters, sort, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextStartupSkip(pages),
    placeholderData: keepPreviousData,
    enabled,
  });
}
