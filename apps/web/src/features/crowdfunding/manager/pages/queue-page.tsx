import { useEffect, useId } from 'react';
import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import { IconCoins, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { TabBar } from '@/shared/ui/kit/tab-bar';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { Pager } from '@/shared/ui/pager';
import { useBackerQueue } from '../api/get-backer-queue';
import { useRounds } from '../api/get-rounds';
import { BackerQueueList } from '../components/backer-queue-list';
import { RoundsTable } from '../components/rounds-table';
import {
  pageCount,
  readRoundQueue,
  roundQueueToSearch,
  roundStatusFilters,
  statusOfFilter,
  type RoundQueueParams,
  type RoundStatusFilter,
} from '../lib/round-queue-params';

/** `/manage/crowdfunding`: rounds by status (to moderate first) and backers waiting for a decision, as two tabs. */
export function ManageCrowdfundingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('manageCrowdfunding.title'));
  const [params, setParams] = useSearchParams();
  const state = readRoundQueue(params);
  const apply = (next: RoundQueueParams) => setParams(roundQueueToSearch(next));
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('manageCrowdfunding.title')}
      </Title>
      <TabBar
        label={t('manageCrowdfunding.tabs.label')}
        items={[
          { value: 'rounds', label: t('manageCrowdfunding.tabs.rounds') },
          { value: 'backers', label: t('manageCrowdfunding.tabs.backers') },
        ]}
        value={state.tab}
        onChange={(tab) => apply({ tab: tab === 'backers' ? 'backers' : 'rounds', status: 'new', page: 1 })}
      />
      {state.tab === 'rounds' ? <RoundsTab state={state} apply={apply} /> : <BackersTab state={state} apply={apply} />}
    </Stack>
  );
}

/** A page past the end (rows moved on since the link was made) shows the last one instead. */
function useLastPage(beyond: boolean, state: RoundQueueParams, pages: number, apply: (next: RoundQueueParams) => void) {
  useEffect(() => {
    if (beyond) apply({ ...state, page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page falls beyond the end
  }, [beyond]);
}

function RoundsTab({ state, apply }: { state: RoundQueueParams; apply: (next: RoundQueueParams) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const query = useRounds(statusOfFilter(state.status), state.page);
  const data = query.data;
  const pages = data ? pageCount(data.total) : 1;
  useLastPage(data !== undefined && !query.isPlaceholderData && state.page > pages, state, pages, apply);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fz="sm" fw={500} id={labelId}>
          {t('manageCrowdfunding.rounds.filter')}
        </Text>
        <Chip.Group multiple={false} value={state.status} onChange={(value) => apply({ ...state, status: value as RoundStatusFilter, page: 1 })}>
          <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
            {roundStatusFilters.map((status) => (
              <Chip key={status} value={status} name={labelId} variant="outline" radius="sm">
                {t(`manageCrowdfunding.statuses.${status}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Text c="dimmed" data-testid="rounds-total">
        {data ? t('manageCrowdfunding.rounds.total', { count: data.total }) : '\u00a0'}
      </Text>
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.rounds.length === 0 ? (
        <StateBlock
          icon={<IconCoins size={36} stroke={1.6} />}
          color="gray"
          title={t('manageCrowdfunding.rounds.empty.title')}
          description={t('manageCrowdfunding.rounds.empty.text')}
          data-testid="rounds-empty"
        />
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={query.isPlaceholderData}>
          <RoundsTable rows={data.rounds} />
          <Pager page={Math.min(state.page, pages)} pages={pages} onChange={(page) => apply({ ...state, page })} />
        </Stack>
      )}
    </Stack>
  );
}

function BackersTab({ state, apply }: { state: RoundQueueParams; apply: (next: RoundQueueParams) => void }) {
  const { t } = useTranslation();
  const query = useBackerQueue(state.page);
  const data = query.data;
  const pages = data ? pageCount(data.total) : 1;
  useLastPage(data !== undefined && !query.isPlaceholderData && state.page > pages, state, pages, apply);
  return (
    <Stack gap="md">
      <Text c="dimmed" data-testid="backers-total">
        {data ? t('manageCrowdfunding.queue.total', { count: data.total }) : '\u00a0'}
      </Text>
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.backers.length === 0 ? (
        <StateBlock
          icon={<IconUserCheck size={36} stroke={1.6} />}
          color="gray"
          title={t('manageCrowdfunding.queue.empty.title')}
          description={t('manageCrowdfunding.queue.empty.text')}
          data-testid="backers-empty"
        />
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={query.isPlaceholderData}>
          <BackerQueueList backers={data.backers} />
          <Pager page={Math.min(state.page, pages)} pages={pages} onChange={(page) => apply({ ...state, page })} />
        </Stack>
      )}
    </Stack>
  );
}
