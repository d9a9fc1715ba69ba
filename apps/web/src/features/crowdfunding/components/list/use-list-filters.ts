import { useTranslation } from '@/shared/i18n/use-translation';
import { useStoredFilters } from '@/shared/lists/use-stored-filters';
import { getPreference } from '@/shared/api/get-preference';
import { putPreference } from '@/shared/api/put-preference';
import { readVisitorFilters, writeVisitorFilters } from '@/features/crowdfunding/api/list-preferences';
import { filtersToStore, readFilters } from '@/features/crowdfunding/lib/list-filters';

/**
 * The list's search, sort and filters, kept per user across reloads: on the server (the
 * `crowdfunding_filters` preference) for a signed-in user, in this browser for a visitor.
 */
export function useListFilters(signedIn: boolean) {
  const { t } = useTranslation();
  return useStoredFilters({
    queryKey: ['preferences', 'crowdfunding_filters', signedIn],
    load: (signal) => (signedIn ? getPreference('crowdfunding_filters', signal) : Promise.resolve(readVisitorFilters())),
    store: (value) => (signedIn ? putPreference('crowdfunding_filters', value) : writeVisitorFilters(value)),
    read: readFilters,
    toStore: filtersToStore,
    notSaved: t('crowdfundingList.filtersNotSaved'),
  });
}
