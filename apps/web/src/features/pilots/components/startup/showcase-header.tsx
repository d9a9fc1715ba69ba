import { Chip, Group, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PILOT_SEARCH_MAX } from '@platform/contract';
import { FiltersButton, ListTitle, SearchBox } from '@/shared/lists/list-header-parts';
import { toggleOrder, type ShowcaseOrder } from '@/features/pilots/lib/startup-filters';

export interface ShowcaseHeaderProps {
  search: string;
  onSearch: (text: string) => void;
  total: number | undefined;
  order: ShowcaseOrder;
  onOrder: (order: ShowcaseOrder) => void;
  filtersSet: boolean;
  onOpenFilters: () => void;
}

/** Title, total, search box, filter button and the two order toggles (newest first, active first). */
export function ShowcaseHeader({ search, onSearch, total, order, onOrder, filtersSet, onOpenFilters }: ShowcaseHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="header">
      <Group justify="space-between" align="flex-end" gap="md">
        <ListTitle
          title={t('pages.pilots')}
          total={total === undefined ? undefined : t('pilotsStartup.list.total', { count: total })}
          totalTestId="pilots-total"
        />
        <Group gap="sm" style={{ flex: '1 1 300px' }} justify="flex-end" wrap="nowrap">
          <SearchBox value={search} onChange={onSearch} label={t('pilotsStartup.list.search')} maxLength={PILOT_SEARCH_MAX} />
          <FiltersButton filtersSet={filtersSet} onOpen={onOpenFilters} />
        </Group>
      </Group>
      <Group gap="xs" role="group" aria-label={t('pilotsStartup.list.order')}>
        {(['newest', 'active'] as const).map((pressed) => (
          <Chip key={pressed} size="sm" checked={order === pressed} onChange={() => onOrder(toggleOrder(order, pressed))} data-testid={`order-${pressed}`}>
            {t(`pilotsStartup.list.orders.${pressed}`)}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}
