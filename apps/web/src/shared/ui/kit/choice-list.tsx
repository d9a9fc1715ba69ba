import { useState } from 'react';
import { Button, Checkbox, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Options visible before "More" (spec part 2, section 4). */
export const CHOICE_LIST_COLLAPSED = 6;

export interface ChoiceListProps {
  label: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Unticked options are disabled once this many are chosen. */
  max?: number;
}

/** Selected options first; the first six in view, the rest behind a More / Less toggle. */
export function orderChoices<T extends { value: string }>(options: T[], selected: string[]): T[] {
  const chosen = new Set(selected);
  return [...options.filter((option) => chosen.has(option.value)), ...options.filter((option) => !chosen.has(option.value))];
}

export function ChoiceList({ label, options, value, onChange, max }: ChoiceListProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  // The order is fixed while the list is open, so a ticked box does not jump under the cursor.
  const [ordered] = useState(() => orderChoices(options, value));
  const visible = expanded ? ordered : ordered.slice(0, CHOICE_LIST_COLLAPSED);
  const full = max !== undefined && value.length >= max;

  return (
    <Checkbox.Group label={label} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {visible.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} disabled={full && !value.includes(option.value)} />
        ))}
        {ordered.length > CHOICE_LIST_COLLAPSED ? (
          <Button variant="subtle" size="compact-sm" w="fit-content" px={0} onClick={() => setExpanded((open) => !open)}>
            {expanded ? t('common.less') : t('common.more', { count: ordered.length - CHOICE_LIST_COLLAPSED })}
          </Button>
        ) : null}
      </Stack>
    </Checkbox.Group>
  );
}
