import { useTranslation } from '@/shared/i18n/use-translation';
import { getPreference } from '@/shared/api/get-preference';
import { putPreference } from '@/shared/api/put-preference';
import { useStoredFilters } from '@/shared/lists/use-stored-filters';
import { expertFilterToStore, readExpertFilter } from '../lib/expert-filter';

/** The expert list's search and order, kept on the server (`expert_filter`) like the other lists' filters, across reloads and devices. */
export function useExpertFilter() {
  const { t } = useTranslation();
  return useStoredFilters({
    queryKey: ['preferences', 'expert_filter'],
    load: (signal) => getPreference('expert_filter', signal),
    store: (value) => putPreference('expert_filter', value),
    read: readExpertFilter,
    toStore: expertFilterToStore,
    notSaved: t('experts.searchNotSaved'),
  });
}
