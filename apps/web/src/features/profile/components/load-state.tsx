import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResponseStatusError } from '@/shared/api/errors';
import { ContentLoader } from '@/shared/ui/loaders';
import { SomethingWentWrong } from '@/shared/ui/states';

/** A loader while the data arrives, the shared error state with a retry when it fails, else the content. */
export function LoadState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    const missing = query.error instanceof ResponseStatusError && query.error.status === 404;
    return <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} description={missing ? t('profile.view.notFound') : undefined} />;
  }
  return <ContentLoader />;
}
