import { Button, Chip, Group, Indicator, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PILOT_SEARCH_MAX } from '@platform/contract';
import { acceptShowcaseSearch, toggleOrder, type ShowcaseOrder } from '../../lib/startup-filters';

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
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('pages.pilots')}
          </Title>
          <Text c="dimmed" data-testid="pilots-total">
            {total === undefined ? '\u00a0' : t('pilotsStartup.list.total', { count: total })}
          </Text>
        </Stack>
        <Group gap="sm" style={{ flex: '1 1 300px' }} justify="flex-end" wrap="nowrap">
          <TextInput
            type="search"
            value={search}
            onChange={(event) => onSearch(acceptShowcaseSearch(search, event.currentTarget.value))}
            placeholder={t('pilotsStartup.list.search')}
            aria-label={t('pilotsStartup.list.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={PILOT_SEARCH_MAX}
            style={{ flex: 1, maxWidth: 360, minWidth: 0 }}
          />
          <Indicator disabled={!filtersSet} size={10} offset={4} color="brand">
            <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />} onClick={onOpenFilters}>
              {t('pilotsStartup.filters.open')}
            </Button>
          </Indicator>
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
