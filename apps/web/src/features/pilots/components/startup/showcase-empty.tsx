import { IconPresentation } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ListEmpty } from '@/shared/lists/list-empty';

/** No pilots: with a search or filters it offers to clear them. */
export function ShowcaseEmpty(props: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      {...props}
      icon={<IconPresentation size={36} stroke={1.6} />}
      texts={{
        title: t('pilotsStartup.empty.title'),
        text: t('pilotsStartup.empty.text'),
        filteredTitle: t('pilotsStartup.empty.filteredTitle'),
        filtered: t('pilotsStartup.empty.filtered'),
      }}
      data-testid="pilots-empty"
    />
  );
}
