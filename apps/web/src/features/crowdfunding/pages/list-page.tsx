import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Role } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useSession } from '@/shared/session/session-context';
import { ContentLoader } from '@/shared/ui/loaders';
import { useCrowdfundingPages, type ListAudience } from '../api/list';
import { EmptyList } from '../components/list/empty-list';
import { FilterModal } from '../components/list/filter-modal';
import { FilterTags } from '../components/list/filter-tags';
import { ListHeader } from '../components/list/list-header';
import { RoundGrid } from '../components/list/round-grid';
import { SignInNote } from '../components/list/sign-in-note';
import { useListFilters } from '../components/list/use-list-filters';
import { clearAllFilters, clearModalFilters, filtersToBody, hasFilters, hasModalFilters, removeTag } from '../lib/list-filters';
import { uniqueById } from '@/shared/lib/unique-by-id';
import { ListContent } from '@/shared/lists/list-content';
import { infiniteState } from '@/shared/lists/infinite-grid';
import { useListSearch } from '@/shared/lists/use-list-search';

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
  const { search, onSearch, clearAll } = useListSearch(filters, update, clearAllFilters);
  const [modalOpened, setModalOpened] = useState(false);
  const query = useCrowdfundingPages(audience, filtersToBody(filters), filters.sort);
  const rounds = uniqueById(query.data?.pages.flatMap((page) => page.crowdfunds) ?? []);
  const total = query.data?.pages.at(-1)?.total;

  return (
    <Stack gap="lg">
      <ListHeader
        search={search}
        onSearch={onSearch}
        total={total}
        filtersSet={hasModalFilters(filters)}
        onOpenFilters={() => setModalOpened(true)}
        sort={filters.sort}
        onSort={(sort) => update((current) => ({ ...current, sort }))}
      />
      {audience === 'public' ? <SignInNote /> : null}
      <FilterTags filters={filters} onRemove={(tag) => update((current) => removeTag(current, tag))} onClear={() => update(clearModalFilters)} />

      <ListContent query={query} count={rounds.length} empty={<EmptyList filtered={hasFilters(filters)} onClear={clearAll} />}>
        <RoundGrid rounds={rounds} list={infiniteState(query)} />
      </ListContent>

      <FilterModal
        opened={modalOpened}
        filters={filters}
        onClose={() => setModalOpened(false)}
        onApply={(next) => update((current) => ({ ...next, search: current.search }))}
      />
    </Stack>
  );
}
