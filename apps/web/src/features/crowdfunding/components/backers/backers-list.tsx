import { useEffect, useState } from 'react';
import { Button, Chip, Group, Stack, Text } from '@mantine/core';
import { IconMapSearch, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { backerStatuses, type BackerStatus, type Role } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { paths } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useBackers } from '@/features/crowdfunding/api/list-backers';
import { BackerRow } from '../view/backers-preview';
import { isMissing } from '../view/round-state';
import { uniqueById } from '@/shared/lib/unique-by-id';

/**
 * Every backer of a round, 20 at a time with "load more" (spec part 2, section 9). The round's
 * startup filters them by status (`filters`, the card's `can.filter_backers`); investors and
 * corporates are sent the confirmed backers only, without amounts, dates or status (their own
 * backing aside), so they get no status filter. `role` picks the list's path.
 */
export function BackersList({ role, roundId, filters }: { role: Role; roundId: string; filters: boolean }) {
  const { t } = useTranslation();
  const insider = filters;
  const errorText = useErrorText();
  const [statuses, setStatuses] = useState<BackerStatus[]>([]);
  const query = useBackers(role, roundId, statuses);
  const backers = uniqueById(query.data?.pages.flatMap((page) => page.backers) ?? []);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  const missing = isMissing(query.error);
  useEffect(() => {
    if (query.error && !missing) notify.error(errorText(query.error));
  }, [query.error, missing, errorText]);

  return (
    <SectionCard
      title={t('pages.backers')}
      description={query.data ? t(insider ? 'crowdfundingView.backersPage.total' : 'crowdfundingView.confirmedCount', { count: total }) : undefined}
      data-testid="backers-list"
    >
      {insider ? (
        <Chip.Group multiple value={statuses} onChange={(next) => setStatuses(backerStatuses.filter((status) => next.includes(status)))}>
          <Group gap="xs" role="group" aria-label={t('crowdfundingView.backersPage.filter')}>
            {backerStatuses.map((status) => (
              <Chip key={status} value={status} variant="outline" size="sm" data-testid={`backer-filter-${status}`}>
                {t(`crowdfundingView.status.${status}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : (
        <Text fz="sm" c="dimmed" data-testid="backers-private">
          {t('crowdfundingView.backersPage.private')}
        </Text>
      )}
      {query.data === undefined ? (
        missing ? (
          <StateBlock
            framed={false}
            icon={<IconMapSearch size={36} stroke={1.6} />}
            color="gray"
            title={t('crowdfundingView.notFound')}
            description={t('crowdfundingView.notFoundHint')}
            data-testid="round-not-found"
          />
        ) : query.isError ? (
          <SomethingWentWrong framed={false} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ContentLoader />
        )
      ) : backers.length === 0 ? (
        <StateBlock
          framed={false}
          icon={<IconUsersGroup size={36} stroke={1.6} />}
          color="gray"
          title={t(insider ? 'crowdfundingView.backersPage.empty' : 'crowdfundingView.noBackers')}
        />
      ) : (
        <Stack gap="sm">
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {backers.map((backer) => (
              <BackerRow key={backer.id} backer={backer} href={paths.cabinet.crowdfunding.participant(roundId, backer.id)} />
            ))}
          </Stack>
          {query.hasNextPage ? (
            <Group justify="center">
              <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('crowdfundingView.backersPage.loadMore')}
              </Button>
            </Group>
          ) : null}
          <Text fz="xs" c="dimmed" ta="center" aria-live="polite">
            {backers.length} / {total}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
