import { Fragment, type ReactNode } from 'react';
import { Button, Center, Loader, SimpleGrid, Stack, type SimpleGridProps } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useInfiniteSentinel } from '@/shared/hooks/use-infinite-sentinel';
import { SomethingWentWrong } from '@/shared/ui/states';

/** Where an infinite list stands, as `useInfiniteQuery` tells it. */
export interface InfiniteState {
  hasMore: boolean;
  loadingMore: boolean;
  /** The last page failed: retrying it replaces the sentinel. */
  failed: boolean;
  onLoadMore: () => void;
  /** Old items shown while a new search or filter loads. */
  stale: boolean;
}

interface InfiniteQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function infiniteState(query: InfiniteQueryLike): InfiniteState {
  return {
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    onLoadMore: () => void query.fetchNextPage(),
    stale: query.isPlaceholderData,
  };
}

export interface InfiniteGridProps<T extends { id: string }> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  list: InfiniteState;
  /** Cards a row by the width the list has. */
  cols: SimpleGridProps['cols'];
  loadMoreLabel: string;
  'data-testid': string;
  loadMoreTestId: string;
}

/**
 * Cards in a grid, and the next page as the end comes into view; a "Load more" button does the
 * same for keyboards and screen readers.
 */
export function InfiniteGrid<T extends { id: string }>({ items, renderItem, list, cols, loadMoreLabel, loadMoreTestId, ...rest }: InfiniteGridProps<T>) {
  const { t } = useTranslation();
  const { hasMore, loadingMore, failed, onLoadMore, stale } = list;
  const sentinel = useInfiniteSentinel(onLoadMore, hasMore && !loadingMore && !failed);
  return (
    <Stack gap="md" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <SimpleGrid type="container" cols={cols} spacing="md" aria-busy={stale || loadingMore} data-testid={rest['data-testid']}>
        {items.map((item) => (
          <Fragment key={item.id}>{renderItem(item)}</Fragment>
        ))}
      </SimpleGrid>
      <div ref={sentinel} aria-hidden />
      {failed ? (
        <SomethingWentWrong onRetry={onLoadMore} />
      ) : loadingMore ? (
        <Center>
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : hasMore ? (
        <Center>
          <Button variant="default" onClick={onLoadMore} data-testid={loadMoreTestId}>
            {loadMoreLabel}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
