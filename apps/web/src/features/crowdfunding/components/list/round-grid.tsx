import { Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CrowdfundingListItem } from '@platform/contract';
import { useInfiniteSentinel } from '../../../../shared/hooks/use-infinite-sentinel';
import { SomethingWentWrong } from '../../../../shared/ui/states';
import { RoundCard } from './round-card';

export interface RoundGridProps {
  rounds: CrowdfundingListItem[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The last page failed: retrying it replaces the sentinel. */
  failed: boolean;
  onLoadMore: () => void;
  /** Old cards shown while a new search or filter loads. */
  stale: boolean;
}

/**
 * The cards, 4/3/2/1 a row by the width the list has (spec section 2), and the next 20 as the end
 * comes into view; a "Load more" button does the same for keyboards and screen readers.
 */
export function RoundGrid({ rounds, hasMore, loadingMore, failed, onLoadMore, stale }: RoundGridProps) {
  const { t } = useTranslation();
  const sentinel = useInfiniteSentinel(onLoadMore, hasMore && !loadingMore && !failed);
  return (
    <Stack gap="md" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <SimpleGrid
        type="container"
        cols={{ base: 1, '540px': 2, '780px': 3, '1040px': 4 }}
        spacing="md"
        aria-busy={stale || loadingMore}
        data-testid="round-grid"
      >
        {rounds.map((round) => (
          <RoundCard key={round.id} round={round} />
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
          <Button variant="default" onClick={onLoadMore} data-testid="crowdfunding-load-more">
            {t('crowdfundingList.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
