import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';

/** A search box appears once a list is longer than this (spec part 2, section 9). */
export const SEARCH_THRESHOLD = 14;
/** Dropdown height of the kit's lists (spec part 2, section 9). */
export const DROPDOWN_MAX_HEIGHT = 296;
/** Default multi-select limit (spec part 2, section 5). */
export const MULTI_SELECT_DEFAULT_MAX = 3;

type Option = { value: string; label: string };

export function SelectField(props: Omit<SelectProps, 'data'> & { data: Option[] }) {
  return (
    <Select
      searchable={props.data.length > SEARCH_THRESHOLD}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      checkIconPosition="right"
      allowDeselect={false}
      comboboxProps={{ shadow: 'md' }}
      {...props}
    />
  );
}

export function MultiSelectField({ maxValues = MULTI_SELECT_DEFAULT_MAX, ...props }: Omit<MultiSelectProps, 'data'> & { data: Option[] }) {
  return (
    <MultiSelect
      searchable={props.data.length > SEARCH_THRESHOLD}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      maxValues={maxValues}
      checkIconPosition="right"
      comboboxProps={{ shadow: 'md' }}
      {...props}
    />
  );
}
