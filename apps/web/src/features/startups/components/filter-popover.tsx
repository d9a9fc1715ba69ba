import { useState } from 'react';
import { ActionIcon, Button, Group, Indicator, Popover, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useLanguage } from '@/shared/i18n/use-language';
import { currencyAffix } from '@/shared/format/currency-unit';
import { handbookOptions, idsToValues, valuesToIds } from '@/shared/lib/handbook-options';
import { RangeField } from '@/shared/ui/kit/range-field';
import { rangeError } from '@/shared/ui/kit/range';
import { DROPDOWN_MAX_HEIGHT, MultiSelectField, SelectField } from '@/shared/ui/kit/select-field';
import type { ColumnFilter } from '../lib/columns';
import { emptyFilters, type StartupFilters } from '../lib/filters';

/** Width of a column's filter window (spec part 2, section 9). */
const FILTER_WIDTH = 358;
/** Lists are limited by the server's schema; the kit's default of 3 would be too few here. */
const LIST_MAX = { countries: 1, regions: 50, industries: 50, rounds: 20 } as const;
/** Room between an open option list and the buttons under it. */
const LIST_GAP = 8;

export interface FilterPopoverProps {
  label: string;
  filter: ColumnFilter;
  filters: StartupFilters;
  onApply: (filters: StartupFilters) => void;
}

function isActive(filter: ColumnFilter, filters: StartupFilters): boolean {
  if (filter.kind === 'range') return filters[filter.field].min !== null || filters[filter.field].max !== null;
  return filters[filter.field].length > 0;
}

/** A column's filter: the control in a small window, applied on "Apply" or cleared on "Reset". */
export function FilterPopover({ label, filter, filters, onApply }: FilterPopoverProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(filters);
  const [listOpen, setListOpen] = useState(false);
  const [pressing, setPressing] = useState(false);
  const holdRoomUntilReleased = () => {
    if (!listOpen) return;
    setPressing(true);
    // The click follows the release in the same task; the room goes only after it.
    const release = () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      setTimeout(() => setPressing(false));
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  };
  const active = isActive(filter, filters);
  const invalid = filter.kind === 'range' && rangeError(draft[filter.field], { lower: filter.lower, upper: filter.upper }) !== null;

  const open = () => {
    setDraft(filters);
    setListOpen(false);
    setOpened(true);
  };
  const apply = (next: StartupFilters) => {
    onApply(next);
    setOpened(false);
  };

  return (
    // The indicator wraps the popover, not the other way round: the popover's target gets
    // `aria-haspopup` and `aria-expanded`, which belong on the button, not on the indicator's div.
    <Indicator disabled={!active} size={8} offset={3} color="brand">
      <Popover opened={opened} onChange={setOpened} width={FILTER_WIDTH} position="bottom-start" shadow="md" trapFocus withinPortal>
        <Popover.Target>
          <ActionIcon
            variant={active ? 'light' : 'subtle'}
            color={active ? 'brand' : 'gray'}
            size="sm"
            onClick={(event) => {
              event.stopPropagation();
              if (opened) setOpened(false);
              else open();
            }}
            aria-label={t('startupsList.filterBy', { column: label })}
            aria-expanded={opened}
          >
            <IconFilter size={14} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown onClick={(event) => event.stopPropagation()}>
          <Stack gap="sm">
            <FilterControl label={label} filter={filter} draft={draft} onChange={setDraft} onListOpen={setListOpen} />
            {/*
              The option list opens inside the window, over what follows it: the buttons move below it
              meanwhile. A press on a button closes the list (a click outside it), so the room stays
              until the press ends; else the button would move away between the press and the click.
            */}
            <Group justify="flex-end" gap="xs" mt={listOpen || pressing ? DROPDOWN_MAX_HEIGHT + LIST_GAP : 0} onPointerDown={holdRoomUntilReleased}>
              <Button variant="default" size="xs" onClick={() => apply({ ...filters, [filter.field]: emptyFilters[filter.field] })}>
                {t('startupsList.reset')}
              </Button>
              <Button size="xs" disabled={invalid} onClick={() => apply({ ...filters, [filter.field]: draft[filter.field] })}>
                {t('common.apply')}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

interface FilterControlProps {
  label: string;
  filter: ColumnFilter;
  draft: StartupFilters;
  onChange: (next: StartupFilters) => void;
  onListOpen: (open: boolean) => void;
}

function FilterControl({ label, filter, draft, onChange, onListOpen }: FilterControlProps) {
  const { data: handbooks } = useHandbooks();
  const language = useLanguage();
  // Option lists open inside the window, so picking one does not count as a click outside it.
  const inside = { comboboxProps: { withinPortal: false }, onDropdownOpen: () => onListOpen(true), onDropdownClose: () => onListOpen(false) };
  if (filter.kind === 'range') {
    const money = filter.money ? currencyAffix(language) : {};
    return (
      <RangeField
        label={label}
        value={draft[filter.field]}
        onChange={(range) => onChange({ ...draft, [filter.field]: range })}
        lower={filter.lower}
        upper={filter.upper}
        allowDecimal={!filter.money}
        {...money}
      />
    );
  }
  const data = handbookOptions(handbooks?.[filter.handbook]);
  if (filter.kind === 'select') {
    const value = draft[filter.field][0];
    return (
      <SelectField
        {...inside}
        label={label}
        data={data}
        value={value === undefined ? null : String(value)}
        onChange={(next) => onChange({ ...draft, [filter.field]: next ? [Number(next)] : [] })}
        allowDeselect
        clearable
        searchable
      />
    );
  }
  return (
    <MultiSelectField
      {...inside}
      label={label}
      data={data}
      value={idsToValues(draft[filter.field])}
      onChange={(values) => onChange({ ...draft, [filter.field]: valuesToIds(values) })}
      maxValues={LIST_MAX[filter.field]}
      searchable
      clearable
    />
  );
}
