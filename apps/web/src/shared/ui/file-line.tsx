import { Group, Stack, Text, ThemeIcon, type GroupProps } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormatters } from '@/shared/format/use-formatters';

export interface FileLineProps extends Omit<GroupProps, 'children'> {
  file: { name: string; size: number };
  /** Said before the size, e.g. which form field the file belongs to. */
  caption?: ReactNode;
  /** The line's button: open, download or remove. */
  action?: ReactNode;
  /** `sm` inside forms, `md` in cards. */
  density?: 'sm' | 'md';
}

/** One file as every list of files shows it: an icon, the name, the size, and an action on the right. */
export function FileLine({ file, caption, action, density = 'md', ...group }: FileLineProps) {
  const format = useFormatters();
  const icon = density === 'md' ? { box: 40, glyph: 22 } : { box: 32, glyph: 18 };
  return (
    <Group wrap="nowrap" gap="sm" justify="space-between" {...group}>
      <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" size={icon.box} radius="md">
          <IconFileText size={icon.glyph} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm" truncate="end">
            {file.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {caption ? (
              <>
                {caption} · {format.fileSize(file.size)}
              </>
            ) : (
              format.fileSize(file.size)
            )}
          </Text>
        </Stack>
      </Group>
      {action}
    </Group>
  );
}
