import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { COMPANY_SEARCH_MAX, companyRoles, companySorts, userStatuses, type CompanyRole, type CompanySort, type UserStatus } from '@platform/contract';
import { sortDirections, type CompanyListParams, type SortDirection } from '../lib/company-params';

/** The search waits this long after the last key before it asks the server. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 400;
const ALL = 'all';

type Change = Partial<Omit<CompanyListParams, 'page'>>;

/** Search, role, status, sort and direction; each change goes to the URL and back to page one. */
export function CompaniesFilters({ state, onChange }: { state: CompanyListParams; onChange: (change: Change) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(state.q);
  // A new search from the URL (back and forward, a shared link) replaces what is typed.
  const [shown, setShown] = useState(state.q);
  if (shown !== state.q) {
    setShown(state.q);
    setSearch(state.q);
  }
  const applySearch = useDebouncedCallback((text: string) => {
    const q = text.trim();
    if (q !== state.q) onChange({ q });
  }, COMPANY_SEARCH_DEBOUNCE_MS);
  const select = { allowDeselect: false, checkIconPosition: 'right' as const, style: { flex: '1 1 160px' }, maw: 240 };
  return (
    <form
      role="search"
      aria-label={t('backoffice.companies.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        applySearch.cancel?.();
        onChange({ q: search.trim() });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('backoffice.companies.search')}
          description={t('backoffice.companies.searchHint')}
          value={search}
          onChange={(event) => {
            const text = event.currentTarget.value.slice(0, COMPANY_SEARCH_MAX);
            setSearch(text);
            applySearch(text);
          }}
          maxLength={COMPANY_SEARCH_MAX}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          style={{ flex: '1 1 260px' }}
          data-testid="companies-search"
        />
        <Select
          {...select}
          label={t('backoffice.companies.role')}
          data={[{ value: ALL, label: t('backoffice.companies.allRoles') }, ...companyRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))]}
          value={state.role ?? ALL}
          onChange={(value) => onChange({ role: value && value !== ALL ? (value as CompanyRole) : null })}
        />
        <Select
          {...select}
          label={t('backoffice.companies.status')}
          data={[
            { value: ALL, label: t('backoffice.companies.allStatuses') },
            ...userStatuses.map((status) => ({ value: status, label: t(`backoffice.statuses.${status}`) })),
          ]}
          value={state.status ?? ALL}
          onChange={(value) => onChange({ status: value && value !== ALL ? (value as UserStatus) : null })}
        />
        <Select
          {...select}
          label={t('backoffice.companies.sort')}
          data={companySorts.map((sort) => ({ value: sort, label: t(`backoffice.companies.sorts.${sort}`) }))}
          value={state.sort}
          onChange={(value) => value && onChange({ sort: value as CompanySort })}
        />
        <Select
          {...select}
          label={t('backoffice.companies.dir')}
          data={sortDirections.map((dir) => ({ value: dir, label: t(`backoffice.companies.dirs.${dir}`) }))}
          value={state.dir}
          onChange={(value) => value && onChange({ dir: value as SortDirection })}
        />
      </Group>
    </form>
  );
}
