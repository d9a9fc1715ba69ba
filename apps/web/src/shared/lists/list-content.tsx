import type { ReactNode } from 'react';
import { ContentLoader } from '@/shared/ui/loaders';
import { SomethingWentWrong } from '@/shared/ui/states';

interface ListQueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface ListContentProps {
  query: ListQueryLike;
  /** How many items are loaded. */
  count: number;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The items. */
  children: ReactNode;
}

/**
 * A list's body: a loader for the first page, the error with "Retry" when nothing could be
 * loaded, the empty state, or the items (a later page's failure is the items' own to show).
 */
export function ListContent({ query, count, empty, children }: ListContentProps) {
  if (query.isPending) return <ContentLoader />;
  if (query.isError && count === 0) return <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />;
  return count === 0 ? empty : children;
}
