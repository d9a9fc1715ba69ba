import { useQuery } from '@tanstack/react-query';
import { backerLimitsSchema, type BackerLimits } from '@platform/contract';
import { api } from '@/shared/api/api';
import { checksKeys } from './keys';

/** `GET /api/v1/foundation/limits`: what the backer may still commit in 12 months, and how that was computed. */
export async function getBackerLimits(signal?: AbortSignal): Promise<BackerLimits> {
  return backerLimitsSchema.parse(await api.get('/api/v1/foundation/limits', { signal }));
}

/** `enabled` false for callers that are no backers (the join dialog is closed, say). */
export const useBackerLimits = (enabled = true) => useQuery({ queryKey: checksKeys.limits, queryFn: ({ signal }) => getBackerLimits(signal), enabled });
