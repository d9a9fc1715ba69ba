import { useEffect } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { useInfiniteSentinel } from '../../../../shared/hooks/use-infinite-sentinel';
import { paths } from '../../../../shared/paths';
import { ContentLoader } from '../../../../shared/ui/loaders';
import { notify } from '../../../../shared/ui/notify';
import { StateBlock } from '../../../../shared/ui/state-block';
import { SomethingWentWrong } from '../../../../shared/ui/states';
import { useExpertTicketPages } from '../../api/list-expert-tickets';
import { expertCard } from '../../lib/expert-card';
import { ExpertTicketCard } from './expert-ticket-card';

/**
 * The expert's applications: due-diligence tickets as cards, newest first, appended on scroll
 * (spec part 1, section 2). Without any, a banner leads to the profile.
 */
export function ExpertTicketList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useExpertTicketPages();
  const { fetchNextPage, hasNextPage, isFetchingNextPage, error } = query;
  const sentinel = useInfiniteSentinel(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage && !query.isError);
  const cards = query.data?.pages.flatMap((page) => page.tickets).map(expertCard) ?? [];
  const total = query.data?.pages.at(-1)?.total;

  // A failed load also tells in a notification (spec part 1, section 8).
  useEffect(() => {
    if (error) notify.error(errorText(error), t('applications.loadFailed'));
  }, [error, errorText, t]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('pages.applications')}
        </Title>
        <Text c="dimmed" data-testid="applications-total">
          {total === undefined ? t('applications.expert.intro') : t('applications.expert.total', { count: total })}
        </Text>
      </Stack>
      {query.data === undefined ? (
        query.isError ? (
          <SomethingWentWrong onRetry={() => void query.refetch()} />
        ) : (
          <ContentLoader />
        )
      ) : cards.length === 0 ? (
        <StateBlock
          icon={<IconUserCircle size={36} stroke={1.6} />}
          title={t('applications.expert.empty.title')}
          description={t('applications.expert.empty.text')}
          action={
            <Button component={Link} to={paths.cabinet.profile()}>
              {t('applications.expert.empty.action')}
            </Button>
          }
          data-testid="applications-empty"
        />
      ) : (
        <Stack gap="md" component="section" aria-label={t('pages.applications')}>
          {cards.map((card) => (
            <ExpertTicketCard key={card.id} card={card} />
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
