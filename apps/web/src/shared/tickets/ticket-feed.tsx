import { Fragment, useEffect, type ReactNode } from 'react';
import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useErrorText } from '@/shared/api/use-error-text';
import { useInfiniteSentinel } from '@/shared/hooks/use-infinite-sentinel';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SomethingWentWrong } from '@/shared/ui/states';

export interface TicketFeedProps<Ticket, Card extends { id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<{ tickets: Ticket[]; total: number }>>;
  toCard: (ticket: Ticket) => Card;
  renderCard: (card: Card) => ReactNode;
  /** The line under the title: an intro until the total is known, then the count. */
  intro: (total: number | undefined) => string;
  /** Beside the title, e.g. the menu that files a new application. */
  aside?: ReactNode;
  /** Shown when there is no card at all. */
  empty: ReactNode;
}

/**
 * The applications page's list (spec part 1, section 2): cards newest first, appended on scroll;
 * a failed load offers to repeat and also tells in a notification (spec part 1, section 8).
 */
export function TicketFeed<Ticket, Card extends { id: string }>({ query, toCard, renderCard, intro, aside, empty }: TicketFeedProps<Ticket, Card>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { fetchNextPage, hasNextPage, isFetchingNextPage, error } = query;
  const sentinel = useInfiniteSentinel(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage && !query.isError);
  const cards = query.data?.pages.flatMap((page) => page.tickets).map(toCard) ?? [];
  const total = query.data?.pages.at(-1)?.total;

  useEffect(() => {
    if (error) notify.error(errorText(error), t('applications.loadFailed'));
  }, [error, errorText, t]);

  const heading = (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('pages.applications')}
      </Title>
      <Text c="dimmed" data-testid="applications-total">
        {intro(total)}
      </Text>
    </Stack>
  );
  return (
    <Stack gap="lg">
      {aside ? (
        <Group justify="space-between" align="flex-end" gap="md">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {query.data === undefined ? (
        query.isError ? (
          <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ContentLoader />
        )
      ) : cards.length === 0 ? (
        empty
      ) : (
        <Stack gap="md" component="section" aria-label={t('pages.applications')}>
          {cards.map((card) => (
            <Fragment key={card.id}>{renderCard(card)}</Fragment>
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
