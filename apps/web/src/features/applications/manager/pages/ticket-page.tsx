import type { ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation, useParams } from 'react-router';
import { idSchema } from '@platform/contract';
import { ResponseStatusError } from '@/shared/api/errors';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { ContentLoader } from '@/shared/ui/loaders';
import { missingPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useManagerTicket, type ManagerTicket } from '@/shared/api/manager-ticket';
import { CandidatesCard } from '../components/candidates-card';
import { FilesCard } from '../components/files-card';
import { FormCard } from '../components/form-card';
import { HistoryCard } from '../components/history-card';
import { MoveStatusCard } from '../components/move-status-card';
import { OffersCard } from '../components/offers-card';
import { TicketSummary } from '../components/ticket-summary';

/** The queue's filters the row was opened from, so "back" returns to the same page of the queue. */
function useQueueSearch(): string {
  const { state } = useLocation() as { state: { queueSearch?: unknown } | null };
  return typeof state?.queueSearch === 'string' ? state.queueSearch : '';
}

/**
 * What other domains add to a manager's ticket: due diligence (the experts' work on a client's
 * ticket, and the whole body of an expert ticket) with its meetings. The app's route composes them,
 * so the applications feature imports no other feature.
 */
export interface TicketParts {
  /** Cards under a client ticket's files; nothing for a ticket without due diligence. */
  clientWork: (ticket: ManagerTicket) => ReactNode;
  /** The left column of an expert ticket. */
  expertWork: (ticket: ManagerTicket) => ReactNode;
}

/** `/manage/tickets/{ticketId}`: one application with everything a manager acts on. */
export function ManageTicketPage({ parts }: { parts: TicketParts }) {
  const { t } = useTranslation();
  const { ticketId = '' } = useParams();
  const queueSearch = useQueueSearch();
  useDocumentTitle(t('manage.ticket.title'));
  const valid = idSchema.safeParse(ticketId).success;
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.manage.queue(queueSearch)} label={t('manage.ticket.backToQueue')} />
      {valid ? (
        <TicketScreen id={ticketId} parts={parts} />
      ) : (
        <SomethingWentWrong headingOrder={1} error={missingPage} description={t('manage.ticket.notFound')} />
      )}
    </Stack>
  );
}

function TicketScreen({ id, parts }: { id: string; parts: TicketParts }) {
  const { t } = useTranslation();
  const query = useManagerTicket(id);
  if (query.data) return <TicketContent ticket={query.data} parts={parts} />;
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

function TicketContent({ ticket, parts }: { ticket: ManagerTicket; parts: TicketParts }) {
  const type = ticket.type_ticket;
  if (type === 'expert_duedill') return <ExpertTicketContent ticket={ticket} parts={parts} />;
  return (
    <Stack gap="lg">
      <TicketSummary ticket={ticket} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <FormCard type={type} form={ticket.form} />
            <FilesCard files={ticket.files} />
            {parts.clientWork(ticket)}
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
function ExpertTicketContent({ ticket, parts }: { ticket: ManagerTicket; parts: TicketParts }) {
  return (
    <Stack gap="lg">
      <TicketSummary ticket={ticket} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">{parts.expertWork(ticket)}</Stack>
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
