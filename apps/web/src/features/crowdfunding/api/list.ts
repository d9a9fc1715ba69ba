import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, crowdfundingListSchema, type CrowdfundingListFilters, type CrowdfundingSort } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { sortToQuery } from '../lib/list-filters';
import { offsetPaging } from '@/shared/lists/offset-pages';

export type CrowdfundingList = z.infer<typeof crowdfundingListSchema>;
/** Whose list is read: a signed-in company's own variant, or the public one of signed-out visitors. */
export type ListAudience = 'startup' | 'investor' | 'corporate' | 'public';

/** Every crowdfunding query starts with this key, so a `crowdfunding` socket event makes them all stale. */
export const crowdfundingListKey = (audience: ListAudience, body: CrowdfundingListFilters, sort: CrowdfundingSort) =>
  ['crowdfunding', 'list', audience, body, sort] as const;

/** `POST /api/v1/{role|public}/crowdfunding_dashboard_list?take&skip&order_by&order_dir` with the filters in the body. */
export async function listCrowdfunding(
  audience: ListAudience,
  body: CrowdfundingListFilters,
  sort: CrowdfundingSort,
  skip: number,
  signal?: AbortSignal,
): Promise<CrowdfundingList> {
  const answer = await api.post(`/api/v1/${audience}/crowdfunding_dashboard_list`, body, {
    query: { take: PAGE_SIZE, skip, ...sortToQuery(sort) },
    signal,
  });
  return crowdfundingListSchema.parse(answer);
}

/** Rounds 20 at a time, appended on scroll; a new search keeps the old cards until its answer comes. */
export function useCrowdfundingPages(audience: ListAudience, body: CrowdfundingListFilters, sort: CrowdfundingSort) {
  return useInfiniteQuery({
    queryKey: crowdfundingListKey(audience, body, sort),
    queryFn: ({ pageParam, signal }) => listCrowdfunding(audience, body, sort, pageParam, signal),
    ...offsetPaging((page: CrowdfundingList) => page.crowdfunds),
    placeholderData: keepPreviousData,
  });
}
