import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { ContentLoader } from '../../../../shared/ui/loaders';
import { notify } from '../../../../shared/ui/notify';
import { SomethingWentWrong } from '../../../../shared/ui/states';
import { useShowcasePages } from '../../api/startup';
import { clearAllFilters, clearModalFilters, hasModalFilters, hasShowcaseFilters, removeShowcaseTag, showcaseBody } from '../../lib/startup-filters';
import { ShowcaseEmpty } from './showcase-empty';
import { ShowcaseFilterModal } from './showcase-filter-modal';
import { ShowcaseGrid } from './showcase-grid';
import { ShowcaseHeader } from './showcase-header';
import { ShowcaseTags } from './showcase-tags';
import type { useShowcaseFilters } from './use-showcase-filters';
import { uniqueById } from '../../../../shared/lib/unique-by-id';

/** Debounce of the search box (spec section 9). */
const SEARCH_DEBOUNCE_MS = 1000;

/** The startup's showcase once its stored filters are read: header, tags, the cards 20 at a time, the filter dialog. */
export function ShowcaseScreen({ settings }: { settings: ReturnType<typeof useShowcaseFilters> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { filters, update } = settings;
  const [search, setSearch] = useState(filters.search);
  const [modalOpened, setModalOpened] = useState(false);
  const applySearch = useDebouncedCallback((text: string) => update((current) => ({ ...current, search: text.trim() })), SEARCH_DEBOUNCE_MS);
  const query = useShowcasePages(showcaseBody(filters), filters.order);
  const pilots = uniqueById(query.data?.pages.flatMap((page) => page.pilots) ?? []);
  const total = query.data?.pages.at(-1)?.total;

  // A failed list also says so in a toast (spec section 8).
  const failure = query.isError ? query.error : null;
  useEffect(() => {
    if (failure) notify.error(errorText(failure), t('pilotsStartup.list.loadFailed'));
  }, [failure, errorText, t]);

  const clearAll = () => {
    setSearch('');
    applySearch.cancel?.();
    update(clearAllFilters);
  };

  return (
    <Stack gap="lg">
      <ShowcaseHeader
        search={search}
        onSearch={(text) => {
          setSearch(text);
          applySearch(text);
        }}
        total={total}
        order={filters.order}
        onOrder={(order) => update((current) => ({ ...current, order }))}
        filtersSet={hasModalFilters(filters)}
        onOpenFilters={() => setModalOpened(true)}
      />
      <ShowcaseTags filters={filters} onRemove={(tag) => update((current) => removeShowcaseTag(current, tag))} onClear={() => update(clearModalFilters)} />

      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && pilots.length === 0 ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : pilots.length === 0 ? (
        <ShowcaseEmpty filtered={hasShowcaseFilters(filters)} onClear={clearAll} />
      ) : (
        <ShowcaseGrid
          pilots={pilots}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
          stale={query.isPlaceholderData}
        />
      )}

      <ShowcaseFilterModal
        opened={modalOpened}
        filters={filters}
        onClose={() => setModalOpened(false)}
        onApply={(next) => update((current) => ({ ...next, search: current.search }))}
      />
    </Stack>
  );
}
