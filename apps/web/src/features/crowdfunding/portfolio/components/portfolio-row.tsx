import { useId, useState } from 'react';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { progressValue, type PortfolioItem } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { notify } from '@/shared/ui/notify';
import classes from '@/shared/ui/link-card.module.css';
import { ReconfirmModal } from '@/features/crowdfunding/components/view/reconfirm-modal';
import { useReconfirm } from '../api/portfolio';
import { portfolioStatusColor } from './backed-badge';

/**
 * One backing: the round (its name's link covers the row, so a click anywhere on it opens it), the backing's status, amount and date, the round's
 * progress and days left, its unread updates, and a pending reconfirmation with its button.
 */
export function PortfolioRow({ item }: { item: PortfolioItem }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const round = item.round;
  const percent = round.value_of_investments.percent;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="li"
      aria-labelledby={titleId}
      className={classes.card}
      data-testid="portfolio-row"
      data-status={item.status}
      data-round-id={round.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <FileAvatar path={round.startup_logo?.path} name={round.startup_name} alt="" size={40} radius="md" />
            <Title order={2} fz="md" id={titleId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              <Link to={paths.cabinet.crowdfunding.view(round.id)} className={classes.link}>
                {round.startup_name}
              </Link>
            </Title>
          </Group>
          <Badge variant="light" color={portfolioStatusColor[item.status]} radius="sm" tt="none" data-testid="portfolio-status">
            {t(`portfolio.statuses.${item.status}`)}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text fz="sm">
            {t('portfolio.row.amount')}: <strong>{item.amount === null ? t('portfolio.row.noAmount') : format.currency(item.amount)}</strong>
          </Text>
          <Text fz="sm">
            {t('portfolio.row.joined')}: <strong>{format.date(item.created_at)}</strong>
          </Text>
          {item.date_of_investment ? (
            <Text fz="sm">
              {t('portfolio.row.invested')}: <strong>{format.date(item.date_of_investment)}</strong>
            </Text>
          ) : null}
        </Group>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" fw={600}>
              {format.currency(round.current_investments)}
            </Text>
            <Text fz="sm" fw={600} c="brand.7">
              {format.percent(percent)}
            </Text>
          </Group>
          <Progress value={progressValue(percent)} size="sm" radius="xl" aria-label={t('portfolio.row.raisedOf', { name: round.startup_name })} />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fz="xs" c="dimmed">
              {round.status === 'active' ? t('portfolio.row.daysLeft', { count: round.days_left }) : t('portfolio.row.finished')}
              {round.closing_early && round.status === 'active' ? ` · ${t('portfolio.row.closesEarly', { date: format.date(round.expire) })}` : ''}
            </Text>
            <Text fz="xs" fw={item.unread_updates > 0 ? 700 : 400} c={item.unread_updates > 0 ? undefined : 'dimmed'} data-testid="portfolio-unread">
              {t('portfolio.row.unread', { count: item.unread_updates })}
            </Text>
          </Group>
        </Stack>
        {item.reconfirm_by ? <Reconfirm roundId={round.id} by={item.reconfirm_by} /> : null}
      </Stack>
    </Paper>
  );
}

function Reconfirm({ roundId, by }: { roundId: string; by: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const reconfirm = useReconfirm();
  const [asking, setAsking] = useState(false);
  const send = async () => {
    try {
      await reconfirm.mutateAsync(roundId);
      notify.success(t('portfolio.reconfirm.done'));
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('portfolio.reconfirm.failed'));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="portfolio-reconfirm-by">
      <Text fz="sm" fw={600} c="orange.9">
        {t('portfolio.reconfirm.by', { date: format.date(by) })}
      </Text>
      <Button size="compact-md" color="orange" className={classes.control} onClick={() => setAsking(true)} data-testid="portfolio-reconfirm">
        {t('portfolio.reconfirm.button')}
      </Button>
      <ReconfirmModal
        roundId={roundId}
        reconfirmBy={by}
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => void send()}
        confirming={reconfirm.isPending}
      />
    </Group>
  );
}
