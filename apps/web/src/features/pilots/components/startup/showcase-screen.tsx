import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useErrorText } from '@/shared/api/use-error-text';
import { notify } from '@/shared/ui/notify';
import { useShowcasePages } from '@/features/pilots/api/list-showcase';
import {
  clearAllFilters,
  clearModalFilters,
  hasModalFilters,
  hasShowcaseFilters,
  removeShowcaseTag,
  showcaseBody,
} from '@/features/pilots/lib/startup-filters';
import { ShowcaseEmpty } from './showcase-empty';
import { ShowcaseFilterModal } from './showcase-filter-modal';
import { ShowcaseGrid } from './showcase-grid';
import { ShowcaseHeader } from './showcase-header';
import { ShowcaseTags } from './showcase-tags';
import type { useShowcaseFilters } from './use-showcase-filters';
import { uniqueById } from '@/shared/lib/unique-by-id';
import { ListContent } from '@/shared/lists/list-content';
import { infiniteState } from '@/shared/lists/infinite-grid';
import { useListSearch } from '@/shared/lists/use-list-search';

/** The startup's showcase once its stored filters are read: header, tags, the cards 20 at a time, the filter dialog. */
export function ShowcaseScreen({ settings }: { settings: ReturnType<typeof useShowcaseFilters> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { filters, update } = settings;
  const { search, onSearch, clearAll } = useListSearch(filters, update, clearAllFilters);
  const [modalOpened, setModalOpened] = useState(false);
  const query = useShowcasePages(showcaseBody(filters), filters.order);
  const pilots = uniqueById(query.data?.pages.flatMap((page) => page.pilots) ?? []);
  const total = query.data?.pages.at(-1)?.total;

  // A failed list also says so in a toast (spec section 8).
  const failure = query.isError ? query.error : null;
  useEffect(() => {
    if (failure) notify.error(errorText(failure), t('pilotsStartup.list.loadFailed'));
  }, [failure, errorText, t]);

  return (
    <Stack gap="lg">
      <ShowcaseHeader
        search={search}
        onSearch={onSearch}
        total={total}
        order={filters.order}
        onOrder={(order) => update((current) => ({ ...current, order }))}
        filtersSet={hasModalFilters(filters)}
        onOpenFilters={() => setModalOpened(true)}
      />
      <ShowcaseTags filters={filters} onRemove={(tag) => update((current) => removeShowcaseTag(current, tag))} onClear={() => update(clearModalFilters)} />

      <ListContent query={query} count={pilots.length} empty={<ShowcaseEmpty filtered={hasShowcaseFilters(filters)} onClear={clearAll} />}>
        <ShowcaseGrid pilots={pilots} list={infiniteState(query)} />
      </ListContent>

      <ShowcaseFilterModal
        opened={modalOpened}
        filters={filters}
        onClose={() => setModalOpened(false)}
        onApply={(next) => update((current) => ({ ...next, search: current.search }))}
      />
    </Stack>
  );
}
