import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconChecklist, IconClockExclamation } from '@tabler/icons-react';
import { parseISO } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormatters } from '@/shared/format/use-formatters';
import { FileAvatar } from '@/shared/ui/file-avatar';
import type { ExpertCardModel } from '../lib/expert-card';
import { CardDates, Counter, TicketCardFrame } from '@/shared/tickets/ticket-card-frame';

/** One expert ticket in the list; the whole card opens its view. */
export function ExpertTicketCard({ card }: { card: ExpertCardModel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TicketCardFrame
      card={card}
      dense
      data-testid="expert-ticket-card"
      meta={
        <>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('applications.expert.card.client', { name: card.client.name ?? t('profile.deletedCompany') })}
          </Text>
          <CardDates
            date={t('applications.expert.card.received', { date: format.date(card.date) })}
            expire={card.expire ? t('applications.expert.card.answerBy', { date: format.date(parseISO(card.expire)) }) : null}
          >
            {card.expired ? (
              <Badge
                color="orange"
                variant="light"
                radius="sm"
                tt="none"
                leftSection={<IconClockExclamation size={14} aria-hidden />}
                data-testid="expert-ticket-expired"
              >
                {t('applications.expert.card.expired')}
              </Badge>
            ) : null}
          </CardDates>
        </>
      }
      footer={
        <Group gap="md" justify="space-between" wrap="wrap">
          <InternalExpertLine expert={card.internalExpert} />
          <Group gap="md" wrap="wrap">
            <Counter
              icon={<IconChecklist size={16} aria-hidden />}
              text={t('applications.card.tasks', { count: card.counters.tasks })}
              highlight={card.counters.tasks > 0}
            />
            {card.counters.newOffers > 0 ? (
              <Badge size="md" variant="filled" radius="sm" tt="none" data-testid="expert-ticket-new">
                {t('applications.expert.card.newOffer', { count: card.counters.newOffers })}
              </Badge>
            ) : null}
          </Group>
        </Group>
      }
    />
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
