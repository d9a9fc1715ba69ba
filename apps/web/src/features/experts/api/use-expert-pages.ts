import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@platform/contract';
import { internalExpertKeys } from '../../../shared/internal-experts/keys';
import { listInternalExperts, type InternalExpertListParams, type InternalExpertList } from '../../../shared/internal-experts/list-internal-experts';

export type ExpertPagesParams = Omit<InternalExpertListParams, 'take' | 'skip'>;

/** The skip of the next page, or undefined once every expert is loaded. */
export function nextSkip(pages: InternalExpertList[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.experts.length, 0);
  return last.experts.length > 0 && loaded < last.total ? loaded : undefined;
}

/** The expert list, 20 at a time (spec part 2, section 9), appended as the user scrolls. */
export function useExpertPages(params: ExpertPagesParams) {
  return useInfiniteQuery({
    queryKey: [...internalExpertKeys.all, 'pages', params],
    queryFn: ({ pageParam, signal }) => listInternalExperts({ ...params, take: PAGE_SIZE, skip: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });
}
