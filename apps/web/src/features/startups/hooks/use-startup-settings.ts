import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFlushOnLeave } from '@/shared/hooks/use-flush-on-leave';
import { notify } from '@/shared/ui/notify';
import { getPreference } from '@/shared/api/get-preference';
import type { PreferenceKey } from '@/shared/api/preference-writes';
import { putPreference } from '@/shared/api/put-preference';
import { startupColumns } from '../lib/columns';
import { readTableSettings, tableSettingsToStore, type TableSettings } from '../lib/column-settings';
import { filtersToStore, readFilters, type StartupFilters } from '../lib/filters';

/** The table's settings are written this long after the last change, so a burst of clicks (columns dragged, sorts flipped) is one call. */
const SAVE_DELAY_MS = 400;

/**
 * The startups table's columns, sort and filters, kept per user on the server (spec part 2,
 * section 2): read once when the screen opens, written after each change.
 */
export function useStartupSettings() {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: ['preferences', 'startups'],
    queryFn: async ({ signal }) => {
      const [table, filters] = await Promise.all([getPreference('startups_table', signal), getPreference('startups_filters', signal)]);
      return { table, filters };
    },
    // Read fresh on every visit: another device may have changed them.
    gcTime: 0,
    retry: false,
  });
  // Without stored settings (none yet, or the call failed) the defaults apply.
  const ready = !stored.isPending;
  const initial = useMemo(() => ({ table: readTableSettings(startupColumns, stored.data?.table), filters: readFilters(stored.data?.filters) }), [stored.data]);
  const [table, setTableState] = useState<TableSettings | null>(null);
  const [filters, setFiltersState] = useState<StartupFilters | null>(null);

  const timers = useRef(new Map<PreferenceKey, { timer: ReturnType<typeof setTimeout>; send: () => void }>());
  const save = useCallback(
    (key: PreferenceKey, value: unknown, delay: number) => {
      const pending = timers.current.get(key);
      if (pending) clearTimeout(pending.timer);
      const send = () => {
        timers.current.delete(key);
        putPreference(key, value).catch(() => notify.error(t('startupsList.settingsNotSaved')));
      };
      if (delay === 0) send();
      else timers.current.set(key, { timer: setTimeout(send, delay), send });
    },
    [t],
  );
  // Leaving the screen or the page sends what is still waiting.
  useFlushOnLeave(() => {
    for (const { timer, send } of [...timers.current.values()]) {
      clearTimeout(timer);
      send();
    }
  });

  const currentTable = table ?? initial.table;
  const currentFilters = filters ?? initial.filters;

  const updateTable = (change: (current: TableSettings) => TableSettings) => {
    const next = change(currentTable);
    setTableState(next);
    save('startups_table', tableSettingsToStore(startupColumns, next), SAVE_DELAY_MS);
  };
  // The search box applies its text a second after typing stops: it must change the filters
  // as they are then, not as they were when the typing began.
  const latestFilters = useRef(currentFilters);
  useEffect(() => {
    latestFilters.current = currentFilters;
  });
  const updateFilters = (change: (current: StartupFilters) => StartupFilters) => {
    const next = change(latestFilters.current);
    latestFilters.current = next;
    setFiltersState(next);
    // A filter's change is one action (the search is debounced already): sent at once, even as the
    // screen goes away with the search box's last text.
    save('startups_filters', filtersToStore(next), 0);
  };

  return { ready, table: currentTable, filters: currentFilters, updateTable, updateFilters };
}
export type StartupSettings = ReturnType<typeof useStartupSettings>;
