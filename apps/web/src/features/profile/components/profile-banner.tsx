import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';

export interface ProfileBannerProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
  color: string;
  testId: string;
}

/** A coloured call to action above a profile's cards: an icon, a title, a line of text and one button. */
export function ProfileBanner({ icon, title, text, action, onAction, color, testId }: ProfileBannerProps) {
  return (
    <Paper radius="lg" p="lg" bg={`var(--mantine-color-${color}-0)`} withBorder style={{ borderColor: `var(--mantine-color-${color}-2)` }} data-testid={testId}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <ThemeIcon size={44} radius="md" color={color} variant="light">
            {icon}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>{title}</Text>
            <Text fz="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        </Group>
        <Button color={color} onClick={onAction}>
          {action}
        </Button>
      </Group>
    </Paper>
  );
}
