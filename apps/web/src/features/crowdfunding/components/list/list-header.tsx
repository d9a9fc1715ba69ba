import { Button, Group, Indicator, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CROWDFUNDING_SEARCH_MAX } from '@platform/contract';
import { acceptSearch } from '../../lib/list-filters';
import { useCollapsedHeader } from './use-collapsed-header';
import classes from './list-header.module.css';

export interface ListHeaderProps {
  search: string;
  onSearch: (text: string) => void;
  total: number | undefined;
  filtersSet: boolean;
  onOpenFilters: () => void;
}

/**
 * Title, search box and filter button (spec section 2). It sticks to the top and collapses to one
 * row once the page scrolls past 124 px, coming back under 4 px.
 */
export function ListHeader({ search, onSearch, total, filtersSet, onOpenFilters }: ListHeaderProps) {
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
        <Group gap="sm" style={{ flex: '1 1 300px' }} justify="flex-end" wrap="nowrap">
          <TextInput
            type="search"
            value={search}
            onChange={(event) => onSearch(acceptSearch(search, event.currentTarget.value))}
            placeholder={t('crowdfundingList.search')}
            aria-label={t('crowdfundingList.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={CROWDFUNDING_SEARCH_MAX}
            style={{ flex: 1, maxWidth: 360, minWidth: 0 }}
          />
          <Indicator disabled={!filtersSet} size={10} offset={4} color="brand">
            <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />} onClick={onOpenFilters}>
              {t('crowdfundingList.filters.open')}
            </Button>
          </Indicator>
        </Group>
      </Group>
    </header>
  );
}
