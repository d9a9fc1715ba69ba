import { Badge, Tabs } from '@mantine/core';

export interface TabBarItem {
  value: string;
  label: string;
  /** New items in the tab; the badge hides at zero. */
  counter?: number;
  hidden?: boolean;
}

export interface TabBarProps {
  label: string;
  items: TabBarItem[];
  value: string;
  onChange: (value: string) => void;
  /** Keeps the bar under the cabinet header while the page scrolls. */
  sticky?: boolean;
}

export function TabBar({ label, items, value, onChange, sticky = false }: TabBarProps) {
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next)}
      style={sticky ? { position: 'sticky', top: 64, zIndex: 5, background: 'var(--app-page-bg)' } : undefined}
    >
      <Tabs.List aria-label={label}>
        {items
          .filter((item) => !item.hidden)
          .map((item) => (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              rightSection={
                item.counter ? (
                  <Badge size="sm" circle variant="filled">
                    {item.counter}
                  </Badge>
                ) : null
              }
            >
              {item.label}
            </Tabs.Tab>
          ))}
      </Tabs.List>
    </Tabs>
  );
}
