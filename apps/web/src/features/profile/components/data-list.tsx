import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';

/** Label over value pairs of a card; a missing value shows a dash. */
export function DataItem({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text component="div" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </Stack>
  );
}

export function DataGrid({ children, cols = 2 }: { children: ReactNode; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(cols, 2), md: cols }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

/** Handbook names as chips; none gives a dash, or the given not-filled note. */
export function Chips({ names, empty }: { names: string[]; empty?: ReactNode }) {
  if (names.length === 0) return <>{empty ?? '—'}</>;
  return (
    <Group gap={6}>
      {names.map((name) => (
        <Badge key={name} variant="light" color="gray" radius="sm" tt="none" fw={600} size="lg">
          {name}
        </Badge>
      ))}
    </Group>
  );
}
