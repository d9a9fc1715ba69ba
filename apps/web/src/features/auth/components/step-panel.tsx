import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface StepPanelProps {
  icon: ReactNode;
  color?: string;
  title: string;
  text: ReactNode;
  action: { to: string; label: string };
}

/** A one-message step of the authentication page: thank-you, or a step not open yet. */
export function StepPanel({ icon, color = 'brand', title, text, action }: StepPanelProps) {
  return (
    <Stack gap="lg" align="flex-start">
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Stack gap={8}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
      </Stack>
      <Button component={Link} to={action.to} size="md" variant="light" fullWidth>
        {action.label}
      </Button>
    </Stack>
  );
}
