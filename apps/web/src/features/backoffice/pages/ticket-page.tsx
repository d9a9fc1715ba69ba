import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { idSchema } from '@platform/contract';
import { ResponseStatusError } from '../../../shared/api/errors';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { GoToRoute } from '../../../shared/ui/kit/go-to-route';
import { ContentLoader } from '../../../shared/ui/loaders';
import { missingPage } from '../../../shared/api/error-presentation';
import { SomethingWentWrong } from '../../../shared/ui/states';
import { useManagerTicket, type ManagerTicket } from '../../../shared/api/manager-ticket';
import { CandidatesCard } from '../components/candidates-card';
import { ExpertCandidatesCard } from '../../duediligence/manager/components/expert-candidates-card';
import { ExpertTicketCard } from '../../duediligence/manager/components/expert-ticket-card';
import { ExpertWorkCard } from '../../duediligence/manager/components/expert-work-card';
import { FilesCard } from '../components/files-card';
import { FormCard } from '../components/form-card';
import { HistoryCard } from '../components/history-card';
import { ManagerMeetingsCard } from '../../meetings/components/manager-meetings-card';
import { MoveStatusCard } from '../components/move-status-card';
import { OffersCard } from '../components/offers-card';
import { ReportReviewCard } from '../../duediligence/manager/components/report-review-card';
import { TicketSummary } from '../components/ticket-summary';
import { isClientDueDiligence, ownExpertWork } from '../../duediligence/manager/lib/expert-work';

/** The queue's filters the row was opened from, so "back" returns to the same page of the queue. */
function useQueueSearch(): string {
  const { state } = useLocation() as { state: { queueSearch?: unknown } | null };
  return typeof state?.queueSearch === 'string' ? state.queueSearch : '';
}

/** `/manage/tickets/{ticketId}`: one application with everything a manager acts on. */
export function ManageTicketPage() {
  const { t } = useTranslation();
  const { ticketId = '' } = useParams();
  const queueSearch = useQueueSearch();
  useDocumentTitle(t('manage.ticket.title'));
  const valid = idSchema.safeParse(ticketId).success;
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.manage.queue(queueSearch)} label={t('manage.ticket.backToQueue')} />
      {valid ? <TicketScreen id={ticketId} /> : <SomethingWentWrong headingOrder={1} error={missingPage} description={t('manage.ticket.notFound')} />}
    </Stack>
  );
}

function TicketScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useManagerTicket(id);
  if (query.data) return <TicketContent ticket={query.data} />;
  if (query.isError) {
    const missing = query.error instanceof ResponseStatusError && query.error.status === 404;
    return (
      <SomethingWentWrong
        headingOrder={1}
        error={query.error}
        onRetry={() => void query.refetch()}
        description={missing ? t('manage.ticket.notFound') : undefined}
      />
    );
  }
  return <ContentLoader />;
}

function TicketContent({ ticket }: { ticket: ManagerTicket }) {
  const type = ticket.type_ticket;
  if (type === 'expert_duedill') return <ExpertTicketContent ticket={ticket} />;
  const dueDiligence = isClientDueDiligence(type);
  return (
    <Stack gap="lg">
      <TicketSummary ticket={ticket} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <FormCard type={type} form={ticket.form} />
            <FilesCard files={ticket.files} />
            {dueDiligence ? <ExpertWorkCard ticket={ticket} /> : null}
            {dueDiligence ? <ExpertCandidatesCard ticket={ticket} /> : null}
            <OffersCard ticket={ticket} />
            <CandidatesCard ticket={ticket} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <MoveStatusCard ticket={ticket} />
            <HistoryCard history={ticket.history} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * An expert ticket: the work and its terms, the client's ticket (and its form) a click away, the
 * report under review and the history. The expert ticket holds no form of its own.
 */
function ExpertTicketContent({ ticket }: { ticket: ManagerTicket }) {
  const work = ownExpertWork(ticket);
  return (
    <Stack gap="lg">
      <TicketSummary ticket={ticket} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {work ? <ExpertTicketCard work={work} /> : null}
            {work ? <ManagerMeetingsCard work={work} /> : null}
            {work ? <ReportReviewCard work={work} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <HistoryCard history={ticket.history} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
