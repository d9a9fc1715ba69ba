import { useTranslation } from '@/shared/i18n/use-translation';
import { useStoredFilters } from '@/shared/lists/use-stored-filters';
import { getPreference } from '@/shared/api/get-preference';
import { putPreference } from '@/shared/api/put-preference';
import { readShowcaseFilters, showcaseFiltersToStore } from '@/features/pilots/lib/startup-filters';

/** The showcase's search, order and filters, kept on the server (`pilots_filters`) across reloads and devices. */
export function useShowcaseFilters() {
  const { t } = useTranslation();
  return useStoredFilters({
    queryKey: ['preferences', 'pilots_filters'],
    load: (signal) => getPreference('pilots_filters', signal),
    store: (value) => putPreference('pilots_filters', value),
    read: readShowcaseFilters,
    toStore: showcaseFiltersToStore,
    notSaved: t('pilotsStartup.list.filtersNotSaved'),
  });
}
