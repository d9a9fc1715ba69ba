import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ExpertRecord } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';

/** An expert company's record in one line: "median 12 days · 80% first time · 2 meetings declined", or "no reports yet". */
export function ExpertRecordLine({ record }: { record: ExpertRecord }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const parts =
    record.median_days_to_report === null
      ? [t('expertRecord.noReports')]
      : [
          t('expertRecord.medianDays', { count: Math.round(record.median_days_to_report) }),
          t('expertRecord.firstTime', { percent: format.percent(record.approved_first_time_percent ?? 0) }),
        ];
  parts.push(t('expertRecord.meetingsDeclined', { count: record.meetings_declined }));
  return (
    <Text fz="xs" c="dimmed" data-testid="expert-candidate-record">
      <Text span fz="xs" fw={600}>
        {t('expertRecord.label')}
      </Text>{' '}
      {parts.join(' · ')}
    </Text>
  );
}
