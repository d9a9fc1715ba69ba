import { Button, Stack } from '@mantine/core';
import { IconClipboardList, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { useCurrentUser } from '@/shared/session/session-context';
import { StateBlock } from '@/shared/ui/state-block';
import { PageHeader } from '@/shared/ui/page-header';
import { ticketSideOf } from '../api/keys';
import { useTicketPages } from '../api/list-tickets';
import { NewApplicationMenu } from '../components/new-application-menu';
import { TicketCard } from '../components/ticket-card';
import { TicketFeed } from '@/shared/tickets/ticket-feed';
import { ticketCard } from '../lib/ticket-card';

/**
 * `/cabinet/applications`: the client's applications as cards, newest first (spec part 1,
 * section 2). The list loads only when the account may file applications (a startup once its
 * score is full); an expert's route shows its due-diligence tickets instead.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.applications'));
  // The account answer says whether it may file: a startup may not until its score is full.
  if (!user.can.file_applications) return <ScoreNotFull />;
  return <ClientApplications />;
}

function ClientApplications() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const query = useTicketPages(ticketSideOf(user.role));
  return (
    <TicketFeed
      query={query}
      toCard={ticketCard}
      renderCard={(card) => <TicketCard card={card} />}
      intro={(total) => (total === undefined ? t('applications.intro') : t('applications.total', { count: total }))}
      aside={<NewApplicationMenu role={user.role} />}
      empty={
        <StateBlock
          icon={<IconClipboardList size={36} stroke={1.6} />}
          title={t('applications.empty.title')}
          description={t('applications.empty.text')}
          data-testid="applications-empty"
        />
      }
    />
  );
}

/** A startup without a full score: no list yet, and the way to the profile that unlocks it. */
function ScoreNotFull() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.applications')} description={t('applications.intro')} />
      <StateBlock
        icon={<IconUserCircle size={36} stroke={1.6} />}
        color="yellow"
        title={t('applications.scoreNotFull.title')}
        description={t('applications.scoreNotFull.text')}
        action={
          <Button component={Link} to={paths.cabinet.profile()}>
            {t('applications.scoreNotFull.action')}
          </Button>
        }
        data-testid="applications-score-not-full"
      />
    </Stack>
  );
}
