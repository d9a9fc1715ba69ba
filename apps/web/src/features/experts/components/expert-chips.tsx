import { Badge, Group, Text } from '@mantine/core';

/** Industry chips of an expert, or a dash when there are none. Long names wrap inside their chip rather than being cut. */
export function ExpertChips({ names }: { names: string[] }) {
  if (names.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={6}>
      {names.map((name) => (
        <Badge
          key={name}
          variant="light"
          color="gray"
          radius="sm"
          tt="none"
          fw={600}
          maw="100%"
          h="auto"
          py={2}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        >
          {name}
        </Badge>
      ))}
    </Group>
  );
}
