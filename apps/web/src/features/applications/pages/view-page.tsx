import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { idSchema, type TicketDetail } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { applicationTabs, paths } from '@/shared/paths';
import { useCurrentUser } from '@/shared/session/session-context';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { TabBar } from '@/shared/ui/kit/tab-bar';
import { missingPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useTicket } from '../api/get-ticket';
import { ticketSideOf, type TicketSide } from '../api/keys';
import { LoadedTicket } from '@/shared/tickets/ticket-view-frame';
import { ClientTicketHeader } from '../components/view/client-ticket-header';
import { InfoTab } from '../components/view/info-tab';
import { OffersTab } from '@/shared/offers/offers-tab';
import { ReportTab } from '../components/view/report-tab';
import { RoundLink } from '../components/view/round-link';
import { useTicketTab } from '@/shared/tickets/use-ticket-tab';
import { hasReport } from '../lib/report';
import { ticketCard } from '../lib/ticket-card';

/**
 * The tabs other domains fill: the application's threads (messages) and its meetings. The app's
 * route composes them, so the applications feature imports no other feature.
 */
export interface ApplicationParts {
  messages: (ticket: TicketDetail) => ReactNode;
  meetings: (ticket: TicketDetail, side: TicketSide) => ReactNode;
}

/**
 * `/cabinet/applications/view/{appTypeId}/{appId}`: one application with the tabs info, messages
 * and offers under a sticky bar (spec part 2, "Application forms"). The tab lives in `?tab=`;
 * without one, the view opens on messages when some wait for an answer, else on info. An expert
 * has a route of its own to its due-diligence ticket.
 */
export function ApplicationViewPage({ parts }: { parts: ApplicationParts }) {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  useDocumentTitle(t('pages.applicationView'));
  const back = <GoToRoute to={paths.cabinet.applications.list()} label={t('pages.backToApplications')} />;
  if (!idSchema.safeParse(appId).success) {
    return (
      <Stack gap="lg">
        {back}
        <SomethingWentWrong headingOrder={1} error={missingPage} description={t('applications.view.missingId')} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <TicketView id={appId} parts={parts} />
    </Stack>
  );
}

function TicketView({ id, parts }: { id: string; parts: ApplicationParts }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const query = useTicket(ticketSideOf(user.role), id);
  return (
    <LoadedTicket query={query} screen={t('pages.applicationView')}>
      {(ticket) => <TicketScreen ticket={ticket} side={ticketSideOf(user.role)} parts={parts} />}
    </LoadedTicket>
  );
}

function TicketScreen({ ticket, side, parts }: { ticket: TicketDetail; side: TicketSide; parts: ApplicationParts }) {
  const { t } = useTranslation();
  const card = ticketCard(ticket);
  const withReport = hasReport(ticket.type_ticket);
  // Unread threads on the application open the view on its messages tab, counted on the tab.
  const { tab, choose, unread } = useTicketTab(
    applicationTabs,
    { id: ticket.id, tasks: card.counters.tasks },
    (asked) => (asked !== 'report' && asked !== 'meetings') || withReport,
  );

  return (
    <Stack gap="lg">
      <ClientTicketHeader ticket={ticket} eyebrow={t('pages.applicationView')} />
      {side === 'startup' ? <RoundLink ticket={ticket} /> : null}
      <TabBar
        sticky
        label={t('applications.view.tabs')}
        value={tab}
        onChange={choose}
        items={[
          { value: 'info', label: t('applications.view.info') },
          { value: 'messages', label: t('applications.view.messages'), counter: unread },
          { value: 'offers', label: t('applications.view.offers'), counter: card.counters.newOffers },
          { value: 'meetings', label: t('meetings.title'), hidden: !withReport },
          { value: 'report', label: t('applications.view.report'), hidden: !withReport },
        ]}
      />
      <div role="tabpanel" aria-label={tab === 'meetings' ? t('meetings.title') : t(`applications.view.${tab}`)}>
        {tab === 'info' ? <InfoTab ticket={ticket} /> : null}
        {tab === 'messages' ? parts.messages(ticket) : null}
        {tab === 'offers' ? <OffersTab ticket={ticket} /> : null}
        {tab === 'meetings' ? parts.meetings(ticket, side) : null}
        {tab === 'report' ? <ReportTab side={side} ticketId={ticket.id} pageLink={paths.cabinet.applications.report(ticket.type_ticket, ticket.id)} /> : null}
      </div>
    </Stack>
  );
}
