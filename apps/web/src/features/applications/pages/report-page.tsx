import { useEffect } from 'react';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { idSchema } from '@platform/contract';
import { ResponseStatusError } from '../../../shared/api/errors';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { useCurrentUser } from '../../../shared/session/session-context';
import { GoToRoute } from '../../../shared/ui/kit/go-to-route';
import { ContentLoader } from '../../../shared/ui/loaders';
import { notify } from '../../../shared/ui/notify';
import { SomethingWentWrong } from '../../../shared/ui/states';
import { useExpertTicket } from '../api/get-expert-ticket';
import { ExpertTicketHeader } from '../components/expert/expert-ticket-view';
import { ReportSection } from '../components/expert/report-section';
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
  const errorText = useErrorText();
  const query = useExpertTicket(id);

  useEffect(() => {
    if (query.error) notify.error(errorText(query.error), t('pages.report'));
  }, [query.error, errorText, t]);

  if (query.data === undefined) {
    if (!query.isError) return <ContentLoader />;
    const missing = query.error instanceof ResponseStatusError && query.error.status === 404;
    return <SomethingWentWrong headingOrder={1} onRetry={() => void query.refetch()} description={missing ? t('applications.view.missingId') : undefined} />;
  }
  return (
    <Stack gap="lg">
      <ExpertTicketHeader ticket={query.data} eyebrow={t('pages.report')} />
      <ReportSection ticket={query.data} />
    </Stack>
  );
}
