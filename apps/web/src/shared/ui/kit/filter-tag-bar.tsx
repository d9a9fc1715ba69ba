import { Button, CloseButton, Group, Pill } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

export interface FilterTagBarProps<T extends { key: string }> {
  tags: readonly T[];
  /** What a tag reads, e.g. "Country: Portugal". */
  labelOf: (tag: T) => string;
  onRemove: (tag: T) => void;
  onClear: () => void;
}

/** Applied filters as removable tags with "Clear all" (spec part 2, section 2); nothing when none is set. */
export function FilterTagBar<T extends { key: string }>({ tags, labelOf, onRemove, onClear }: FilterTagBarProps<T>) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('lists.filters.applied')} role="group">
      {tags.map((tag) => {
        const label = labelOf(tag);
        return (
          <Pill key={tag.key} size="lg" data-testid="filter-tag">
            <Group gap={4} wrap="nowrap" component="span">
              {label}
              <CloseButton size="xs" onClick={() => onRemove(tag)} aria-label={t('lists.filters.remove', { filter: label })} />
            </Group>
          </Pill>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('lists.filters.clearAll')}
      </Button>
    </Group>
  );
}
