import { queryOptions, useQuery } from '@tanstack/react-query';
import { handbooksSchema, type Handbooks } from '@platform/contract';
import { api } from './api';
import { queryKeys } from './query-keys';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useLanguage } from '@/shared/i18n/use-language';

// Names come localised by Accept-Language; the browser revalidates with the ETag on its own.
export async function getHandbooks(signal?: AbortSignal): Promise<Handbooks> {
  return handbooksSchema.parse(await api.get('/api/v2/handbooks', { signal }));
}

export const handbooksQueryOptions = (language: string = currentLanguage()) =>
  queryOptions({
    queryKey: queryKeys.handbooks(language),
    queryFn: ({ signal }) => getHandbooks(signal),
    staleTime: 60 * 60_000,
  });

export function useHandbooks() {
  const language = useLanguage();
  return useQuery(handbooksQueryOptions(language));
}
