import { useDeferredValue, useEffect } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconInbox } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useQueue } from '../api/get-queue';
import { Pager } from '@/shared/ui/pager';
import { QueueFilters } from '../components/queue-filters';
import { QueueTable } from '../components/queue-table';
import { emptyQueueFilters, pageCount, queueParamsToSearch, readQueueParams, withQueueFilter, type QueueFilters as Filters } from '../lib/queue-params';

/** `/manage`: the applications queue, filtered by type and status (kept in the URL), a page at a time. */
export function ManageQueuePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('manage.queue.title'));
  const [params, setParams] = useSearchParams();
  const filters = readQueueParams(params);
  const search = queueParamsToSearch(filters);
  const query = useQueue(filters);
  // The rows render from a deferred copy of the answer, in slices React can interrupt, not in the
  // one long task an answer renders in when it arrives (as `LoadState` does for the profiles);
  // the loader stays until that render is done.
  const data = useDeferredValue(query.data);
  const loading = data === undefined && !query.isError;
  const pages = query.data ? pageCount(query.data.total) : 1;
  const filtered = filters.type !== null || filters.status !== null;

  const apply = (next: Filters) => setParams(queueParamsToSearch(next));
  // A change builds on the address as it is now, not as this render saw it: the router renders a
  // navigation in a transition, so a second chip clicked before that render would otherwise drop
  // the first one (the functional form of setParams sees the same stale value).
  const latest = (): Filters => readQueueParams(new URLSearchParams(window.location.search));

  // A page past the end (rows moved on since the link was made) shows the last one instead.
  const beyond = query.data !== undefined && !query.isPlaceholderData && filters.page > pages;
  useEffect(() => {
    if (beyond) setParams(queueParamsToSearch({ ...filters, page: pages }), { replace: true });
  }, [beyond, filters, pages, setParams]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('manage.queue.title')}
        </Title>
        <Text c="dimmed" data-testid="queue-total">
          {data ? t('manage.queue.total', { count: data.total }) : '\u00a0'}
        </Text>
      </Stack>

      {/* The chips wait for their counts: arriving later, the counts widened them and pushed the rows below down. */}
      {loading ? null : <QueueFilters filters={filters} counts={data?.counts} onChange={(change) => apply(withQueueFilter(latest(), change))} />}

      {loading ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.tickets.length === 0 ? (
        filtered ? (
          <StateBlock
            icon={<IconFilterOff size={36} stroke={1.6} />}
            color="gray"
            title={t('states.noResults.title')}
            description={t('manage.queue.empty.filtered')}
            action={
              <Button variant="light" onClick={() => apply(emptyQueueFilters)}>
                {t('manage.queue.empty.clear')}
              </Button>
            }
            data-testid="queue-empty"
          />
        ) : (
          <StateBlock
            icon={<IconInbox size={36} stroke={1.6} />}
            color="gray"
            title={t('manage.queue.empty.title')}
            description={t('manage.queue.empty.text')}
            data-testid="queue-empty"
          />
        )
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={query.isPlaceholderData}>
          {query.isError ? (
            <Group justify="space-between" gap="sm">
              <Text c="red.7" fz="sm" role="alert">
                {t('manage.refreshFailed')}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
                {t('states.wentWrong.action')}
              </Button>
            </Group>
          ) : null}
          <QueueTable rows={data.tickets} queueSearch={search} />
          <Pager page={Math.min(filters.page, pages)} pages={pages} onChange={(page) => apply({ ...filters, page })} />
        </Stack>
      )}
    </Stack>
  );
}
