import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, crowdfundingListSchema, type CrowdfundingListFilters, type CrowdfundingSort } from '@platform/contract';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { sortToQuery } from '../lib/list-filters';

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

/** The skip of the next page: the count loaded so far (spec section 9), or undefined once `total` is reached. */
export function nextRoundSkip(pages: readonly CrowdfundingList[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.crowdfunds.length, 0);
  return last.crowdfunds.length > 0 && loaded < last.total ? loaded : undefined;
}

/** Rounds 20 at a time, appended on scroll; a new search keeps the old cards until its answer comes. */
export function useCrowdfundingPages(audience: ListAudience, body: CrowdfundingListFilters, sort: CrowdfundingSort) {
  return useInfiniteQuery({
    queryKey: crowdfundingListKey(audience, body, sort),
    queryFn: ({ pageParam, signal }) => listCrowdfunding(audience, body, sort, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextRoundSkip(pages),
    placeholderData: keepPreviousData,
  });
}
