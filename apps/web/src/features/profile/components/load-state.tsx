import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ResponseStatusError } from '@/shared/api/errors';
import { ContentLoader } from '@/shared/ui/loaders';
import { SomethingWentWrong } from '@/shared/ui/states';

/**
 * A loader while the data arrives, the shared error state with a retry when it fails, else the content.
 * The content renders from a deferred copy of the data: an answer that arrives after the screen
 * mounted is rendered in slices React can interrupt, not in one long task (a profile is a large
 * tree; docs/performance.md, "First screens"), and the loader stays until that render is done.
 */
export function LoadState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const data = useDeferredValue(query.data);
  if (data !== undefined) return <>{children(data)}</>;
  if (query.isError && query.data === undefined) {
    const missing = query.error instanceof ResponseStatusError && query.error.status === 404;
    return <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} description={missing ? t('profile.view.notFound') : undefined} />;
  }
  return <ContentLoader />;
}
