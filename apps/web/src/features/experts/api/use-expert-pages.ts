import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@platform/contract';
import { internalExpertKeys } from '@/shared/internal-experts/keys';
import { listInternalExperts, type InternalExpertListParams, type InternalExpertList } from '@/shared/internal-experts/list-internal-experts';
import { offsetPaging } from '@/shared/lists/offset-pages';

export type ExpertPagesParams = Omit<InternalExpertListParams, 'take' | 'skip'>;

/** The expert list, 20 at a time (spec part 2, section 9), appended as the user scrolls. */
export function useExpertPages(params: ExpertPagesParams) {
  return useInfiniteQuery({
    queryKey: [...internalExpertKeys.all, 'pages', params],
    queryFn: ({ pageParam, signal }) => listInternalExperts({ ...params, take: PAGE_SIZE, skip: pageParam }, signal),
    ...offsetPaging((page: InternalExpertList) => page.experts),
  });
}
