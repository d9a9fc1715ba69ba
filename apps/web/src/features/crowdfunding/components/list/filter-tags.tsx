import { Button, CloseButton, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHandbooks } from '../../../../shared/api/get-handbooks';
import { useFormatters } from '../../../../shared/format/use-formatters';
import type { NumberRange } from '../../../../shared/ui/kit/range';
import { filterTags, type CrowdfundingFilters, type FilterTag } from '../../lib/list-filters';

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
  if (tags.length === 0) return null;

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

  return (
    <Group gap="xs" aria-label={t('crowdfundingList.tags.applied')} role="group">
      {tags.map((tag) => {
        const label = text(tag);
        return (
          <Pill key={tag.key} size="lg" data-testid="filter-tag">
            <Group gap={4} wrap="nowrap" component="span">
              {label}
              <CloseButton size="xs" onClick={() => onRemove(tag)} aria-label={t('crowdfundingList.tags.remove', { filter: label })} />
            </Group>
          </Pill>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('crowdfundingList.tags.clearAll')}
      </Button>
    </Group>
  );
}
