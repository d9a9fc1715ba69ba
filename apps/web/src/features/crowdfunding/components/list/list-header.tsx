import { Button, Group, Indicator, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CROWDFUNDING_SEARCH_MAX, crowdfundingSorts, type CrowdfundingSort } from '@platform/contract';
import { SelectField } from '../../../../shared/ui/kit/select-field';
import { acceptSearch } from '../../lib/list-filters';
import { useCollapsedHeader } from './use-collapsed-header';
import classes from './list-header.module.css';

export interface ListHeaderProps {
  search: string;
  onSearch: (text: string) => void;
  total: number | undefined;
  filtersSet: boolean;
  onOpenFilters: () => void;
  sort: CrowdfundingSort;
  onSort: (sort: CrowdfundingSort) => void;
}

/**
 * Title, search box, filter button and the list's order (spec section 2; the order is also in the
 * filter dialog, and shown here so the list never hides how it is sorted). It sticks to the top and collapses to one
 * row once the page scrolls past 124 px, coming back under 4 px.
 */
export function ListHeader({ search, onSearch, total, filtersSet, onOpenFilters, sort, onSort }: ListHeaderProps) {
  const { t } = useTranslation();
  const collapsed = useCollapsedHeader();
  return (
    <header className={classes.header} data-collapsed={collapsed || undefined} data-testid="crowdfunding-header">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }} className={classes.title}>
            {t('pages.crowdfunding')}
          </Title>
          {collapsed ? null : (
            <Text c="dimmed" data-testid="crowdfunding-total">
              {total === undefined ? '\u00a0' : t('crowdfundingList.total', { count: total })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" style={{ flex: '1 1 300px' }} justify="flex-end">
          <TextInput
            type="search"
            value={search}
            onChange={(event) => onSearch(acceptSearch(search, event.currentTarget.value))}
            placeholder={t('crowdfundingList.search')}
            aria-label={t('crowdfundingList.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={CROWDFUNDING_SEARCH_MAX}
            style={{ flex: '1 1 160px', maxWidth: 360, minWidth: 0 }}
          />
          <Indicator disabled={!filtersSet} size={10} offset={4} color="brand">
            <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />} onClick={onOpenFilters}>
              {t('crowdfundingList.filters.open')}
            </Button>
          </Indicator>
          <SelectField
            aria-label={t('crowdfundingList.filters.sort')}
            data={crowdfundingSorts.map((option) => ({ value: option, label: t(`crowdfundingList.sort.${option}`) }))}
            value={sort}
            onChange={(value) => value && onSort(value as CrowdfundingSort)}
            leftSection={<IconArrowsSort size={16} aria-hidden />}
            style={{ flex: '0 1 220px', minWidth: 180 }}
            data-testid="list-sort"
          />
        </Group>
      </Group>
    </header>
  );
}
