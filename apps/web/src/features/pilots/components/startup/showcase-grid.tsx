import { useTranslation } from '@/shared/i18n/use-translation';
import type { PilotShowcaseItem } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { InfiniteGrid, type InfiniteState } from '@/shared/lists/infinite-grid';
import { ShowcaseCard } from './showcase-card';

/** The pilots, 3/2/1 a row by the width there is, and the next 20 as the end comes into view (or by the button). */
export function ShowcaseGrid({ pilots, list }: { pilots: PilotShowcaseItem[]; list: InfiniteState }) {
  const { t } = useTranslation();
  const { data: handbooks } = useHandbooks();
  return (
    <InfiniteGrid
      items={pilots}
      renderItem={(pilot) => <ShowcaseCard pilot={pilot} handbooks={handbooks} />}
      list={list}
      cols={{ base: 1, '540px': 2, '860px': 3 }}
      loadMoreLabel={t('pilotsStartup.list.loadMore')}
      loadMoreTestId="pilots-load-more"
      data-testid="pilot-grid"
    />
  );
}
