import { useId, type ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconMessages, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseISO } from 'date-fns';
import { Link } from 'react-router';
import { useFormatters } from '../../../shared/format/use-formatters';
import { paths } from '../../../shared/paths';
import type { TicketCardModel } from '../lib/ticket-card';
import { StatusText } from './status-text';
import { StepIndicator } from './step-indicator';
import classes from '../../../shared/ui/link-card.module.css';

/** One application in the list (spec part 2, section 3, "Application card"); the whole card opens it. */
export function TicketCard({ card }: { card: TicketCardModel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby={titleId} className={classes.card} data-testid="application-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Title order={2} fz="lg" id={titleId}>
              <Link to={paths.cabinet.applications.view(card.type, card.id)} className={classes.link}>
                {t(`applications.types.${card.type}`)}
              </Link>
            </Title>
            <Group gap="xs">
              <Group gap={4} wrap="nowrap">
                <IconCalendarEvent size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text fz="sm" c="dimmed">
                  {t('applications.card.filed', { date: format.date(card.filed) })}
                </Text>
              </Group>
              {card.expire ? (
                <Text fz="sm" c="dimmed">
                  · {t('applications.card.expires', { date: format.date(parseISO(card.expire)) })}
                </Text>
              ) : null}
            </Group>
          </Stack>
          <StepIndicator step={card.step} />
        </Group>
        <StatusText status={card.status} tone={card.step.tone} />
        <Group gap="md" justify="space-between" wrap="wrap">
          <Group gap="md" wrap="wrap">
            <Counter icon={<IconMessages size={16} aria-hidden />} text={t('applications.card.messages', { count: card.counters.messages })} />
            <Counter
              icon={<IconUsersGroup size={16} aria-hidden />}
              text={t('applications.card.offers', { count: card.counters.offers })}
              badge={card.counters.newOffers > 0 ? t('applications.card.newOffers', { count: card.counters.newOffers }) : undefined}
            />
            <Counter icon={<IconChecklist size={16} aria-hidden />} text={t('applications.card.tasks', { count: card.counters.tasks })} />
          </Group>
          <Group gap="xs">
            {card.crowdfunding ? (
              <Badge variant="outline" color="grape" radius="sm" tt="none">
                {t('applications.card.crowdfunding')}
              </Badge>
            ) : null}
            {card.coInvestment ? (
              <Badge variant="outline" color="gray" radius="sm" tt="none">
                {t('applications.card.coInvestment')}
              </Badge>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function Counter({ icon, text, badge }: { icon: ReactNode; text: string; badge?: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="span" c="dimmed" style={{ display: 'inline-flex' }}>
        {icon}
      </Text>
      <Text fz="sm">{text}</Text>
      {badge ? (
        <Badge size="sm" variant="filled" radius="sm" tt="none">
          {badge}
        </Badge>
      ) : null}
    </Group>
  );
}
