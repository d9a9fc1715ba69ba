import { Button } from '@mantine/core';
import { IconFilterOff, IconPresentation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StateBlock } from '../../../../shared/ui/state-block';

/** No pilots: with a search or filters it offers to clear them. */
export function ShowcaseEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return filtered ? (
    <StateBlock
      icon={<IconFilterOff size={36} stroke={1.6} />}
      color="gray"
      title={t('pilotsStartup.empty.filteredTitle')}
      description={t('pilotsStartup.empty.filtered')}
      action={
        <Button variant="light" onClick={onClear}>
          {t('pilotsStartup.empty.clear')}
        </Button>
      }
      data-testid="pilots-empty"
    />
  ) : (
    <StateBlock
      icon={<IconPresentation size={36} stroke={1.6} />}
      color="gray"
      title={t('pilotsStartup.empty.title')}
      description={t('pilotsStartup.empty.text')}
      data-testid="pilots-empty"
    />
  );
}
