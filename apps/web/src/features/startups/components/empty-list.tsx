import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ListEmpty } from '@/shared/lists/list-empty';

/** No startups: with filters or a search it offers to clear them (spec part 2, section 2). */
export function EmptyList(props: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      {...props}
      icon={<IconBuildingStore size={36} stroke={1.6} />}
      texts={{
        title: t('startupsList.empty.title'),
        text: t('startupsList.empty.text'),
        filteredTitle: t('states.noResults.title'),
        filtered: t('startupsList.empty.filtered'),
      }}
      data-testid="startups-empty"
    />
  );
}
