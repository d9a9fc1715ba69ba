import { Button, CloseButton, Group, Pill } from '@mantine/core';

export interface FilterTagBarProps<T extends { key: string }> {
  tags: readonly T[];
  /** What a tag reads, e.g. "Country: Portugal". */
  labelOf: (tag: T) => string;
  onRemove: (tag: T) => void;
  onClear: () => void;
  texts: { group: string; remove: (label: string) => string; clearAll: string };
}

/** Applied filters as removable tags with "Clear all" (spec part 2, section 2); nothing when none is set. */
export function FilterTagBar<T extends { key: string }>({ tags, labelOf, onRemove, onClear, texts }: FilterTagBarProps<T>) {
  if (tags.length === 0) return null;
  return (
    <Group gap="xs" aria-label={texts.group} role="group">
      {tags.map((tag) => {
        const label = labelOf(tag);
        return (
          <Pill key={tag.key} size="lg" data-testid="filter-tag">
            <Group gap={4} wrap="nowrap" component="span">
              {label}
              <CloseButton size="xs" onClick={() => onRemove(tag)} aria-label={texts.remove(label)} />
            </Group>
          </Pill>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {texts.clearAll}
      </Button>
    </Group>
  );
}
