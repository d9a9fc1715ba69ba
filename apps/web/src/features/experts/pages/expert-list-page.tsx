import { useEffect, useState } from 'react';
import { ActionIcon, Button, Center, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { HoverTooltip } from '@/shared/ui/hover-tooltip';
import { IconRefresh, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { INTERNAL_EXPERT_SEARCH_MAX, nextSort, type InternalExpert } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useInfiniteSentinel } from '@/shared/hooks/use-infinite-sentinel';
import { InternalExpertModal } from '@/shared/internal-experts/internal-expert-modal';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { NoResults, SomethingWentWrong } from '@/shared/ui/states';
import { useExpertFilter } from '../api/use-expert-filter';
import { useExpertPages } from '../api/use-expert-pages';
import type { ExpertFilter } from '../lib/expert-filter';
import { CalendarFeedModal } from '../components/calendar-feed-modal';
import { DeleteExpertModal } from '../components/delete-expert-modal';
import { ExpertTable } from '../components/expert-table';
import { ListTitle } from '@/shared/lists/list-header-parts';
import { useListSearch } from '@/shared/lists/use-list-search';
import type { StoredFilters } from '@/shared/lists/use-stored-filters';

/**
 * `/cabinet/expert-list`: the expert company's internal experts (spec part 2, section 2). The
 * search and order are kept like the other lists' filters: the list opens with the stored ones.
 */
export function ExpertListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.expertList'));
  const stored = useExpertFilter();
  return stored.ready ? <ExpertListScreen stored={stored} /> : <ContentLoader />;
}

/** The empty result's "clear the search" keeps the order. */
const withoutSearch = (current: ExpertFilter): ExpertFilter => ({ ...current, search: '' });

function ExpertListScreen({ stored: { filters, update } }: { stored: StoredFilters<ExpertFilter> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { search, onSearch, clearAll } = useListSearch(filters, update, withoutSearch);
  const { search: debounced, sort } = filters;
  const [editing, setEditing] = useState<InternalExpert | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InternalExpert | null>(null);
  const [feedOf, setFeedOf] = useState<InternalExpert | null>(null);
  const query = useExpertPages({
    search: debounced,
    orderBy: sort.sortBy ? 'name' : 'createdAt',
    orderDir: sort.sortOrder ?? 'desc',
  });
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const sentinel = useInfiniteSentinel(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage && !query.isError);
  const experts = query.data?.pages.flatMap((page) => page.experts) ?? [];
  const total = query.data?.pages.at(-1)?.total;

  // Failed list loads also tell in a notification (spec part 1, section 8).
  const { error } = query;
  useEffect(() => {
    if (error) notify.error(errorText(error));
  }, [error, errorText]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <ListTitle title={t('pages.expertList')} total={total === undefined ? undefined : t('experts.total', { count: total })} totalTestId="experts-total" />
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('experts.add')}
        </Button>
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <TextInput
              value={search}
              onChange={(event) => onSearch(event.currentTarget.value.slice(0, INTERNAL_EXPERT_SEARCH_MAX))}
              placeholder={t('experts.search')}
              aria-label={t('experts.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              maxLength={INTERNAL_EXPERT_SEARCH_MAX}
              style={{ flex: 1, maxWidth: 420 }}
            />
            <HoverTooltip label={t('experts.reload')}>
              <ActionIcon
                variant="default"
                size={36}
                onClick={() => void query.refetch()}
                aria-label={t('experts.reload')}
                loading={query.isRefetching && !isFetchingNextPage}
              >
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </HoverTooltip>
          </Group>

          {query.isPending ? (
            <ContentLoader />
          ) : query.isError && experts.length === 0 ? (
            <SomethingWentWrong framed={false} error={query.error} onRetry={() => void query.refetch()} />
          ) : experts.length === 0 ? (
            debounced ? (
              <NoResults onRetry={clearAll} />
            ) : (
              <Stack align="center" py="xl" gap="sm">
                <Text c="dimmed">{t('experts.ours.empty')}</Text>
                <Button variant="light" onClick={() => setEditing('new')}>
                  {t('experts.add')}
                </Button>
              </Stack>
            )
          ) : (
            <>
              <ExpertTable
                experts={experts}
                sort={sort}
                onSort={() => update((current) => ({ ...current, sort: nextSort(current.sort, 'name') }))}
                onEdit={setEditing}
                onDelete={setDeleting}
                onCalendarFeed={setFeedOf}
              />
              <div ref={sentinel} aria-hidden />
              {isFetchingNextPage ? (
                <Center>
                  <Loader size="sm" role="status" aria-label={t('common.loading')} />
                </Center>
              ) : null}
            </>
          )}
        </Stack>
      </Paper>

      <InternalExpertModal opened={editing !== null} onClose={() => setEditing(null)} expert={editing === 'new' ? null : editing} />
      <DeleteExpertModal expert={deleting} onClose={() => setDeleting(null)} />
      <CalendarFeedModal expert={feedOf} onClose={() => setFeedOf(null)} />
    </Stack>
  );
}
