import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notify } from '@/shared/ui/notify';

export interface StoredFiltersOptions<F> {
  /** The preference's query key, e.g. `['preferences', 'pilots_filters']`. */
  queryKey: readonly unknown[];
  /** Reads the stored value (from the server, or this browser for a visitor); null when none. */
  load: (signal: AbortSignal) => Promise<unknown>;
  /** Stores the value, in the order of the calls; null forgets it. */
  store: (value: unknown) => Promise<void> | void;
  /** The filters a stored value means, the defaults for what it lacks. */
  read: (stored: unknown) => F;
  /** What is stored for the filters; null when they are the defaults. */
  toStore: (filters: F) => unknown;
  /** The toast's text when storing fails. */
  notSaved: string;
}

/**
 * A list's search, order and filters, kept across reloads and devices: read fresh on each visit,
 * each change stored at once. `ready` turns true once the stored value is read (or failed: then
 * the defaults apply).
 */
export function useStoredFilters<F>({ queryKey, load, store, read, toStore, notSaved }: StoredFiltersOptions<F>) {
  const stored = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    // Read fresh on every visit: another device may have changed them.
    gcTime: 0,
    retry: false,
  });
  const ready = !stored.isPending;
  const [changed, setChanged] = useState<F | null>(null);
  const initial = useMemo(() => read(stored.data), [read, stored.data]);
  const filters = changed ?? initial;

  // Each change is one user action (the search is debounced already): sent at once. The store
  // keeps the order of the writes, so the server keeps the last.
  const save = useCallback(
    (value: unknown) => {
      Promise.resolve()
        .then(() => store(value))
        .catch(() => notify.error(notSaved));
    },
    [store, notSaved],
  );

  // The search applies a second after typing stops: it must change the filters as they are
  // then, not as they were when the typing began.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  });
  const update = (change: (current: F) => F) => {
    const next = change(latest.current);
    latest.current = next;
    setChanged(next);
    save(toStore(next));
  };

  return { ready, filters, update };
}

export type StoredFilters<F> = ReturnType<typeof useStoredFilters<F>>;
