import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { idSchema } from '@platform/contract';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { useCurrentUser } from '../../../shared/session/session-context';
import { GoToRoute } from '../../../shared/ui/kit/go-to-route';
import { SomethingWentWrong } from '../../../shared/ui/states';
import { useExpertTicket } from '../api/get-expert-ticket';
import { ExpertTicketHeader } from '../components/expert/expert-ticket-view';
import { ReportSection } from '../components/expert/report-section';
import { LoadedTicket } from '../components/ticket-view-frame';
import { ApplicationReportPage as ClientReportPage } from './applications-pages';

/**
 * `/cabinet/applications/view/{appTypeId}/{appId}/report`: the expert writes the due-diligence
 * report here; other roles keep their own report screen.
 */
export function ApplicationReportPage() {
  const user = useCurrentUser();
  return user.role === 'expert' ? <ExpertReportPage /> : <ClientReportPage />;
}

function ExpertReportPage() {
  const { t } = useTranslation();
  const { appTypeId = '', appId = '' } = useParams();
  useDocumentTitle(t('pages.report'));
  const known = idSchema.safeParse(appId).success;
  return (
    <Stack gap="lg">
      <GoToRoute to={known ? paths.cabinet.applications.view(appTypeId, appId, 'report') : paths.cabinet.applications.list()} label={known ? t('pages.backToApplication') : t('pages.backToApplications')} />
      {known ? <ExpertReport id={appId} /> : <SomethingWentWrong headingOrder={1} description={t('applications.view.missingId')} />}
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
