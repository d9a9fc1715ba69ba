import { useTranslation } from '@/shared/i18n/use-translation';
import { FilterTagBar } from '@/shared/ui/kit/filter-tag-bar';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFormatters } from '@/shared/format/use-formatters';
import type { NumberRange } from '@/shared/ui/kit/range';
import { filterTags, type CrowdfundingFilters, type FilterTag } from '@/features/crowdfunding/lib/list-filters';

export interface FilterTagsProps {
  filters: CrowdfundingFilters;
  onRemove: (tag: FilterTag) => void;
  onClear: () => void;
}

/** The applied filters as removable tags, with "Clear all" (spec section 2). */
export function FilterTags({ filters, onRemove, onClear }: FilterTagsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: handbooks } = useHandbooks();
  const tags = filterTags(filters, handbooks?.rounds);

  const range = ({ min, max }: NumberRange, shown: (value: number) => string) =>
    t('crowdfundingList.tags.between', { min: shown(min ?? 0), max: shown(max ?? 0) });
  const text = (tag: FilterTag): string => {
    switch (tag.kind) {
      case 'round':
        return `${t('crowdfundingList.tags.round')}: ${tag.label}`;
      case 'investments':
        return `${t('crowdfundingList.filters.investments')}: ${range(tag.range, format.currency)}`;
      case 'raised':
        return `${t('crowdfundingList.filters.raised')}: ${range(tag.range, format.percent)}`;
      case 'status':
        return `${t('crowdfundingList.filters.status')}: ${t(`crowdfundingList.status.${tag.status}`)}`;
    }
  };

  return <FilterTagBar tags={tags} labelOf={text} onRemove={onRemove} onClear={onClear} />;
}
