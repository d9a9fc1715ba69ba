import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import type { QueuedBacker } from '../api/get-backer-queue';
import { BackerDecisions } from './backer-decisions';

/** Backers waiting for a decision across rounds, each with its round, what it committed and what the round still needs. */
export function BackerQueueList({ backers }: { backers: QueuedBacker[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="list" aria-label={t('manageCrowdfunding.queue.list')}>
      {backers.map((backer) => (
        <QueuedBackerItem key={backer.id} backer={backer} />
      ))}
    </Stack>
  );
}

function QueuedBackerItem({ backer }: { backer: QueuedBacker }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = backer.founder?.company_name ?? t('manageCrowdfunding.backers.unknown');
  const target = { backer, name, roundName: backer.crowdfunding.startup_name, remaining: backer.crowdfunding.remaining };
  return (
    <Paper withBorder radius="md" p="md" role="listitem" data-testid="queued-backer" data-backer-id={backer.id}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}{' '}
            <Text span fz="sm" c="dimmed" fw={400}>
              {t(`roles.${backer.role}`)}
            </Text>
          </Text>
          <Anchor component={Link} to={paths.manage.round(backer.crowdfunding.id)} fz="sm">
            {t('manageCrowdfunding.queue.round', { name: backer.crowdfunding.startup_name })}
          </Anchor>
          <Text fz="sm">
            {backer.amount != null
              ? t('manageCrowdfunding.queue.committed', { amount: format.currency(backer.amount) })
              : t('manageCrowdfunding.queue.noAmount')}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('manageCrowdfunding.queue.joined', { date: format.dateTime(backer.created_at) })} ·{' '}
            {t('manageCrowdfunding.queue.remaining', { amount: format.currency(backer.crowdfunding.remaining) })}
          </Text>
        </Stack>
        {backer.moves.length > 0 ? <BackerDecisions target={target} /> : null}
      </Group>
    </Paper>
  );
}
