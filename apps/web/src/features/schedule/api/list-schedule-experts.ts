import { useQuery } from '@tanstack/react-query';
import { internalExpertListSchema, type InternalExpert } from '@platform/contract';
import { api } from '@/shared/api/api';
import { internalExpertKeys } from '@/shared/internal-experts/keys';

/** The selector lists up to 1000 experts by name (spec part 1, section 9). */
const SELECTOR_TAKE = 1000;

/** `GET /api/v1/expert/list`: the company's internal experts for the expert selector, name ascending. */
export async function listScheduleExperts(signal?: AbortSignal): Promise<InternalExpert[]> {
  const answer = await api.get('/api/v1/expert/list', { query: { take: SELECTOR_TAKE, skip: 0, order_by: 'name', order_dir: 'asc' }, signal });
  return internalExpertListSchema.parse(answer).experts;
}

export function useScheduleExperts() {
  return useQuery({ queryKey: [...internalExpertKeys.all, 'schedule-selector'], queryFn: ({ signal }) => listScheduleExperts(signal) });
}
