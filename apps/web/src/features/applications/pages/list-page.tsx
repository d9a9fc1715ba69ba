import { useEffect } from 'react';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useInfiniteSentinel } from '../../../shared/hooks/use-infinite-sentinel';
import { paths } from '../../../shared/paths';
import { useCurrentUser } from '../../../shared/session/session-context';
import { ContentLoader } from '../../../shared/ui/loaders';
import { notify } from '../../../shared/ui/notify';
import { StateBlock } from '../../../shared/ui/state-block';
import { SomethingWentWrong } from '../../../shared/ui/states';
import { PageHeader } from '../../../shared/ui/page-header';
import { ticketSideOf } from '../api/keys';
import { useTicketPages } from '../api/list-tickets';
import { ExpertTicketList } from '../components/expert/expert-ticket-list';
import { NewApplicationMenu } from '../components/new-application-menu';
import { TicketCard } from '../components/ticket-card';
import { ticketCard } from '../lib/ticket-card';

/**
 * `/cabinet/applications`: the client's applications as cards, newest first (spec part 1,
 * section 2). A startup's list loads only with a full score; an expert sees its due-diligence tickets.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.applications'));
  if (user.role === 'expert') return <ExpertTicketList />;
  if (user.role === 'startup' && !user.isScoreFull) return <ScoreNotFull />;
  return <ClientApplications />;
}

function ClientApplications() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const errorText = useErrorText();
  const query = useTicketPages(ticketSideOf(user.role));
  const { fetchNextPage, hasNextPage, isFetchingNextPage, error } = query;
  const sentinel = useInfiniteSentinel(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage && !query.isError);
  const cards = query.data?.pages.flatMap((page) => page.tickets).map(ticketCard) ?? [];
  const total = query.data?.pages.at(-1)?.total;

  // A failed load also tells in a notification (spec part 1, section 8).
  useEffect(() => {
    if (error) notify.error(errorText(error), t('applications.loadFailed'));
  }, [error, errorText, t]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('pages.applications')}
          </Title>
          <Text c="dimmed" data-testid="applications-total">
            {total === undefined ? t('applications.intro') : t('applications.total', { count: total })}
          </Text>
        </Stack>
        <NewApplicationMenu role={user.role} />
      </Group>
      {query.data === undefined ? (
        query.isError ? (
          <SomethingWentWrong onRetry={() => void query.refetch()} />
        ) : (
          <ContentLoader />
        )
      ) : cards.length === 0 ? (
        <StateBlock
          icon={<IconClipboardList size={36} stroke={1.6} />}
          title={t('applications.empty.title')}
          description={t('applications.empty.text')}
          data-testid="applications-empty"
        />
      ) : (
        <Stack gap="md" component="section" aria-label={t('pages.applications')}>
          {cards.map((card) => (
            <TicketCard key={card.id} card={card} />
          ))}
          <div ref={sentinel} />
          {isFetchingNextPage ? (
            <Center py="md">
              <Loader size="sm" role="status" aria-label={t('common.loading')} />
            </Center>
          ) : null}
        </Stack>
      )}
    </Stack>
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
