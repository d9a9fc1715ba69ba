import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ListEmpty } from '@/shared/lists/list-empty';

/** No rounds (spec section 2): with a search or filters it offers to clear them. */
export function EmptyList(props: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      {...props}
      icon={<IconCoins size={36} stroke={1.6} />}
      texts={{
        title: t('crowdfundingList.empty.title'),
        text: t('crowdfundingList.empty.text'),
        filteredTitle: t('crowdfundingList.empty.filteredTitle'),
        filtered: t('crowdfundingList.empty.filtered'),
      }}
      data-testid="crowdfunding-empty"
    />
  );
}
