import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/session-context';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { PageHeader } from '../../../shared/ui/page-header';
import { UnderConstruction } from '../../../shared/ui/states';

/** For now the header from user info; the role's profile content lands in a later release. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = user.name ?? user.email;
  useDocumentTitle(t('pages.profile'));

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={t('pages.profile')}
        title={name}
        avatar={{ src: user.logo?.path ?? null, alt: t('profile.logoAlt', { name }) }}
        meta={
          <Group gap="sm" mt={4}>
            <Badge variant="light" size="lg" radius="sm" data-testid="profile-role">
              {t(`roles.${user.role}`)}
            </Badge>
            <Group gap={6} wrap="nowrap">
              <IconMail size={16} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text fz="sm" c="dimmed" data-testid="profile-email" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Group>
          </Group>
        }
      />
      <UnderConstruction description={t('profile.underConstruction')} />
    </Stack>
  );
}
