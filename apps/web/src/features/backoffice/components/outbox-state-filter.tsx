import { useId } from 'react';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { OutboxStateFilter as StateFilter } from '@platform/contract';
import { outboxFilterStates } from '../lib/outbox';

const ALL = 'all' as const;

/** The delivery state as one choice among chips, applied at once: All, Failed, Queued, Sent. */
export function OutboxStateFilter({ state, onChange }: { state: StateFilter | null; onChange: (state: StateFilter | null) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id={labelId}>
        {t('manage.outbox.stateFilter')}
      </Text>
      <Chip.Group multiple={false} value={state ?? ALL} onChange={(value) => onChange(value !== ALL ? (value as StateFilter) : null)}>
        <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
          {([ALL, ...outboxFilterStates] as const).map((value) => (
            <Chip key={value} value={value} name={labelId} variant="outline" radius="sm" data-testid={`outbox-state-${value}`}>
              {t(`manage.outbox.stateFilters.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
