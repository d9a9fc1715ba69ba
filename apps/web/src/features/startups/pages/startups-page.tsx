import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconColumns3, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STARTUP_SEARCH_MAX, nextSort } from '@platform/contract';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useInfiniteSentinel } from '../../../shared/hooks/use-infinite-sentinel';
import { loadChunk } from '../../../shared/lib/load-chunk';
import { ContentLoader } from '../../../shared/ui/loaders';
import { notify } from '../../../shared/ui/notify';
import { SomethingWentWrong } from '../../../shared/ui/states';
import { useStartupPages } from '../api/list-startups';
import { EmptyList } from '../components/empty-list';
import { FilterTags } from '../components/filter-tags';
import { StartupsTable } from '../components/startups-table';
import { useStartupSettings, type StartupSettings } from '../hooks/use-startup-settings';
import { emptyFilters, filtersToBody, hasFilters, removeTag, clearFilters } from '../lib/filters';

// The column picker (and drag and drop with it) loads when first opened.
const ColumnPicker = lazy(async () => ({ default: (await loadChunk(() => import('../components/column-picker'))).ColumnPicker }));

/** Debounce of search boxes (spec part 2, section 9). */
const SEARCH_DEBOUNCE_MS = 1000;

/** `/cabinet/startups`: the startups list of investors and corporates (spec part 2, sections 2–4). */
export function StartupsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.startups'));
  const settings = useStartupSettings();
  return settings.ready ? <StartupsScreen settings={settings} /> : <ContentLoader />;
}

function StartupsScreen({ settings }: { settings: StartupSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { table, filters, updateTable, updateFilters } = settings;
  const [search, setSearch] = useState(filters.search);
  const [pickerOpened, setPickerOpened] = useState(false);
  const applySearch = useDebouncedCallback((text: string) => updateFilters((current) => ({ ...current, search: text.trim() })), SEARCH_DEBOUNCE_MS);
  const query = useStartupPages(filtersToBody(filters), table.sort, true);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, error } = query;
  const sentinel = useInfiniteSentinel(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage && !query.isError);
  const rows = query.data?.pages.flatMap((page) => page.startups) ?? [];
  const total = query.data?.pages.at(-1)?.total;
  const filtered = hasFilters(filters);

  // A failed load also tells in a notification (spec part 2, section 8).
  useEffect(() => {
    if (error) notify.error(errorText(error));
  }, [error, errorText]);

  const clearAll = () => {
    setSearch('');
    applySearch.cancel?.();
    updateFilters(() => emptyFilters);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('pages.startups')}
          </Title>
          <Text c="dimmed" data-testid="startups-total">
            {total === undefined ? '\u00a0' : t('startupsList.total', { count: total })}
          </Text>
        </Stack>
        <Group gap="sm" style={{ flex: '1 1 320px' }} justify="flex-end" wrap="nowrap">
          <TextInput
            value={search}
            onChange={(event) => {
              const text = event.currentTarget.value.slice(0, STARTUP_SEARCH_MAX);
              setSearch(text);
              applySearch(text);
            }}
            placeholder={t('startupsList.search')}
            aria-label={t('startupsList.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={STARTUP_SEARCH_MAX}
            style={{ flex: 1, maxWidth: 360 }}
          />
          <Button variant="default" leftSection={<IconColumns3 size={18} aria-hidden />} onClick={() => setPickerOpened(true)}>
            {t('startupsList.picker.open')}
          </Button>
        </Group>
      </Group>

      <FilterTags filters={filters} onRemove={(tag) => updateFilters((current) => removeTag(current, tag))} onClear={() => updateFilters(clearFilters)} />

      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && rows.length === 0 ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyList filtered={filtered} onClear={clearAll} />
      ) : (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <StartupsTable
            rows={rows}
            columns={table.columns}
            sort={table.sort}
            onSort={(column) => updateTable((current) => ({ ...current, sort: nextSort(current.sort, column) }))}
            filters={filters}
            onFilters={(next) => updateFilters(() => next)}
          />
          <div ref={sentinel} aria-hidden />
          {isFetchingNextPage ? (
            <Center>
              <Loader size="sm" role="status" aria-label={t('common.loading')} />
            </Center>
          ) : null}
        </Stack>
      )}

      {pickerOpened ? (
        <Suspense fallback={null}>
          <ColumnPicker
            opened={pickerOpened}
            onClose={() => setPickerOpened(false)}
            columns={table.columns}
            onChange={(columns) => updateTable((current) => ({ ...current, columns }))}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
