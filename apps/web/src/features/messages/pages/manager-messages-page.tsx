import { useEffect, useState } from 'react';
import { Badge, Grid, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconInbox } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { managerThreadStates, threadKinds, type ManagerThreadState, type ThreadKind } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { ThreadCard } from '../components/thread-card';
import { roughDuration, secondsSince } from '../lib/duration';
import { useThreadQueue, type ManagerThreadItem } from '../api/get-thread-queue';
import { Pager } from '@/shared/ui/pager';
import { pageCount } from '@/shared/lib/page-params';
import { readThreadParams, threadParamsToSearch, type ThreadQueueFilters } from '../lib/thread-params';

const ALL = 'all';

/** Re-renders every minute, so the waiting times keep counting. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** `/manage/messages`: the threads waiting for the platform (oldest first), or any other state. */
export function ManageMessagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('manage.threads.title'));
  const [params, setParams] = useSearchParams();
  const filters = readThreadParams(params);
  const query = useThreadQueue(filters);
  const data = query.data;
  const apply = (next: ThreadQueueFilters) => setParams(threadParamsToSearch(next));
  const usual = data?.usual_answer_seconds ?? null;
  const rough = usual === null ? null : roughDuration(usual);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('manage.threads.title')}
        </Title>
        <Text c="dimmed" data-testid="threads-total">
          {data ? t('manage.threads.total', { count: data.total }) : '\u00a0'}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Select
                label={t('manage.threads.kind')}
                data={[
                  { value: ALL, label: t('manage.threads.allKinds') },
                  ...threadKinds.map((kind) => ({ value: kind, label: t(`manage.threads.kinds.${kind}`) })),
                ]}
                value={filters.kind ?? ALL}
                onChange={(value) => apply({ ...filters, kind: value && value !== ALL ? (value as ThreadKind) : null, page: 1 })}
                allowDeselect={false}
              />
              <Select
                label={t('manage.threads.state')}
                data={managerThreadStates.map((state) => ({ value: state, label: t(`manage.threads.states.${state}`) }))}
                value={filters.state}
                onChange={(value) => apply({ ...filters, state: (value ?? 'waiting') as ManagerThreadState, page: 1 })}
                allowDeselect={false}
              />
            </SimpleGrid>
            {query.isPending ? (
              <ContentLoader />
            ) : query.isError && !data ? (
              <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
            ) : !data || data.threads.length === 0 ? (
              <StateBlock
                icon={<IconInbox size={36} stroke={1.6} />}
                color="gray"
                title={t('manage.threads.empty.title')}
                description={t('manage.threads.empty.text')}
                data-testid="threads-empty"
              />
            ) : (
              <Stack gap="sm" component="section" aria-label={t('manage.threads.list')}>
                {data.threads.map((thread) => (
                  <ThreadCard
                    key={thread.id}
                    thread={thread}
                    to={paths.manage.thread(thread.id)}
                    meta={<QueueMeta thread={thread} />}
                    lit={{ on: thread.waiting_since !== null, label: t('manage.threads.waitsForUs') }}
                  />
                ))}
                <Pager page={filters.page} pages={pageCount(data.total)} onChange={(page) => apply({ ...filters, page })} />
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="lg" p="lg" component="aside" aria-label={t('manage.threads.usualTitle')}>
            <Stack gap={6}>
              <Group gap={6}>
                <IconClockHour4 size={18} aria-hidden />
                <Text fw={600}>{t('manage.threads.usualTitle')}</Text>
              </Group>
              <Text fz="xl" fw={700} data-testid="threads-usual">
                {rough ? t(`messages.about.${rough.unit}`, { count: rough.count }) : t('manage.threads.usualNone')}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('manage.threads.usualHint')}
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The company, the kind of thread, and how long its last post has waited for an answer. */
function QueueMeta({ thread }: { thread: ManagerThreadItem }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const waited = thread.waiting_since ? roughDuration(secondsSince(thread.waiting_since, now)) : null;
  return (
    <Group gap="xs" wrap="wrap" mt={4}>
      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {thread.company.name}
      </Text>
      <Badge size="sm" variant="light" color="gray">
        {t(`manage.threads.kinds.${thread.kind}`)}
      </Badge>
      {waited ? (
        <Badge size="sm" variant="light" color="orange" data-testid="thread-waiting">
          {t('manage.threads.waiting', { time: t(`messages.about.${waited.unit}`, { count: waited.count }) })}
        </Badge>
      ) : null}
    </Group>
  );
}
