import { useEffect } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { parseISO } from 'date-fns';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { idSchema, type TicketDetail } from '@platform/contract';
import { ResponseStatusError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useFormatters } from '../../../shared/format/use-formatters';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { applicationTabs, paths, type ApplicationTab } from '../../../shared/paths';
import { useCurrentUser } from '../../../shared/session/session-context';
import { GoToRoute } from '../../../shared/ui/kit/go-to-route';
import { TabBar } from '../../../shared/ui/kit/tab-bar';
import { ContentLoader } from '../../../shared/ui/loaders';
import { notify } from '../../../shared/ui/notify';
import { PageHeader } from '../../../shared/ui/page-header';
import { SomethingWentWrong } from '../../../shared/ui/states';
import { useTicket } from '../api/get-ticket';
import { ticketSideOf, type TicketSide } from '../api/keys';
import { ExpertTicketView } from '../components/expert/expert-ticket-view';
import { StatusText } from '../components/status-text';
import { StepIndicator } from '../components/step-indicator';
import { InfoTab } from '../components/view/info-tab';
import { OffersTab } from '../components/view/offers-tab';
import { ReportTab } from '../components/view/report-tab';
import { hasReport } from '../lib/report';
import { ticketCard } from '../lib/ticket-card';
import { useTicketThreads } from '../../messages/api/list-ticket-threads';
import { TicketThreadsTab } from '../../messages/components/ticket-threads-tab';

const isTab = (value: string | null): value is ApplicationTab => (applicationTabs as readonly (string | null)[]).includes(value);

/**
 * `/cabinet/applications/view/{appTypeId}/{appId}`: one application with the tabs info, messages
 * and offers under a sticky bar (spec part 2, "Application forms"). The tab lives in `?tab=`;
 * without one, the view opens on messages when some wait for an answer, else on info. An expert
 * sees its due-diligence ticket (the route lets experts in only with `expert_duedill`).
 */
export function ApplicationViewPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { appId = '' } = useParams();
  useDocumentTitle(t('pages.applicationView'));
  const back = <GoToRoute to={paths.cabinet.applications.list()} label={t('pages.backToApplications')} />;
  if (!idSchema.safeParse(appId).success) {
    return (
      <Stack gap="lg">
        {back}
        <SomethingWentWrong headingOrder={1} description={t('applications.view.missingId')} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      {user.role === 'expert' ? <ExpertTicketView id={appId} /> : <TicketView id={appId} />}
    </Stack>
  );
}

function TicketView({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const errorText = useErrorText();
  const query = useTicket(ticketSideOf(user.role), id);

  // A failed load also tells in a notification (spec part 1, section 8).
  useEffect(() => {
    if (query.error) notify.error(errorText(query.error), t('pages.applicationView'));
  }, [query.error, errorText, t]);

  if (query.data === undefined) {
    if (!query.isError) return <ContentLoader />;
    const missing = query.error instanceof ResponseStatusError && query.error.status === 404;
    return <SomethingWentWrong headingOrder={1} onRetry={() => void query.refetch()} description={missing ? t('applications.view.missingId') : undefined} />;
  }
  return <TicketScreen ticket={query.data} side={ticketSideOf(user.role)} />;
}

function TicketScreen({ ticket, side }: { ticket: TicketDetail; side: TicketSide }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [search, setSearch] = useSearchParams();
  const card = ticketCard(ticket);
  // Unread threads on the application open the view on its messages tab, counted on the tab.
  const threads = useTicketThreads(ticket.id);
  const unread = Math.max(card.counters.tasks, threads.data?.filter((thread) => thread.unread).length ?? 0);
  const asked = search.get('tab');
  const withReport = hasReport(ticket.type_ticket);
  const tab: ApplicationTab = isTab(asked) && (asked !== 'report' || withReport) ? asked : unread > 0 ? 'messages' : 'info';
  const choose = (next: string) => {
    if (!isTab(next)) return;
    setSearch((params) => {
      params.set('tab', next);
      return params;
    }, { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={t('pages.applicationView')}
        title={t(`applications.types.${card.type}`)}
        meta={
          <Stack gap="sm" mt={4}>
            <Text fz="sm" c="dimmed">
              {t('applications.card.filed', { date: format.date(card.filed) })}
              {card.expire ? ` · ${t('applications.card.expires', { date: format.date(parseISO(card.expire)) })}` : ''}
            </Text>
            <Group gap="xl" align="flex-start" wrap="wrap">
              <StatusText status={card.status} tone={card.step.tone} />
              <StepIndicator step={card.step} />
            </Group>
          </Stack>
        }
      />
      <TabBar
        sticky
        label={t('applications.view.tabs')}
        value={tab}
        onChange={choose}
        items={[
          { value: 'info', label: t('applications.view.info') },
          { value: 'messages', label: t('applications.view.messages'), counter: unread },
          { value: 'offers', label: t('applications.view.offers'), counter: card.counters.newOffers },
          { value: 'report', label: t('applications.view.report'), hidden: !withReport },
        ]}
      />
      <div role="tabpanel" aria-label={t(`applications.view.${tab}`)}>
        {tab === 'info' ? <InfoTab ticket={ticket} /> : null}
        {tab === 'messages' ? <TicketThreadsTab ticketId={ticket.id} appTypeId={card.type} /> : null}
        {tab === 'offers' ? <OffersTab ticket={ticket} /> : null}
        {tab === 'report' ? <ReportTab side={side} ticketId={ticket.id} /> : null}
      </div>
    </Stack>
  );
}
