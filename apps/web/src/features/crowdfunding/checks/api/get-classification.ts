import { useQuery } from '@tanstack/react-query';
import { classificationStateSchema, type ClassificationState } from '@platform/contract';
import { api } from '@/shared/api/api';
import { checksKeys } from './keys';

/** `GET /api/v1/foundation/classification`: the regime, its thresholds and the backer's latest declaration. */
export async function getClassification(signal?: AbortSignal): Promise<ClassificationState> {
  return classificationStateSchema.parse(await api.get('/api/v1/foundation/classification', { signal }));
}

export const useClassification = () => useQuery({ queryKey: checksKeys.classification, queryFn: ({ signal }) => getClassification(signal) });
