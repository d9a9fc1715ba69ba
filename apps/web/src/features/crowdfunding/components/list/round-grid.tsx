import { useTranslation } from '@/shared/i18n/use-translation';
import type { CrowdfundingListItem } from '@platform/contract';
import { InfiniteGrid, type InfiniteState } from '@/shared/lists/infinite-grid';
import { RoundCard } from './round-card';

/**
 * The cards, 4/3/2/1 a row by the width the list has (spec section 2), and the next 20 as the end
 * comes into view; a "Load more" button does the same for keyboards and screen readers.
 */
export function RoundGrid({ rounds, list }: { rounds: CrowdfundingListItem[]; list: InfiniteState }) {
  const { t } = useTranslation();
  return (
    <InfiniteGrid
      items={rounds}
      renderItem={(round) => <RoundCard round={round} />}
      list={list}
      cols={{ base: 1, '540px': 2, '780px': 3, '1040px': 4 }}
      loadMoreLabel={t('crowdfundingList.loadMore')}
      loadMoreTestId="crowdfunding-load-more"
      data-testid="round-grid"
    />
  );
}
