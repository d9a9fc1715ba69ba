import { useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AppModal } from '@/shared/ui/kit/app-modal';

export interface FilterModalProps<F extends { search: string }> {
  opened: boolean;
  filters: F;
  onClose: () => void;
  /** The dialog's filters; the search stays the box's. */
  onApply: (next: F) => void;
  /** What "Reset" leaves of the draft. */
  reset: (draft: F) => F;
  /** The draft cannot be applied (e.g. a range with its ends swapped). */
  invalid?: (draft: F) => boolean;
  /** The dialog's fields over the draft. */
  children: (draft: F, set: (change: Partial<F>) => void) => ReactNode;
}

/** A list's filter dialog: the feature's fields over a draft, then "Reset", "Cancel" and "Apply". */
export function FilterModal<F extends { search: string }>({ opened, onClose, ...form }: FilterModalProps<F>) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('lists.filters.title')}>
      {/* A fresh draft each time the dialog opens: cancelling leaves the list's filters as they were. */}
      {opened ? <FilterForm onClose={onClose} {...form} /> : null}
    </AppModal>
  );
}

function FilterForm<F extends { search: string }>({ filters, onClose, onApply, reset, invalid, children }: Omit<FilterModalProps<F>, 'opened'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const set = (change: Partial<F>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <>
      {children(draft, set)}
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" onClick={() => setDraft(reset(draft))}>
          {t('lists.filters.reset')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={invalid?.(draft) ?? false}
            onClick={() => {
              onApply({ ...draft, search: filters.search });
              onClose();
            }}
          >
            {t('common.apply')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
