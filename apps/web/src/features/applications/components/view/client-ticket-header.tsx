import { parseISO } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { TicketDetail } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { ticketCard } from '@/features/applications/lib/ticket-card';
import { TicketHeader } from '@/shared/tickets/ticket-view-frame';

/** A client's application as its screens head it: type, filed and expiry dates, status and step. */
export function ClientTicketHeader({ ticket, eyebrow }: { ticket: TicketDetail; eyebrow: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const card = ticketCard(ticket);
  const dates = [
    t('applications.card.filed', { date: format.date(card.filed) }),
    card.expire ? t('applications.card.expires', { date: format.date(parseISO(card.expire)) }) : null,
  ];
  return <TicketHeader eyebrow={eyebrow} card={card} dates={dates} />;
}
