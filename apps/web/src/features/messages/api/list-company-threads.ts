import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, companyThreadListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { messageKeys } from './keys';
import { offsetPaging } from '@/shared/lists/offset-pages';

export type CompanyThreadList = z.infer<typeof companyThreadListSchema>;

/** `GET /api/v1/company-task/list`: the company's threads, newest activity first, a page at a time. */
export async function listCompanyThreads(skip: number, signal?: AbortSignal): Promise<CompanyThreadList> {
  const query = { take: PAGE_SIZE, skip, order_by: 'updatedAt', order_dir: 'desc' };
  return companyThreadListSchema.parse(await api.get('/api/v1/company-task/list', { query, signal }));
}

/** Threads 20 at a time, appended on scroll; socket events make them stale. */
export function useCompanyThreadPages() {
  return useInfiniteQuery({
    queryKey: messageKeys.companyList(),
    queryFn: ({ pageParam, signal }) => listCompanyThreads(pageParam, signal),
    ...offsetPaging((page: CompanyThreadList) => page.companyTasks),
    refetchOnWindowFocus: 'always',
  });
}
