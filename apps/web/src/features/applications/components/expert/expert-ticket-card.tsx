import { useId, type ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconClockExclamation } from '@tabler/icons-react';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../../shared/format/use-formatters';
import { paths } from '../../../../shared/paths';
import { FileAvatar } from '../../../../shared/ui/file-avatar';
import type { ExpertCardModel } from '../../lib/expert-card';
import { StatusText } from '../status-text';
import { StepIndicator } from '../step-indicator';
import classes from '../../../../shared/ui/link-card.module.css';

/** One expert ticket in the list; the whole card opens its view. */
export function ExpertTicketCard({ card }: { card: ExpertCardModel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId} className={classes.card} data-testid="expert-ticket-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Title order={2} fz="lg" id={titleId}>
              <Link to={paths.cabinet.applications.view(card.type, card.id)} className={classes.link}>
                {t(`applications.types.${card.type}`)}
              </Link>
            </Title>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('applications.expert.card.client', { name: card.client.name ?? t('profile.deletedCompany') })}
            </Text>
            <Group gap="xs">
              <Group gap={4} wrap="nowrap">
                <IconCalendarEvent size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text fz="sm" c="dimmed">
                  {t('applications.expert.card.received', { date: format.date(card.date) })}
                </Text>
              </Group>
              {card.expire ? (
                <Text fz="sm" c="dimmed">
                  · {t('applications.expert.card.answerBy', { date: format.date(parseISO(card.expire)) })}
                </Text>
              ) : null}
              {card.expired ? (
                <Badge color="orange" variant="light" radius="sm" tt="none" leftSection={<IconClockExclamation size={14} aria-hidden />} data-testid="expert-ticket-expired">
                  {t('applications.expert.card.expired')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <StepIndicator step={card.step} />
        </Group>
        <StatusText status={card.status} tone={card.step.tone} />
        <Group gap="md" justify="space-between" wrap="wrap">
          <InternalExpertLine expert={card.internalExpert} />
          <Group gap="md" wrap="wrap">
            <Counter icon={<IconChecklist size={16} aria-hidden />} text={t('applications.card.tasks', { count: card.counters.tasks })} highlight={card.counters.tasks > 0} />
            {card.counters.newOffers > 0 ? (
              <Badge size="md" variant="filled" radius="sm" tt="none" data-testid="expert-ticket-new">
                {t('applications.expert.card.newOffer', { count: card.counters.newOffers })}
              </Badge>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The company's expert on the ticket: photo or initials and the full name, or "not assigned". */
export function InternalExpertLine({ expert }: { expert: ExpertCardModel['internalExpert'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }} data-testid="expert-ticket-internal-expert">
      {expert ? <FileAvatar path={expert.photo} name={expert.fullName} alt="" size={32} radius="xl" /> : null}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed">
          {t('applications.expert.card.internalExpert')}
        </Text>
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {expert ? expert.fullName : t('applications.expert.card.noInternalExpert')}
        </Text>
      </Stack>
    </Group>
  );
}

function Counter({ icon, text, highlight }: { icon: ReactNode; text: string; highlight: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="span" c={highlight ? 'brand.7' : 'dimmed'} style={{ display: 'inline-flex' }}>
        {icon}
      </Text>
      <Text fz="sm" fw={highlight ? 600 : undefined}>
        {text}
      </Text>
    </Group>
  );
}
