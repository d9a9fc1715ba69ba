import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { idSchema } from '@platform/contract';
import { missingPage } from '@/shared/api/error-presentation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { SomethingWentWrong } from '@/shared/ui/states';
import { LoadedTicket } from '@/shared/tickets/ticket-view-frame';
import { useExpertTicket } from '../api/get-expert-ticket';
import { ExpertTicketList } from '../components/expert-ticket-list';
import { ExpertTicketHeader, ExpertTicketView, type ExpertTicketParts } from '../components/expert-ticket-view';
import { ReportSection } from '../components/report-section';

// An expert's screens under the applications routes (the route picks them by role): its
// due-diligence tickets, one ticket, and the report it writes.

/** `/cabinet/applications` for an expert: its due-diligence tickets (spec part 1, section 2). */
export function ExpertTicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.applications'));
  return <ExpertTicketList />;
}

/** `/cabinet/applications/view/expert_duedill/{appId}`: one due-diligence ticket with its tabs. */
export function ExpertTicketViewPage({ parts }: { parts: ExpertTicketParts }) {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  useDocumentTitle(t('pages.applicationView'));
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.cabinet.applications.list()} label={t('pages.backToApplications')} />
      {idSchema.safeParse(appId).success ? (
        <ExpertTicketView id={appId} parts={parts} />
      ) : (
        <SomethingWentWrong headingOrder={1} error={missingPage} description={t('applications.view.missingId')} />
      )}
    </Stack>
  );
}

/** `…/view/expert_duedill/{appId}/report`: the report the expert writes, on a page of its own. */
export function ExpertReportPage() {
  const { t } = useTranslation();
  const { appTypeId = '', appId = '' } = useParams();
  useDocumentTitle(t('pages.report'));
  const known = idSchema.safeParse(appId).success;
  return (
    <Stack gap="lg">
      <GoToRoute
        to={known ? paths.cabinet.applications.view(appTypeId, appId, 'report') : paths.cabinet.applications.list()}
        label={known ? t('pages.backToApplication') : t('pages.backToApplications')}
      />
      {known ? <ExpertReport id={appId} /> : <SomethingWentWrong headingOrder={1} error={missingPage} description={t('applications.view.missingId')} />}
    </Stack>
  );
}

function ExpertReport({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useExpertTicket(id);
  return (
    <LoadedTicket query={query} screen={t('pages.report')}>
      {(ticket) => (
        <Stack gap="lg">
          <ExpertTicketHeader ticket={ticket} eyebrow={t('pages.report')} />
          <ReportSection ticket={ticket} />
        </Stack>
      )}
    </LoadedTicket>
  );
}
