import type { ReactNode } from 'react';
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { FileRef } from '@platform/contract';
import { useFileUrl } from '@/shared/files/use-file-url';
import { initials } from '@/shared/lib/initials';
import { useCurrentUser } from '@/shared/session/session-context';
import classes from './profile-header.module.css';

export interface ProfileHeaderProps {
  name: string;
  description?: string | null;
  logo: FileRef | null;
  eyebrow?: ReactNode;
  /** Chips beside the role: round, score, contacts. */
  extra?: ReactNode;
  /** Own profile: role and e-mail of the account, and the edit button. */
  onEdit?: () => void;
  actions?: ReactNode;
}

/** The header of a company profile: logo, name (the page's `h1`), description and its actions. */
export function ProfileHeader({ name, description, logo, eyebrow, extra, onEdit, actions }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const logoUrl = useFileUrl(logo?.path);
  const hasActions = Boolean(onEdit || actions);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="header">
      <div className={classes.layout}>
        <Avatar className={classes.avatar} src={logoUrl} alt={t('profile.logoAlt', { name })} size={72} radius="md" color="brand" variant="light" fz="xl">
          {initials(name)}
        </Avatar>
        <Stack gap={4} className={classes.title}>
          {eyebrow ? (
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
              {eyebrow}
            </Text>
          ) : null}
          <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
        </Stack>
        <Stack gap={8} className={classes.body}>
          {description ? <Text c="dimmed">{description}</Text> : null}
          {onEdit || extra ? (
            <Group gap="sm">
              {onEdit ? <OwnAccount /> : null}
              {extra}
            </Group>
          ) : null}
        </Stack>
        {hasActions ? (
          <div className={classes.actions}>
            {actions}
            {onEdit ? (
              <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                {t('profile.edit.open')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Paper>
  );
}

function OwnAccount() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <Badge variant="light" size="lg" radius="sm" data-testid="profile-role">
        {t(`roles.${user.role}`)}
      </Badge>
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <IconMail size={16} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fz="sm" c="dimmed" data-testid="profile-email" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Group>
    </>
  );
}
