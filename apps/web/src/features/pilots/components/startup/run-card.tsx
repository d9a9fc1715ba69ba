import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { PilotRun } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { SectionCard } from '@/shared/ui/section-card';

const outcomeColors = { commercial_contract: 'teal', extended: 'brand', stopped: 'red' } as const;

/** The pilot run with this startup: its success contract (KPIs, decision owner and date) and, later, the outcome with the values reached. */
export function RunCard({ run }: { run: PilotRun }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const finished = run.outcome !== null;
  return (
    <SectionCard
      title={t(finished ? 'pilotsStartup.run.finishedTitle' : 'pilotsStartup.run.title')}
      description={t('pilotsStartup.run.contract')}
      aside={
        run.outcome ? (
          <Badge color={outcomeColors[run.outcome]} variant="light" data-testid="run-outcome">
            {t(`pilotsStartup.run.outcomes.${run.outcome}`)}
          </Badge>
        ) : run.overdue_days > 0 ? (
          <Badge color="red" variant="light" data-testid="run-overdue">
            {t('pilotRecord.overdue', { count: run.overdue_days })}
          </Badge>
        ) : null
      }
      data-testid="pilot-run"
    >
      {!finished && run.overdue_days > 0 ? (
        <Alert color="red" variant="light" title={t('pilotRecord.overdue', { count: run.overdue_days })} data-testid="run-overdue-note">
          {t('pilotRecord.overdueHint')}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing="xs" data-testid="run-kpis">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('pilotsStartup.run.kpi')}</Table.Th>
              <Table.Th scope="col">{t('pilotsStartup.run.target')}</Table.Th>
              {finished ? <Table.Th scope="col">{t('pilotsStartup.run.reached')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.kpis.map((kpi) => (
              <Table.Tr key={kpi.name}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{kpi.name}</Table.Td>
                <Table.Td>{kpi.target}</Table.Td>
                {finished ? <Table.Td fw={600}>{kpi.reached ?? '—'}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xl">
        <Fact label={t('pilotsStartup.run.decisionOwner')} value={run.decision_owner} />
        <Fact label={t('pilotsStartup.run.decisionDate')} value={format.date(run.decision_date)} />
        {run.outcome_at ? <Fact label={t('pilotsStartup.run.outcomeAt')} value={format.date(run.outcome_at)} /> : null}
      </Group>
      {run.outcome_note ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="run-note">
          {run.outcome_note}
        </Text>
      ) : null}
    </SectionCard>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </Stack>
  );
}
