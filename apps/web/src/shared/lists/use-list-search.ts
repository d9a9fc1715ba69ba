import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useFlushOnLeave } from '@/shared/hooks/use-flush-on-leave';

/** Debounce of search boxes (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * A list's search box over its stored filters: the box shows what is typed at once, the filters
 * take it a second after typing stops, or at once when the page is left before that second is
 * over (a cleared search must not come back on the next visit). `clearAll` empties both and
 * resets the filters.
 */
export function useListSearch<F extends { search: string }>(filters: F, update: (change: (current: F) => F) => void, cleared: (current: F) => F) {
  const [search, setSearch] = useState(filters.search);
  const applySearch = useDebouncedCallback((text: string) => update((current) => ({ ...current, search: text.trim() })), {
    delay: SEARCH_DEBOUNCE_MS,
    flushOnUnmount: true,
  });
  useFlushOnLeave(() => applySearch.flush());
  const onSearch = (text: string) => {
    setSearch(text);
    applySearch(text);
  };
  const clearAll = () => {
    setSearch('');
    applySearch.cancel();
    update(cleared);
  };
  return { search, onSearch, clearAll };
}
