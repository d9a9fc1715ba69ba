import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Stack, Switch } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { STARTUP_SEARCH_MAX, nextSort } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useInfiniteSentinel } from '@/shared/hooks/use-infinite-sentinel';
import { loadChunk } from '@/shared/lib/load-chunk';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { ListContent } from '@/shared/lists/list-content';
import { ListTitle, SearchBox } from '@/shared/lists/list-header-parts';
import { useListSearch } from '@/shared/lists/use-list-search';
import { useStartupPages } from '../api/list-startups';
import { EmptyList } from '../components/empty-list';
import { FilterTags } from '../components/filter-tags';
import { StartupsTable } from '../components/startups-table';
import { useStartupSettings, type StartupSettings } from '../hooks/use-startup-settings';
import { emptyFilters, filtersToBody, hasFilters, removeTag, clearFilters } from '../lib/filters';

// The column picker (and drag and drop with it) loads when first opened.
const ColumnPicker = lazy(async () => ({ default: (await loadChunk(() => import('../components/column-picker'))).ColumnPicker }));

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
  const { search, onSearch, clearAll } = useListSearch(filters, updateFilters, () => emptyFilters);
  const [pickerOpened, setPickerOpened] = useState(false);
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

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <ListTitle
          title={t('pages.startups')}
          total={total === undefined ? undefined : t('startupsList.total', { count: total })}
          totalTestId="startups-total"
        />
        <Group gap="sm" style={{ flex: '1 1 320px' }} justify="flex-end" wrap="nowrap">
          <SearchBox value={search} onChange={onSearch} label={t('startupsList.search')} maxLength={STARTUP_SEARCH_MAX} />
          <Button variant="default" leftSection={<IconColumns3 size={18} aria-hidden />} onClick={() => setPickerOpened(true)}>
            {t('startupsList.picker.open')}
          </Button>
        </Group>
      </Group>

      <Switch
        label={t('passport.list.verified')}
        description={t('passport.list.verifiedHint')}
        checked={filters.verified}
        onChange={(event) => {
          const verified = event.currentTarget.checked;
          updateFilters((current) => ({ ...current, verified }));
        }}
        data-testid="filter-verified"
      />

      <FilterTags filters={filters} onRemove={(tag) => updateFilters((current) => removeTag(current, tag))} onClear={() => updateFilters(clearFilters)} />

      <ListContent query={query} count={rows.length} empty={<EmptyList filtered={filtered} onClear={clearAll} />}>
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
      </ListContent>

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
