import { useEffect } from 'react';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconMessageExclamation } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportVisibleStatuses, type ExpertTicket, type ReportStatus } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { ReportView } from '@/shared/reports/report-view';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useExpertReport } from '../api/expert-report';
import { ReportForm } from './report-form';

const statusColor: Record<ReportStatus, string> = { empty: 'gray', saved: 'brand', under_review: 'yellow', approved: 'teal', cancel: 'red' };

/**
 * The report of an expert ticket (spec part 1, section 4): an info note until the work starts, then its
 * status, the manager's request for changes, and the form while it may be edited.
 */
export function ReportSection({ ticket, withPageLink = false }: { ticket: ExpertTicket; withPageLink?: boolean }) {
  const { t } = useTranslation();
  if (!reportVisibleStatuses.includes(ticket.status)) {
    return (
      <StateBlock
        icon={<IconFileText size={36} stroke={1.6} />}
        color="gray"
        title={t('applications.expert.report.stubTitle')}
        description={t('applications.expert.report.stubText')}
        data-testid="report-not-started"
      />
    );
  }
  return <LoadedReport ticket={ticket} withPageLink={withPageLink} />;
}

function LoadedReport({ ticket, withPageLink }: { ticket: ExpertTicket; withPageLink: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const query = useExpertReport(ticket.id);

  useEffect(() => {
    if (query.error) notify.error(errorText(query.error), t('applications.expert.report.title'));
  }, [query.error, errorText, t]);

  if (query.data === undefined) return query.isError ? <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} /> : <ContentLoader />;
  const { status, content, editable, client_is_startup: clientIsStartup } = query.data;
  const lastEdit = query.data.report?.last_edit ?? content?.last_edit ?? null;
  return (
    <Stack gap="lg">
      <SectionCard
        title={t('applications.expert.report.title')}
        aside={
          withPageLink ? (
            <GoToRoute
              direction="forward"
              to={paths.cabinet.applications.report(ticket.type_ticket, ticket.id)}
              label={t('applications.expert.report.openPage')}
            />
          ) : undefined
        }
        data-testid="report-status"
      >
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <Badge variant="light" color={statusColor[status]} radius="sm" tt="none" size="lg" data-status={status}>
              {t(`applications.expert.report.status.${status}.title`)}
            </Badge>
            {lastEdit ? (
              <Text fz="sm" c="dimmed">
                {t('applications.expert.report.lastEdit', { date: format.dateTime(lastEdit) })}
              </Text>
            ) : null}
          </Group>
          <Text fz="sm" c="dimmed">
            {t(`applications.expert.report.status.${status}.text`)}
          </Text>
          {content?.change_request ? (
            <Alert
              variant="light"
              color="orange"
              icon={<IconMessageExclamation size={18} aria-hidden />}
              title={t('applications.expert.report.changeRequest')}
              data-testid="report-change-request"
            >
              <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {content.change_request}
              </Text>
            </Alert>
          ) : null}
        </Stack>
      </SectionCard>
      {editable ? (
        <ReportForm key={lastEdit ?? 'new'} ticketId={ticket.id} report={content} clientIsStartup={clientIsStartup} />
      ) : content ? (
        <ReportView report={content} layout="cards" />
      ) : null}
    </Stack>
  );
}
