import { Badge, Group } from '@mantine/core';
import { IconChecklist, IconMessages, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { parseISO } from 'date-fns';
import { useFormatters } from '@/shared/format/use-formatters';
import type { TicketCardModel } from '../lib/ticket-card';
import { CardDates, Counter, TicketCardFrame } from '@/shared/tickets/ticket-card-frame';

/** One application in the list (spec part 2, section 3, "Application card"); the whole card opens it. */
export function TicketCard({ card }: { card: TicketCardModel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TicketCardFrame
      card={card}
      data-testid="application-card"
      meta={
        <CardDates
          date={t('applications.card.filed', { date: format.date(card.filed) })}
          expire={card.expire ? t('applications.card.expires', { date: format.date(parseISO(card.expire)) }) : null}
        />
      }
      footer={
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
      }
    />
  );
}
