import { Group } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CROWDFUNDING_SEARCH_MAX, crowdfundingSorts, type CrowdfundingSort } from '@platform/contract';
import { SelectField } from '@/shared/ui/kit/select-field';
import { FiltersButton, ListTitle, SearchBox } from '@/shared/lists/list-header-parts';
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
        <ListTitle
          title={t('pages.crowdfunding')}
          total={total === undefined ? undefined : t('crowdfundingList.total', { count: total })}
          totalTestId="crowdfunding-total"
          hideTotal={collapsed}
          className={classes.title}
        />
        <Group gap="sm" style={{ flex: '1 1 300px' }} justify="flex-end">
          <SearchBox
            value={search}
            onChange={onSearch}
            label={t('crowdfundingList.search')}
            maxLength={CROWDFUNDING_SEARCH_MAX}
            style={{ flex: '1 1 160px' }}
          />
          <FiltersButton filtersSet={filtersSet} onOpen={onOpenFilters} />
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
