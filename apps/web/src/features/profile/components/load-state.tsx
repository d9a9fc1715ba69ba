import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ContentLoader } from '../../../shared/ui/loaders';
import { SomethingWentWrong } from '../../../shared/ui/states';

/** A loader while the data arrives, the shared error state with a retry when it fails, else the content. */
export function LoadState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <SomethingWentWrong onRetry={() => void query.refetch()} />;
  return <ContentLoader />;
}
