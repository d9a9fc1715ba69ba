import type { ReactNode } from 'react';
import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import classes from './info-card.module.css';

export interface InfoCardProps {
  title: string;
  children: ReactNode;
  /** Own profile: a click on the card opens its part of the edit dialog. */
  onEdit?: () => void;
  icon?: ReactNode;
  aside?: ReactNode;
  'data-testid'?: string;
}

/**
 * A card of the profile overview. On the owner's profile the whole card opens the edit dialog on
 * its tab; the pencil button is the same action for keyboards and screen readers.
 */
export function InfoCard({ title, children, onEdit, icon, aside, ...rest }: InfoCardProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      className={onEdit ? classes.editable : undefined}
      onClick={onEdit}
      component="section"
      aria-label={title}
      data-testid={rest['data-testid']}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {icon}
            <Title order={2} fz="lg" lh={1.3}>
              {title}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {aside}
            {onEdit ? (
              <ActionIcon
                variant="subtle"
                aria-label={t('profile.edit.section', { section: title })}
                onClick={(event) => {
                  event.stopPropagation();
                  onEdit();
                }}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The note shown for a part nobody filled in yet (spec part 1, section 2). */
export function NotFilled({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" fz="sm" fs="italic">
      {text ?? t('profile.notFilled')}
    </Text>
  );
}

/** Stops a click inside an editable card from also opening the dialog. */
export function stopCardClick(event: { stopPropagation: () => void }) {
  event.stopPropagation();
}
