import { useInfiniteQuery } from '@tanstack/react-query';
import { TIMELINE_PAGE, timelineSchema, type Timeline } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

const seg = encodeURIComponent;

/** Under `timeline`: an `account` or `timeline` socket event makes every open timeline stale. */
export const timelineKey = (companyId: string | undefined) => [...queryKeys.timeline, companyId ?? 'own'] as const;

/**
 * One page, newest first: `GET /api/v1/user/timeline` (the company's own, without internal
 * comments) or, with `companyId`, `GET /api/v1/manager/companies/{id}/timeline`.
 */
export async function getTimeline(companyId: string | undefined, before: string | undefined, signal?: AbortSignal): Promise<Timeline> {
  const path = companyId ? `/api/v1/manager/companies/${seg(companyId)}/timeline` : '/api/v1/user/timeline';
  const answer = await api.get(path, { query: { before, take: TIMELINE_PAGE }, signal });
  return timelineSchema.parse(answer);
}

export function useTimeline(companyId: string | undefined) {
  return useInfiniteQuery({
    queryKey: timelineKey(companyId),
    queryFn: ({ pageParam, signal }) => getTimeline(companyId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
