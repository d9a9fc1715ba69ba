import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportQueueSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { QUEUE_PAGE_SIZE } from '@/shared/lib/page-params';
import { MANAGE_STALE_MS, manageKeys } from '@/shared/api/manager-keys';

export type ReportQueue = z.infer<typeof reportQueueSchema>;
export type ReportQueueItem = ReportQueue['reports'][number];

/** `take`/`skip` of a 1-based page of the reports queue. */
export const reportQueueRequest = (page: number) => ({ take: QUEUE_PAGE_SIZE, skip: (page - 1) * QUEUE_PAGE_SIZE });

/** `GET /api/v1/manager/reports?take&skip`: reports under review, the longest waiting first. */
export async function getReportQueue(page: number, signal?: AbortSignal): Promise<ReportQueue> {
  return reportQueueSchema.parse(await api.get('/api/v1/manager/reports', { query: reportQueueRequest(page), signal }));
}

export function useReportQueue(page: number) {
  return useQuery({
    queryKey: manageKeys.reports(reportQueueRequest(page)),
    queryFn: ({ signal }) => getReportQueue(page, signal),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}
