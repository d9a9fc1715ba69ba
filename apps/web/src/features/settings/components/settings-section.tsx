import { useId, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The danger zone: a red frame around an action that cannot be undone. */
  danger?: boolean;
  /** The section's anchor, for links from other screens (`/cabinet/settings#id`). */
  id?: string;
}

/** One card of the settings screen, a region named by its heading. */
export function SettingsSection({ title, description, children, danger = false, id }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id={titleId} fz="lg" c={danger ? 'red.8' : undefined}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" fz="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
