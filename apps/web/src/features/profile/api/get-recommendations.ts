import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendationsSchema, type Recommendations } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useLanguage } from '@/shared/i18n/use-language';
import { profileKeys } from './keys';

/** `GET /api/v1/startup/recomendations` (spelling as in the contract); texts come in the interface language. */
export async function getRecommendations(signal?: AbortSignal): Promise<Recommendations> {
  return recommendationsSchema.parse(await api.get('/api/v1/startup/recomendations', { signal }));
}

export const recommendationsQueryOptions = (language: string) =>
  queryOptions({ queryKey: [...profileKeys.recommendations, language], queryFn: ({ signal }) => getRecommendations(signal) });

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions(useLanguage()));
}
