import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface StepPanelProps {
  icon: ReactNode;
  color?: string;
  title: string;
  text: ReactNode;
  action: { to: string; label: string; primary?: boolean };
}

/** A one-message screen of the authentication page, such as the thank-you page. */
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
      <Button component={Link} to={action.to} size="md" variant={action.primary ? 'filled' : 'light'} fullWidth>
        {action.label}
      </Button>
    </Stack>
  );
}
