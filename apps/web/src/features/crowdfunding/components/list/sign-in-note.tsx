import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';

/** Signed-out visitors browse read-only: joining a round needs an investor's or a corporate's account. */
export function SignInNote() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="brand" radius="lg" icon={<IconLogin size={20} aria-hidden />} data-testid="crowdfunding-sign-in">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{t('crowdfundingList.visitor.text')}</Text>
        <Group gap="xs">
          <Button component={Link} to={paths.login()} size="xs">
            {t('crowdfundingList.visitor.signIn')}
          </Button>
          <Button component={Link} to={paths.login('sign-up')} size="xs" variant="default">
            {t('crowdfundingList.visitor.signUp')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
