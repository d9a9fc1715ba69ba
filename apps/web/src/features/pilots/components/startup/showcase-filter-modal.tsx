import { Group, Radio } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PILOT_FILTER_MAX, pilotFilterStatuses } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { handbookOptions, idsToValues, valuesToIds } from '@/shared/lib/handbook-options';
import { FilterModal } from '@/shared/lists/filter-modal';
import { MultiSelectField } from '@/shared/ui/kit/select-field';
import { clearModalFilters, type ShowcaseFilters, type ShowcaseStatus } from '@/features/pilots/lib/startup-filters';

export interface ShowcaseFilterModalProps {
  opened: boolean;
  filters: ShowcaseFilters;
  onClose: () => void;
  onApply: (next: ShowcaseFilters) => void;
}

/** The showcase's filter dialog: countries and industries (5 each) and the status. */
export function ShowcaseFilterModal(props: ShowcaseFilterModalProps) {
  const { t } = useTranslation();
  const { data: handbooks } = useHandbooks();
  return (
    // The order is not the dialog's: its toggles sit beside the search, so "Reset" keeps it.
    <FilterModal {...props} reset={(draft) => ({ ...clearModalFilters(draft), order: draft.order })}>
      {(draft, set) => (
        <>
          <MultiSelectField
            label={t('pilotsStartup.filters.location')}
            description={t('pilotsStartup.filters.upTo', { count: PILOT_FILTER_MAX })}
            placeholder={draft.location.length === 0 ? t('pilotsStartup.filters.anyCountry') : undefined}
            data={handbookOptions(handbooks?.countries)}
            value={idsToValues(draft.location)}
            onChange={(values) => set({ location: valuesToIds(values) })}
            maxValues={PILOT_FILTER_MAX}
            searchable
            clearable
            data-testid="filter-location"
          />
          <MultiSelectField
            label={t('pilotsStartup.filters.industries')}
            description={t('pilotsStartup.filters.upTo', { count: PILOT_FILTER_MAX })}
            placeholder={draft.industries.length === 0 ? t('pilotsStartup.filters.anyIndustry') : undefined}
            data={handbookOptions(handbooks?.industries)}
            value={idsToValues(draft.industries)}
            onChange={(values) => set({ industries: valuesToIds(values) })}
            maxValues={PILOT_FILTER_MAX}
            searchable
            clearable
            data-testid="filter-industries"
          />
          <Radio.Group label={t('pilotsStartup.filters.status')} value={draft.status} onChange={(value) => set({ status: value as ShowcaseStatus })}>
            <Group gap="lg" mt={6}>
              {pilotFilterStatuses.map((status) => (
                <Radio key={status} value={status} label={t(`pilotsStartup.status.${status}`)} />
              ))}
            </Group>
          </Radio.Group>
        </>
      )}
    </FilterModal>
  );
}
