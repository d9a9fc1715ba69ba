import { useId } from 'react';
import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { progressValue, type CrowdfundingListItem } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { paths } from '@/shared/paths';
import classes from '@/shared/ui/link-card.module.css';
import { BackedBadge } from '@/features/crowdfunding/portfolio/components/backed-badge';

/**
 * One round in the grid (spec section 2): logo, startup name, three lines of the description, the
 * raised amount with its bar and percent, days left or "finished". The whole card opens the round.
 */
export function RoundCard({ round }: { round: CrowdfundingListItem }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const finished = round.status !== 'active';
  const percent = round.value_of_investments.percent;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId} className={classes.card} data-testid="round-card" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <FileAvatar path={round.startup_logo?.path} name={round.startup_name} alt="" size={48} radius="md" />
          <Title order={2} fz="md" id={titleId} lineClamp={2} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <Link to={paths.cabinet.crowdfunding.view(round.id)} className={classes.link}>
              {round.startup_name}
            </Link>
          </Title>
        </Group>
        {round.backing ? (
          <Group gap="xs">
            <BackedBadge status={round.backing} />
          </Group>
        ) : null}
        <Text fz="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere', flex: 1 }}>
          {round.product_description ?? ''}
        </Text>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} data-testid="round-raised">
              {format.currency(round.current_investments)}
            </Text>
            <Text fz="sm" fw={600} c="brand.7" data-testid="round-percent">
              {format.percent(percent)}
            </Text>
          </Group>
          <Progress value={progressValue(percent)} size="sm" radius="xl" aria-label={t('crowdfundingList.card.raisedOf', { name: round.startup_name })} />
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed">
              {t('crowdfundingList.card.goal', { amount: format.currency(round.value_of_investments.max) })}
            </Text>
            {finished ? (
              <Badge size="sm" variant="light" color="gray" data-testid="round-finished">
                {t('crowdfundingList.card.finished')}
              </Badge>
            ) : (
              <Text fz="xs" fw={600} data-testid="round-days-left">
                {t('crowdfundingList.card.daysLeft', { count: round.days_left })}
              </Text>
            )}
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
