import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, companyThreadListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { messageKeys } from './keys';

export type CompanyThreadList = z.infer<typeof companyThreadListSchema>;

/** `GET /api/v1/company-task/list`: the company's threads, newest activity first, a page at a time. */
export async function listCompanyThreads(skip: number, signal?: AbortSignal): Promise<CompanyThreadList> {
  const query = { take: PAGE_SIZE, skip, order_by: 'updatedAt', order_dir: 'desc' };
  return companyThreadListSchema.parse(await api.get('/api/v1/company-task/list', { query, signal }));
}

/** The skip of the next page, or undefined once every thread is loaded. */
export function nextThreadSkip(pages: CompanyThreadList[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.companyTasks.length, 0);
  return last.companyTasks.length > 0 && loaded < last.total ? loaded : undefined;
}

/** Threads 20 at a time, appended on scroll; socket events make them stale. */
export function useCompanyThreadPages() {
  return useInfiniteQuery({
    queryKey: messageKeys.companyList(),
    queryFn: ({ pageParam, signal }) => listCompanyThreads(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextThreadSkip(pages),
    refetchOnWindowFocus: 'always',
  });
}
