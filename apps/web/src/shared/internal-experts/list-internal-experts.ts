import { internalExpertListSchema, type internalExpertOrderBy } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';

export interface InternalExpertListParams {
  take: number;
  skip: number;
  search: string;
  orderBy?: (typeof internalExpertOrderBy)[number];
  orderDir?: 'asc' | 'desc';
}
export type InternalExpertList = z.infer<typeof internalExpertListSchema>;

/** `POST /api/v1/expert/internal-expert/list`: the company's own experts, a page at a time. */
export async function listInternalExperts(params: InternalExpertListParams, signal?: AbortSignal): Promise<InternalExpertList> {
  const answer = await api.post(
    '/api/v1/expert/internal-expert/list',
    { search: params.search },
    { query: { take: params.take, skip: params.skip, order_by: params.orderBy, order_dir: params.orderDir }, signal },
  );
  return internalExpertListSchema.parse(answer);
}
