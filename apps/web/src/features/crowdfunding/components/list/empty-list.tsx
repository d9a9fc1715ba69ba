import { Button } from '@mantine/core';
import { IconCoins, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StateBlock } from '../../../../shared/ui/state-block';

/** No rounds (spec section 2): with a search or filters it offers to clear them. */
export function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return filtered ? (
    <StateBlock
      icon={<IconFilterOff size={36} stroke={1.6} />}
      color="gray"
      title={t('crowdfundingList.empty.filteredTitle')}
      description={t('crowdfundingList.empty.filtered')}
      action={
        <Button variant="light" onClick={onClear}>
          {t('crowdfundingList.empty.clear')}
        </Button>
      }
      data-testid="crowdfunding-empty"
    />
  ) : (
    <StateBlock
      icon={<IconCoins size={36} stroke={1.6} />}
      color="gray"
      title={t('crowdfundingList.empty.title')}
      description={t('crowdfundingList.empty.text')}
      data-testid="crowdfunding-empty"
    />
  );
}
