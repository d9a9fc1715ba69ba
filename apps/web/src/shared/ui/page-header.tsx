import type { ReactNode } from 'react';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { initials } from '@/shared/lib/initials';

export interface PageHeaderProps {
  title: string;
  /** Small line above the title, e.g. the section name. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Shows an avatar: an image link, or initials taken from the title when the link is null. */
  avatar?: { src: string | null; alt: string };
  meta?: ReactNode;
  actions?: ReactNode;
}

/** The header of a cabinet screen; its title is the page's only `h1`. */
export function PageHeader({ title, eyebrow, description, avatar, meta, actions }: PageHeaderProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="lg" align="center" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          {avatar ? (
            <Avatar src={avatar.src} alt={avatar.alt} size={72} radius="md" color="brand" variant="light" fz="xl">
              {initials(title)}
            </Avatar>
          ) : null}
          <Stack gap={6} style={{ minWidth: 0 }}>
            {eyebrow ? (
              <Text fz="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
                {eyebrow}
              </Text>
            ) : null}
            <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
            {meta}
          </Stack>
        </Group>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
    </Paper>
  );
}
