import type { ReactNode } from 'react';
import { Anchor, Button, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { progressValue, type CrowdfundingCard } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { FileLine } from '@/shared/ui/file-line';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { remainingOf } from '../lib/remaining';
import { RoundStatusBadge } from './status-badges';

/** The round's heading: the startup, the status and the way to its application. */
export function RoundHeader({ round }: { round: CrowdfundingCard }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {round.startup.title}
        </Title>
        <RoundStatusBadge status={round.status} />
      </Group>
      <Text c="dimmed">{t('manageCrowdfunding.round.title')}</Text>
      {round.ticket_id ? (
        <Anchor component={Link} to={paths.manage.ticket(round.ticket_id)} fz="sm" fw={600}>
          {t('manageCrowdfunding.round.application')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The round's figures and texts as the startup filed them, with what it has raised so far. */
export function RoundFactsCard({ round }: { round: CrowdfundingCard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const none = t('manageCrowdfunding.round.none');
  const percent = round.value_of_investments.percent;
  const deck = round.pitch_deck;
  return (
    <SectionCard title={t('manageCrowdfunding.round.facts')} data-testid="round-facts">
      <Stack gap={4}>
        <Progress value={progressValue(percent)} aria-label={t('manageCrowdfunding.round.progress', { percent: format.percent(percent) })} />
        <Text fz="sm" c="dimmed">
          {t('manageCrowdfunding.round.progress', { percent: format.percent(percent) })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Fact label={t('manageCrowdfunding.round.range')}>
          {t('manageCrowdfunding.rounds.range', { min: format.currency(round.value_of_investments.min), max: format.currency(round.value_of_investments.max) })}
        </Fact>
        <Fact label={t('manageCrowdfunding.round.minTicket')}>{round.min_ticket != null ? format.currency(round.min_ticket) : none}</Fact>
        <Fact label={t('manageCrowdfunding.round.raised')}>
          <span data-testid="round-raised">{format.currency(round.current_investments)}</span>
        </Fact>
        <Fact label={t('manageCrowdfunding.round.remaining')}>{format.currency(remainingOf(round))}</Fact>
        <Fact label={t('manageCrowdfunding.round.backersCount')}>{format.number(round.backers_count)}</Fact>
        <Fact label={t('manageCrowdfunding.round.expire')}>{format.date(round.expire)}</Fact>
        <Fact label={t('manageCrowdfunding.round.daysLeft')}>{format.number(round.days_left)}</Fact>
        <Fact label={t('manageCrowdfunding.round.created')}>{format.date(round.created_at)}</Fact>
      </SimpleGrid>
      {round.decline_reason ? (
        <Fact label={t('manageCrowdfunding.round.declineReason')}>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="round-decline-reason">
            {round.decline_reason}
          </Text>
        </Fact>
      ) : null}
      <Fact label={t('manageCrowdfunding.round.conditions')}>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{round.conditions_of_deal}</Text>
      </Fact>
      {round.product_description ? (
        <Fact label={t('manageCrowdfunding.round.product')}>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{round.product_description}</Text>
        </Fact>
      ) : null}
      {deck ? (
        <FileLine
          file={{ name: deck.name, size: deck.size }}
          caption={t('manageCrowdfunding.round.pitchDeck')}
          action={
            <Button
              variant="light"
              size="compact-sm"
              aria-label={t('manage.files.downloadOf', { name: deck.name })}
              onClick={() => void saveFile(deck.path, deck.name).catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')))}
            >
              {t('manage.files.download')}
            </Button>
          }
        />
      ) : null}
    </SectionCard>
  );
}
