import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../shared/ui/notify';
import { getStoredFilters, putStoredFilters, readVisitorFilters, writeVisitorFilters } from '../../api/list-preferences';
import { filtersToStore, readFilters, type CrowdfundingFilters } from '../../lib/list-filters';

/**
 * The list's search, sort and filters, kept per user across reloads: on the server (the
 * `crowdfunding_filters` preference) for a signed-in user, in this browser for a visitor.
 */
export function useListFilters(signedIn: boolean) {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: ['preferences', 'crowdfunding_filters', signedIn],
    queryFn: ({ signal }) => (signedIn ? getStoredFilters(signal) : Promise.resolve(readVisitorFilters())),
    // Read fresh on every visit: another device may have changed them.
    gcTime: 0,
    retry: false,
  });
  // Without stored filters (none yet, or the call failed) the defaults apply.
  const ready = !stored.isPending;
  const [changed, setChanged] = useState<CrowdfundingFilters | null>(null);
  const initial = useMemo(() => readFilters(stored.data), [stored.data]);
  const filters = changed ?? initial;

  // Each change is one user action (the search is debounced already): sent at once, one after
  // the other, so the server keeps the last.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const save = useCallback(
    (value: CrowdfundingFilters | null) => {
      if (!signedIn) return writeVisitorFilters(value);
      queue.current = queue.current.then(() => putStoredFilters(value)).catch(() => notify.error(t('crowdfundingList.filtersNotSaved')));
    },
    [signedIn, t],
  );

  // The search applies a second after typing stops: it must change the filters as they are
  // then, not as they were when the typing began.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  });
  const update = (change: (current: CrowdfundingFilters) => CrowdfundingFilters) => {
    const next = change(latest.current);
    latest.current = next;
    setChanged(next);
    save(filtersToStore(next));
  };

  return { ready, filters, update };
}
