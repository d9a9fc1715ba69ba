import { Button, CloseButton, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHandbooks } from '../../../../shared/api/get-handbooks';
import { showcaseTags, type ShowcaseFilters, type ShowcaseTag } from '../../lib/startup-filters';

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
  if (tags.length === 0) return null;
  const text = (tag: ShowcaseTag) =>
    tag.kind === 'status' ? `${t('pilotsStartup.filters.status')}: ${t(`pilotsStartup.status.${tag.status}`)}` : `${t(`pilotsStartup.filters.${tag.kind}`)}: ${tag.label}`;
  return (
    <Group gap="xs" aria-label={t('pilotsStartup.filters.applied')} role="group">
      {tags.map((tag) => {
        const label = text(tag);
        return (
          <Pill key={tag.key} size="lg" data-testid="filter-tag">
            <Group gap={4} wrap="nowrap" component="span">
              {label}
              <CloseButton size="xs" onClick={() => onRemove(tag)} aria-label={t('pilotsStartup.filters.remove', { filter: label })} />
            </Group>
          </Pill>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('pilotsStartup.filters.clearAll')}
      </Button>
    </Group>
  );
}
