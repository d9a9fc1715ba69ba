import { Button } from '@mantine/core';
import { IconBuildingStore, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StateBlock } from '../../../shared/ui/state-block';

/** No startups: with filters or a search it offers to clear them (spec part 2, section 2). */
export function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return filtered ? (
    <StateBlock
      icon={<IconFilterOff size={36} stroke={1.6} />}
      color="gray"
      title={t('states.noResults.title')}
      description={t('startupsList.empty.filtered')}
      action={
        <Button variant="light" onClick={onClear}>
          {t('startupsList.empty.clear')}
        </Button>
      }
      data-testid="startups-empty"
    />
  ) : (
    <StateBlock
      icon={<IconBuildingStore size={36} stroke={1.6} />}
      color="gray"
      title={t('startupsList.empty.title')}
      description={t('startupsList.empty.text')}
      data-testid="startups-empty"
    />
  );
}
