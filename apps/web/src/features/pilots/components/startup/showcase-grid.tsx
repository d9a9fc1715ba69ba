import { Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PilotListItem } from '@platform/contract';
import { useHandbooks } from '../../../../shared/api/get-handbooks';
import { useInfiniteSentinel } from '../../../../shared/hooks/use-infinite-sentinel';
import { SomethingWentWrong } from '../../../../shared/ui/states';
import { ShowcaseCard } from './showcase-card';

export interface ShowcaseGridProps {
  pilots: PilotListItem[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The last page failed: retrying it replaces the sentinel. */
  failed: boolean;
  onLoadMore: () => void;
  /** Old cards shown while a new search or filter loads. */
  stale: boolean;
}

/** The pilots, 3/2/1 a row by the width there is, and the next 20 as the end comes into view (or by the button). */
export function ShowcaseGrid({ pilots, hasMore, loadingMore, failed, onLoadMore, stale }: ShowcaseGridProps) {
  const { t } = useTranslation();
  const { data: handbooks } = useHandbooks();
  const sentinel = useInfiniteSentinel(onLoadMore, hasMore && !loadingMore && !failed);
  return (
    <Stack gap="md" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <SimpleGrid type="container" cols={{ base: 1, '540px': 2, '860px': 3 }} spacing="md" aria-busy={stale || loadingMore} data-testid="pilot-grid">
        {pilots.map((pilot) => (
          <ShowcaseCard key={pilot.id} pilot={pilot} handbooks={handbooks} />
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
          <Button variant="default" onClick={onLoadMore} data-testid="pilots-load-more">
            {t('pilotsStartup.list.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
