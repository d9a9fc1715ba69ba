import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { expertScoreGroups, type SharedReport } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { RevokedAlert } from '@/shared/reports/revoked-alert';
import { ReportFingerprint } from '@/shared/reports/report-fingerprint';

/** One approved report as a profile lists it: when (stale past 12 months), by whom, the conclusion and the scores; `action` on the right. */
export function ReportSummary({ report, action }: { report: SharedReport; action?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const scores = report.scores;
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={report.expert_company} data-testid="profile-report">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {report.expert_company}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('profile.reports.approved', { date: format.date(report.approved_at) })}
            </Text>
            {report.stale ? (
              <Badge
                variant="outline"
                color="orange"
                radius="sm"
                tt="none"
                mt={4}
                h="auto"
                styles={{ label: { whiteSpace: 'normal' } }}
                data-testid="profile-report-stale"
              >
                {t('profile.reports.stale')}
              </Badge>
            ) : null}
          </Stack>
          {action}
        </Group>
        <RevokedAlert revoked={report.revoked} />
        <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={6}>
          {report.conclusion}
        </Text>
        {scores ? (
          <Group gap="xs" wrap="wrap" style={{ columnGap: 16 }} data-testid="profile-report-scores">
            {expertScoreGroups.map((group) => (
              <Text key={group} fz="xs" c="dimmed">
                {t(`scoring.groups.${group}`)}:{' '}
                <Text span fz="sm" fw={700} c="var(--mantine-color-text)">
                  {scores[group] === null ? '—' : format.score(scores[group])}
                </Text>
              </Text>
            ))}
          </Group>
        ) : null}
        <ReportFingerprint pdf={report.pdf} />
      </Stack>
    </Paper>
  );
}
