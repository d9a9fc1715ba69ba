import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../shared/ui/notify';
import { getShowcasePreference, putShowcasePreference } from '../../api/startup';
import { readShowcaseFilters, showcaseFiltersToStore, type ShowcaseFilters } from '../../lib/startup-filters';

/** The showcase's search, order and filters, kept on the server (`pilots_filters`) across reloads and devices. */
export function useShowcaseFilters() {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: ['preferences', 'pilots_filters'],
    queryFn: ({ signal }) => getShowcasePreference(signal),
    // Read fresh on every visit: another device may have changed them.
    gcTime: 0,
    retry: false,
  });
  // Without stored filters (none yet, or the call failed) the defaults apply.
  const ready = !stored.isPending;
  const [changed, setChanged] = useState<ShowcaseFilters | null>(null);
  const initial = useMemo(() => readShowcaseFilters(stored.data), [stored.data]);
  const filters = changed ?? initial;

  // One change per user action, sent in order, so the server keeps the last.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const save = useCallback(
    (value: ShowcaseFilters | null) => {
      queue.current = queue.current.then(() => putShowcasePreference(value)).catch(() => notify.error(t('pilotsStartup.list.filtersNotSaved')));
    },
    [t],
  );

  // The debounced search must change the filters as they are when it fires.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  });
  const update = (change: (current: ShowcaseFilters) => ShowcaseFilters) => {
    const next = change(latest.current);
    latest.current = next;
    setChanged(next);
    save(showcaseFiltersToStore(next));
  };

  return { ready, filters, update };
}
