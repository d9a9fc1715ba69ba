import { Badge, Group } from '@mantine/core';

/** Industry names as small light badges; nothing when there are none. */
export function IndustryChips({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Group gap={6} data-testid="pilot-industries">
      {names.map((name) => (
        <Badge key={name} variant="light" color="gray" radius="sm" tt="none" fw={600}>
          {name}
        </Badge>
      ))}
    </Group>
  );
}
