import { useInfiniteQuery } from '@tanstack/react-query';
import { backerListSchema, type BackerStatus, type Role } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { offsetPaging } from '@/shared/lists/offset-pages';
import { backerListPath } from '../lib/view-state';
import { viewKeys } from './view-keys';

/** Backers load 20 at a time, newest first (spec part 2, section 9). */
export const BACKER_PAGE = 20;

/** `POST /api/v1/startup/{id}/backer/list` or `…/foundation/crowdfunding/{id}/backer/list`: one page of a round's backers. */
export async function listBackers(role: Role, id: string, statuses: readonly BackerStatus[], skip: number, signal?: AbortSignal) {
  const body = statuses.length > 0 ? { statuses: [...statuses] } : {};
  const query = { take: BACKER_PAGE, skip, order_by: 'created_at', order_dir: 'desc' };
  return backerListSchema.parse(await api.post(backerListPath(role, id), body, { query, signal }));
}

/** Pages appended by "load more" until the total is reached; `skip` advances by what is loaded. */
export function useBackers(role: Role, id: string, statuses: readonly BackerStatus[]) {
  return useInfiniteQuery({
    queryKey: viewKeys.backers(role === 'startup' ? 'startup' : 'foundation', id, statuses),
    queryFn: ({ pageParam, signal }) => listBackers(role, id, statuses, pageParam, signal),
    ...offsetPaging((page: z.infer<typeof backerListSchema>) => page.backers),
  });
}
