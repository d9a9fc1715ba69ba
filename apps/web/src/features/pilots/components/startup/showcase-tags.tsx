import { useTranslation } from '@/shared/i18n/use-translation';
import { FilterTagBar } from '@/shared/ui/kit/filter-tag-bar';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { showcaseTags, type ShowcaseFilters, type ShowcaseTag } from '@/features/pilots/lib/startup-filters';

export interface ShowcaseTagsProps {
  filters: ShowcaseFilters;
  onRemove: (tag: ShowcaseTag) => void;
  onClear: () => void;
}

/** The applied filters as removable tags, with "Clear all". */
export function ShowcaseTags({ filters, onRemove, onClear }: ShowcaseTagsProps) {
  const { t } = useTranslation();
  const { data: handbooks } = useHandbooks();
  const tags = showcaseTags(filters, handbooks);
  const text = (tag: ShowcaseTag) =>
    tag.kind === 'status'
      ? `${t('pilotsStartup.filters.status')}: ${t(`pilotsStartup.status.${tag.status}`)}`
      : `${t(`pilotsStartup.filters.${tag.kind}`)}: ${tag.label}`;
  return <FilterTagBar tags={tags} labelOf={text} onRemove={onRemove} onClear={onClear} />;
}
