import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { CompanyAccount } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { SigninList } from '@/shared/sessions/signin-list';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useCompanySignins, useEndCompanySessions } from '../api/company-sessions';

/** The company's recent sign-ins and, after a confirmation, ending every session it has (a suspected break-in, support). */
export function SigninsCard({ account }: { account: CompanyAccount }) {
  const { t } = useTranslation();
  const query = useCompanySignins(account.id);
  const serverText = useErrorText();
  const end = useEndCompanySessions(account.id);
  const [opened, setOpened] = useState(false);
  const confirm = async () => {
    try {
      const { ended } = await end.mutateAsync();
      notify.success(t('sessions.backoffice.ended', { count: ended, name: account.name }));
      setOpened(false);
    } catch (failure) {
      notify.error(apiErrorMessage(failure, serverText), t('sessions.backoffice.failed'));
    }
  };
  return (
    <SectionCard title={t('sessions.backoffice.title')} description={t('sessions.backoffice.text')} data-testid="signins-card">
      <Stack gap="md">
        <div>
          <Button
            variant="outline"
            color="red"
            leftSection={<IconPlugConnectedX size={18} aria-hidden />}
            onClick={() => setOpened(true)}
            data-testid="account-end-sessions"
          >
            {t('sessions.backoffice.endAll')}
          </Button>
        </div>
        {query.isPending ? (
          <ContentLoader />
        ) : query.isError ? (
          <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <SigninList items={query.data.items} testId="company-signins" />
        )}
      </Stack>
      <AppModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('sessions.backoffice.confirmTitle')}
        onApply={() => void confirm()}
        applyLabel={t('sessions.backoffice.confirm')}
        applying={end.isPending}
        applyColor="red"
      >
        <Text fz="sm">{t('sessions.backoffice.confirmText', { name: account.name })}</Text>
      </AppModal>
    </SectionCard>
  );
}
