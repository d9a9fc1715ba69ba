import type { CSSProperties } from 'react';
import { Button, Indicator, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { acceptSearch } from './accept-search';

export interface ListTitleProps {
  title: string;
  /** The total line, e.g. "43 pilots"; a blank line keeps its place until the count comes. */
  total: string | undefined;
  totalTestId: string;
  /** A collapsed sticky header shows the title alone. */
  hideTotal?: boolean;
  className?: string;
}

/** A list page's title with the count of what it holds. */
export function ListTitle({ title, total, totalTestId, hideTotal = false, className }: ListTitleProps) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 24, sm: 30 }} className={className}>
        {title}
      </Title>
      {hideTotal ? null : (
        <Text c="dimmed" data-testid={totalTestId}>
          {total ?? '\u00a0'}
        </Text>
      )}
    </Stack>
  );
}

export interface SearchBoxProps {
  value: string;
  /** The text as typed; input past `maxLength` is ignored. */
  onChange: (text: string) => void;
  label: string;
  maxLength: number;
  style?: CSSProperties;
}

/** A list's search box; its label is also its placeholder. */
export function SearchBox({ value, onChange, label, maxLength, style }: SearchBoxProps) {
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onChange(acceptSearch(value, event.currentTarget.value, maxLength))}
      placeholder={label}
      aria-label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={maxLength}
      style={{ flex: 1, maxWidth: 360, minWidth: 0, ...style }}
    />
  );
}

/** Opens the filter dialog; a dot tells that some of its filters are set. */
export function FiltersButton({ filtersSet, onOpen }: { filtersSet: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Indicator disabled={!filtersSet} size={10} offset={4} color="brand">
      <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />} onClick={onOpen}>
        {t('lists.filters.open')}
      </Button>
    </Indicator>
  );
}
