import { useId } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFormatters } from '@/shared/format/use-formatters';
import { DueSoonBadge } from '@/shared/pilots/due-soon-badge';
import classes from '@/shared/ui/link-card.module.css';
import { PilotDeclineReason, PilotStatusBadge } from './pilot-status-badge';

export interface PilotListCardProps {
  to: string;
  name: string;
  country: string;
  industries: string[];
  /** Its stored status; left out on sample cards, which show the example badge instead. */
  status?: string;
  declineReason?: string | null;
  date?: string | null;
  applicants?: number;
  /** Its run's decision is due within the week. */
  dueSoon?: boolean;
  testId?: string;
}

/** One pilot in the owner's showcase: the name opens it; status, country, industries and dates. */
export function PilotListCard({
  to,
  name,
  country,
  industries,
  status,
  declineReason = null,
  date,
  applicants,
  dueSoon = false,
  testId = 'owner-pilot-card',
}: PilotListCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId} className={classes.card} data-testid={testId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          {status ? (
            <PilotStatusBadge status={status} />
          ) : (
            <Badge variant="light" color="grape" radius="sm" tt="none">
              {t('pilotsOwner.samples.badge')}
            </Badge>
          )}
          {dueSoon ? <DueSoonBadge /> : null}
        </Group>
        <Title order={2} fz="md" id={titleId} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          <Link to={to} className={classes.link}>
            {name}
          </Link>
        </Title>
        <Text fz="sm">{country}</Text>
        <Group gap={6}>
          {industries.map((industry) => (
            <Badge key={industry} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
              {industry}
            </Badge>
          ))}
        </Group>
        {status ? <PilotDeclineReason status={status} reason={declineReason} compact /> : null}
        <Group justify="space-between" gap="xs" mt="auto">
          {date ? (
            <Text fz="xs" c="dimmed">
              {t('pilotsOwner.list.created', { date: format.date(date) })}
            </Text>
          ) : (
            <span />
          )}
          {applicants !== undefined ? (
            <Text fz="xs" fw={600}>
              {t('pilotsOwner.list.applicants', { count: applicants })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
