import { Stack } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { idSchema, type TicketDetail } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { useCurrentUser } from '@/shared/session/session-context';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { missingPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { LoadedTicket } from '@/shared/tickets/ticket-view-frame';
import { useTicket } from '../api/get-ticket';
import { ticketSideOf, type TicketSide } from '../api/keys';
import { ClientTicketHeader } from '../components/view/client-ticket-header';
import { ReportTab } from '../components/view/report-tab';
import { hasReport } from '../lib/report';

/**
 * `/cabinet/applications/view/{appTypeId}/{appId}/report`: the due-diligence report on a page of
 * its own. The client reads it as its application's Report tab shows it (an expert's route writes it).
 */
export function ApplicationReportPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { appTypeId = '', appId = '' } = useParams();
  useDocumentTitle(t('pages.report'));
  const known = idSchema.safeParse(appId).success;
  return (
    <Stack gap="lg">
      <GoToRoute
        to={known ? paths.cabinet.applications.view(appTypeId, appId, 'report') : paths.cabinet.applications.list()}
        label={known ? t('pages.backToApplication') : t('pages.backToApplications')}
      />
      {!known ? (
        <SomethingWentWrong headingOrder={1} error={missingPage} description={t('applications.view.missingId')} />
      ) : (
        <ClientReport id={appId} side={ticketSideOf(user.role)} />
      )}
    </Stack>
  );
}

function ClientReport({ id, side }: { id: string; side: TicketSide }) {
  const { t } = useTranslation();
  const query = useTicket(side, id);
  return (
    <LoadedTicket query={query} screen={t('pages.report')}>
      {(ticket) => <ClientReportScreen ticket={ticket} side={side} />}
    </LoadedTicket>
  );
}

function ClientReportScreen({ ticket, side }: { ticket: TicketDetail; side: TicketSide }) {
  const { t } = useTranslation();
  // Only due diligence has a report: any other application opens its own view.
  if (!hasReport(ticket.type_ticket)) return <Navigate to={paths.cabinet.applications.view(ticket.type_ticket, ticket.id)} replace />;
  return (
    <Stack gap="lg">
      <ClientTicketHeader ticket={ticket} eyebrow={t('pages.report')} />
      <ReportTab side={side} ticketId={ticket.id} />
    </Stack>
  );
}
