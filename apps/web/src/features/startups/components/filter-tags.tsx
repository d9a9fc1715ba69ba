import { useTranslation } from '@/shared/i18n/use-translation';
import { FilterTagBar } from '@/shared/ui/kit/filter-tag-bar';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFormatters } from '@/shared/format/use-formatters';
import type { NumberRange } from '@/shared/ui/kit/range';
import { filterTags, type FilterTag, type StartupFilters } from '../lib/filters';

const groupLabel = {
  countries: 'country',
  regions: 'regions',
  industries: 'industries',
  rounds: 'round',
  intema_score: 'intema_score',
  last_fund_amount: 'last_fund_amount',
  annual_revenue: 'annual_revenue',
} as const;

/** The applied filters as removable tags, with "Clear all" (spec part 2, section 2). */
export function FilterTags({ filters, onRemove, onClear }: { filters: StartupFilters; onRemove: (tag: FilterTag) => void; onClear: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: handbooks } = useHandbooks();
  const tags = filterTags(filters, handbooks);

  const rangeText = (field: FilterTag['field'], { min, max }: NumberRange) => {
    const shown = (value: number) => (field === 'intema_score' ? format.score(value) : format.currency(value));
    if (min !== null && max !== null) return t('startupsList.range.between', { min: shown(min), max: shown(max) });
    if (min !== null) return t('startupsList.range.from', { min: shown(min) });
    return t('startupsList.range.to', { max: shown(max ?? 0) });
  };

  const text = (tag: FilterTag) => `${t(`startupsList.columns.${groupLabel[tag.group]}`)}: ${'id' in tag ? tag.label : rangeText(tag.field, tag.range)}`;
  return <FilterTagBar tags={tags} labelOf={text} onRemove={onRemove} onClear={onClear} />;
}
