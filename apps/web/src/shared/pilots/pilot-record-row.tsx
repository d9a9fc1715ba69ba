import { Group, Text, type TextProps } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { PilotRecord } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { pilotRecordParts, usePilotRecord, type PilotOwnerRole } from './pilot-record';

/** "12 pilots · 58% decided on time · 25% to contract · median 94 days from start to decision", or "no pilots yet". */
export function PilotRecordRow({ record, ...text }: { record: PilotRecord } & TextProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const items = pilotRecordParts(record).map((part) => {
    switch (part.key) {
      case 'none':
        return t('pilotRecord.none');
      case 'started':
        return t('pilotRecord.started', { count: part.count });
      case 'median':
        return t('pilotRecord.median', { count: part.count, value: format.number(part.count) });
      default:
        return t(`pilotRecord.${part.key}`, { percent: format.number(part.percent) });
    }
  });
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="pilot-record">
      <IconChartBar size={16} aria-hidden color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fz="sm" {...text}>
        {t('pilotRecord.row', { items: items.join(' · ') })}
      </Text>
    </Group>
  );
}

/** The record of a corporate or investor, fetched on its own (a pilot's page, a profile). */
export function PilotRecordLine({ role, id, ...text }: { role: PilotOwnerRole; id: string } & TextProps) {
  const { t } = useTranslation();
  const query = usePilotRecord(role, id);
  if (query.isError)
    return (
      <Text fz="sm" c="dimmed">
        {t('pilotRecord.loadError')}
      </Text>
    );
  return query.data ? <PilotRecordRow record={query.data} {...text} /> : null;
}
