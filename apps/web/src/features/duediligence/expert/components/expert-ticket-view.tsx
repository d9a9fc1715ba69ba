import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { parseISO } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ExpertTicket } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { expertTicketTabs } from '@/shared/paths';
import { TabBar } from '@/shared/ui/kit/tab-bar';
import { useExpertTicket } from '../api/get-expert-ticket';
import { useTicketTab } from '@/shared/tickets/use-ticket-tab';
import { expertCard } from '../lib/expert-card';
import { LoadedTicket, TicketHeader } from '@/shared/tickets/ticket-view-frame';
import { ExpertInfoTab } from './expert-info-tab';
import { ReportSection } from './report-section';

/** The tabs other domains fill (messages, meetings): the app's route composes them. */
export interface ExpertTicketParts {
  messages: (ticket: ExpertTicket) => ReactNode;
  meetings: (ticket: ExpertTicket) => ReactNode;
}

/** Loads one expert ticket; a failed load tells in a notification and offers to repeat. */
export function ExpertTicketView({ id, parts }: { id: string; parts: ExpertTicketParts }) {
  const { t } = useTranslation();
  const query = useExpertTicket(id);
  return (
    <LoadedTicket query={query} screen={t('pages.applicationView')}>
      {(ticket) => <ExpertTicketScreen ticket={ticket} parts={parts} />}
    </LoadedTicket>
  );
}

/** The header of an expert ticket: type, dates, status and step. */
export function ExpertTicketHeader({ ticket, eyebrow }: { ticket: ExpertTicket; eyebrow: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const card = expertCard(ticket);
  const dates = [
    t('applications.expert.card.received', { date: format.date(card.date) }),
    card.expire ? t('applications.expert.card.answerBy', { date: format.date(parseISO(card.expire)) }) : null,
    card.expired ? t('applications.expert.card.expired') : null,
  ];
  return <TicketHeader eyebrow={eyebrow} card={card} dates={dates} />;
}

/**
 * The expert's due-diligence view (spec part 1, section 2): info, messages, meetings and the
 * report under a sticky bar; the tab lives in `?tab=`, and unread messages open that tab first.
 */
function ExpertTicketScreen({ ticket, parts }: { ticket: ExpertTicket; parts: ExpertTicketParts }) {
  const { t } = useTranslation();
  const { tab, choose, unread } = useTicketTab(expertTicketTabs, { id: ticket.id, tasks: ticket.new_ticket_tasks });

  return (
    <Stack gap="lg">
      <ExpertTicketHeader ticket={ticket} eyebrow={t('pages.applicationView')} />
      <TabBar
        sticky
        label={t('applications.expert.view.tabs')}
        value={tab}
        onChange={choose}
        items={[
          { value: 'info', label: t('applications.expert.view.info') },
          { value: 'messages', label: t('applications.expert.view.messages'), counter: unread },
          { value: 'meetings', label: t('applications.expert.view.meetings') },
          { value: 'report', label: t('applications.expert.view.report') },
        ]}
      />
      <div role="tabpanel" aria-label={t(`applications.expert.view.${tab}`)}>
        {tab === 'info' ? <ExpertInfoTab ticket={ticket} /> : null}
        {tab === 'messages' ? parts.messages(ticket) : null}
        {tab === 'meetings' ? parts.meetings(ticket) : null}
        {tab === 'report' ? <ReportSection ticket={ticket} withPageLink /> : null}
      </div>
    </Stack>
  );
}
