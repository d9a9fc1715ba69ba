import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { PilotCard, PilotRun } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { SectionCard } from '@/shared/ui/section-card';
import type { OwnerRole } from '@/features/pilots/api/owner-keys';
import { OutcomeModal } from './outcome-modal';

const outcomeColor = { commercial_contract: 'teal', extended: 'blue', stopped: 'gray' } as const;

/** The run: the startup, the success contract and, once recorded, the outcome with the values reached. */
export function RunCard({ role, pilot, run }: { role: OwnerRole; pilot: PilotCard; run: PilotRun }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [recording, setRecording] = useState(false);
  // The server's answer (`can`): the owner records an outcome once.
  const open = pilot.can.record_outcome;
  return (
    <SectionCard
      title={t('pilotsOwner.run.title')}
      aside={
        run.outcome ? (
          <Badge color={outcomeColor[run.outcome]} variant="light" tt="none" data-testid="run-outcome">
            {t(`pilotsOwner.outcomes.${run.outcome}`)}
          </Badge>
        ) : run.overdue_days > 0 ? (
          <Badge color="red" variant="light" tt="none" data-testid="run-overdue">
            {t('pilotRecord.overdue', { count: run.overdue_days })}
          </Badge>
        ) : (
          <Badge variant="light" tt="none">
            {t('pilotsOwner.run.underway')}
          </Badge>
        )
      }
      data-testid="pilot-run"
    >
      <Stack gap="sm">
        <Text>
          {t('pilotsOwner.run.with')}{' '}
          <Anchor component={Link} to={paths.cabinet.startup(run.startup.id)} fw={600}>
            {run.startup.name}
          </Anchor>
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pilotsOwner.run.kpi')}</Table.Th>
                <Table.Th>{t('pilotsOwner.run.kpiTarget')}</Table.Th>
                <Table.Th>{t('pilotsOwner.run.kpiReached')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {run.kpis.map((kpi, index) => (
                <Table.Tr key={index}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{kpi.name}</Table.Td>
                  <Table.Td>{kpi.target}</Table.Td>
                  <Table.Td>{kpi.reached ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fz="sm">{t('pilotsOwner.run.decision', { owner: run.decision_owner, date: format.date(run.decision_date) })}</Text>
        {open && run.overdue_days > 0 ? (
          <Alert color="red" variant="light" title={t('pilotRecord.overdue', { count: run.overdue_days })}>
            {t('pilotRecord.ownerOverdueHint')}
          </Alert>
        ) : null}
        {run.outcome_note ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {run.outcome_note}
          </Text>
        ) : null}
        {run.outcome_at ? (
          <Text fz="xs" c="dimmed">
            {t('pilotsOwner.run.recordedAt', { date: format.date(run.outcome_at) })}
          </Text>
        ) : open ? (
          <Stack gap={4} align="flex-start">
            <Button onClick={() => setRecording(true)} data-testid="run-record">
              {t('pilotsOwner.run.record')}
            </Button>
            <Text fz="xs" c="dimmed">
              {t('pilotRecord.recordAnyTime')}
            </Text>
          </Stack>
        ) : null}
      </Stack>
      <OutcomeModal role={role} pilotId={pilot.id} run={run} opened={recording} onClose={() => setRecording(false)} />
    </SectionCard>
  );
}
