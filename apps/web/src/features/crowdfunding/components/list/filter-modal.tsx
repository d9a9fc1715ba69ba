import { Group, Radio } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { crowdfundingSorts, type CrowdfundingSort } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { currencyAffix } from '@/shared/format/currency-unit';
import { useLanguage } from '@/shared/i18n/use-language';
import { handbookOptions, idsToValues, valuesToIds } from '@/shared/lib/handbook-options';
import { FilterModal as ListFilterModal } from '@/shared/lists/filter-modal';
import { RangeField } from '@/shared/ui/kit/range-field';
import { MultiSelectField, SelectField } from '@/shared/ui/kit/select-field';
import {
  clearModalFilters,
  modalErrors,
  rangeBounds,
  statusChoices,
  type CrowdfundingFilters,
  type StatusChoice,
} from '@/features/crowdfunding/lib/list-filters';

/** The contract takes at most this many rounds in one filter. */
const ROUNDS_MAX = 20;

export interface FilterModalProps {
  opened: boolean;
  filters: CrowdfundingFilters;
  onClose: () => void;
  onApply: (next: CrowdfundingFilters) => void;
}

/** The filter dialog (spec section 2): sort, rounds, investments range, raised percent range, status. */
export function FilterModal(props: FilterModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: handbooks } = useHandbooks();
  return (
    <ListFilterModal {...props} reset={clearModalFilters} invalid={(draft) => Object.keys(modalErrors(draft)).length > 0}>
      {(draft, set) => (
        <>
          <SelectField
            label={t('crowdfundingList.filters.sort')}
            data={crowdfundingSorts.map((sort) => ({ value: sort, label: t(`crowdfundingList.sort.${sort}`) }))}
            value={draft.sort}
            onChange={(value) => value && set({ sort: value as CrowdfundingSort })}
            data-testid="filter-sort"
          />
          <MultiSelectField
            label={t('crowdfundingList.filters.rounds')}
            placeholder={draft.rounds.length === 0 ? t('crowdfundingList.filters.anyRound') : undefined}
            data={handbookOptions(handbooks?.rounds)}
            value={idsToValues(draft.rounds)}
            onChange={(values) => set({ rounds: valuesToIds(values) })}
            maxValues={ROUNDS_MAX}
            clearable
            data-testid="filter-rounds"
          />
          <RangeField
            label={t('crowdfundingList.filters.investments')}
            value={draft.investments}
            onChange={(investments) => set({ investments })}
            {...rangeBounds.investments}
            {...currencyAffix(language)}
          />
          <RangeField
            label={t('crowdfundingList.filters.raised')}
            value={draft.raised}
            onChange={(raised) => set({ raised })}
            {...rangeBounds.raised}
            suffix="%"
          />
          <Radio.Group label={t('crowdfundingList.filters.status')} value={draft.status} onChange={(value) => set({ status: value as StatusChoice })}>
            <Group gap="lg" mt={6}>
              {statusChoices.map((status) => (
                <Radio key={status} value={status} label={t(`crowdfundingList.status.${status}`)} />
              ))}
            </Group>
          </Radio.Group>
        </>
      )}
    </ListFilterModal>
  );
}
