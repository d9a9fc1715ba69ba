import { useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface SectionCardProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Beside the title, e.g. a count or a link. */
  aside?: ReactNode;
  children: ReactNode;
  /** `xl` for the roomier client screens (forms, the application's info). */
  padding?: 'lg' | 'xl';
  'data-testid'?: string;
}

/** A titled part of a screen; a region named by its heading, for screen readers and tests. */
export function SectionCard({ title, description, aside, children, padding = 'lg', ...rest }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: padding }} component="section" aria-labelledby={headingId} data-testid={rest['data-testid']}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" lh={1.3} id={headingId}>
              {title}
            </Title>
            {description ? (
              <Text fz="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
