import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Role } from '@platform/contract';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useSession } from '../../../shared/session/session-context';
import { ContentLoader } from '../../../shared/ui/loaders';
import { SomethingWentWrong } from '../../../shared/ui/states';
import { useCrowdfundingPages, type ListAudience } from '../api/list';
import { EmptyList } from '../components/list/empty-list';
import { FilterModal } from '../components/list/filter-modal';
import { FilterTags } from '../components/list/filter-tags';
import { ListHeader } from '../components/list/list-header';
import { RoundGrid } from '../components/list/round-grid';
import { SignInNote } from '../components/list/sign-in-note';
import { useListFilters } from '../components/list/use-list-filters';
import { clearAllFilters, clearModalFilters, filtersToBody, hasFilters, hasModalFilters, removeTag } from '../lib/list-filters';
import { uniqueById } from '../../../shared/lib/unique-by-id';

/** Debounce of search boxes (spec section 9). */
const SEARCH_DEBOUNCE_MS = 1000;

/** Startups, investors and corporates read their own variant; anyone else (a visitor) the public one. */
const audienceOf = (role: Role | null): ListAudience => (role === 'startup' || role === 'investor' || role === 'corporate' ? role : 'public');

/** `/cabinet/crowdfunding`: the rounds, for companies and, read-only, for signed-out visitors (spec section 2). */
export function CrowdfundingListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.crowdfunding'));
  const { state } = useSession();
  const role = state.status === 'loggedIn' ? state.user.role : null;
  const settings = useListFilters(role !== null);
  return settings.ready ? <ListScreen audience={audienceOf(role)} settings={settings} /> : <ContentLoader />;
}

function ListScreen({ audience, settings }: { audience: ListAudience; settings: ReturnType<typeof useListFilters> }) {
  const { filters, update } = settings;
  const [search, setSearch] = useState(filters.search);
  const [modalOpened, setModalOpened] = useState(false);
  const applySearch = useDebouncedCallback((text: string) => update((current) => ({ ...current, search: text.trim() })), SEARCH_DEBOUNCE_MS);
  const query = useCrowdfundingPages(audience, filtersToBody(filters), filters.sort);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const rounds = uniqueById(query.data?.pages.flatMap((page) => page.crowdfunds) ?? []);
  const total = query.data?.pages.at(-1)?.total;

  const clearAll = () => {
    setSearch('');
    applySearch.cancel?.();
    update(clearAllFilters);
  };

  return (
    <Stack gap="lg">
      <ListHeader
        search={search}
        onSearch={(text) => {
          setSearch(text);
          applySearch(text);
        }}
        total={total}
        filtersSet={hasModalFilters(filters)}
        onOpenFilters={() => setModalOpened(true)}
        sort={filters.sort}
        onSort={(sort) => update((current) => ({ ...current, sort }))}
      />
      {audience === 'public' ? <SignInNote /> : null}
      <FilterTags filters={filters} onRemove={(tag) => update((current) => removeTag(current, tag))} onClear={() => update(clearModalFilters)} />

      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && rounds.length === 0 ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : rounds.length === 0 ? (
        <EmptyList filtered={hasFilters(filters)} onClear={clearAll} />
      ) : (
        <RoundGrid
          rounds={rounds}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onLoadMore={() => void fetchNextPage()}
          stale={query.isPlaceholderData}
        />
      )}

      <FilterModal
        opened={modalOpened}
        filters={filters}
        onClose={() => setModalOpened(false)}
        onApply={(next) => update((current) => ({ ...next, search: current.search }))}
      />
    </Stack>
  );
}
