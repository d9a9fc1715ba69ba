import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { classificationQueueSchema, type ClassificationQueue } from '@platform/contract';
import { api } from '@/shared/api/api';
import { MANAGE_STALE_MS } from '@/shared/api/manager-keys';
import { checksKeys } from '@/features/crowdfunding/checks/api/keys';
import { classificationQueueRequest, type ClassificationQueueParams } from '../lib/classification-queue-params';

/** `GET /api/v1/manager/classifications?review&take&skip`: backers' declarations, the waiting ones oldest first. */
export async function getClassificationQueue(state: ClassificationQueueParams, signal?: AbortSignal): Promise<ClassificationQueue> {
  return classificationQueueSchema.parse(await api.get('/api/v1/manager/classifications', { query: classificationQueueRequest(state), signal }));
}

export function useClassificationQueue(state: ClassificationQueueParams) {
  return useQuery({
    queryKey: checksKeys.queue(classificationQueueRequest(state)),
    queryFn: ({ signal }) => getClassificationQueue(state, signal),
    placeholderData: keepPreviousData,
    staleTime: MANAGE_STALE_MS,
  });
}
