import { useId } from 'react';
import { Badge, Chip, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ticketTypes, type TicketStatus, type TicketType } from '@platform/contract';
import { statusCounts, statusesOfType, type QueueFilters } from '../lib/queue-params';

const ALL = 'all';

export interface QueueFiltersProps {
  filters: QueueFilters;
  /** Counts per status under the type filter, as the queue answered them; none while loading. */
  counts: Record<string, number> | undefined;
  onChange: (change: Partial<Pick<QueueFilters, 'type' | 'status'>>) => void;
}

/** The type as a select and the status as one choice among chips, each chip with its count. */
export function QueueFilters({ filters, counts, onChange }: QueueFiltersProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // The chips are the statuses of the chosen type (expert tickets have their own), all of them without one.
  const statuses = statusesOfType(filters.type);
  const { all, byStatus } = statusCounts(counts, statuses);
  // The chip's name carries its count as "Registered: 3" (the badge alone would run into the text).
  const named = (label: string, n: number) => (counts === undefined ? label : t('manage.queue.statusCount', { status: label, n }));
  const count = (n: number) =>
    counts === undefined ? null : (
      <Badge component="span" size="sm" variant="white" color="gray" ml={6} radius="sm" aria-hidden>
        {n}
      </Badge>
    );
  return (
    <Stack gap="sm">
      <Select
        label={t('manage.queue.type')}
        data={[{ value: ALL, label: t('manage.queue.allTypes') }, ...ticketTypes.map((type) => ({ value: type, label: t(`manage.types.${type}`) }))]}
        value={filters.type ?? ALL}
        onChange={(value) => onChange({ type: value && value !== ALL ? (value as TicketType) : null })}
        allowDeselect={false}
        checkIconPosition="right"
        // The whole short list shows at once: no scroll region that only a pointer could scroll.
        maxDropdownHeight={420}
        maw={360}
      />
      <Stack gap={6}>
        <Text fz="sm" fw={500} id={labelId}>
          {t('manage.queue.status')}
        </Text>
        <Chip.Group multiple={false} value={filters.status ?? ALL} onChange={(value) => onChange({ status: value !== ALL ? (value as TicketStatus) : null })}>
          <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
            <Chip value={ALL} name={labelId} variant="outline" radius="sm" aria-label={named(t('manage.queue.allStatuses'), all)}>
              <span>{t('manage.queue.allStatuses')}</span>
              {count(all)}
            </Chip>
            {statuses.map((status) => (
              <Chip
                key={status}
                value={status}
                name={labelId}
                variant="outline"
                radius="sm"
                aria-label={named(t(`manage.statuses.${status}`), byStatus[status] ?? 0)}
              >
                <span>{t(`manage.statuses.${status}`)}</span>
                {count(byStatus[status] ?? 0)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </Stack>
  );
}
