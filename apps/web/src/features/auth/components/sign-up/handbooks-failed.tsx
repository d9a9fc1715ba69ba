import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The handbook lists could not be loaded: say so and offer to try again. */
export function HandbooksFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('signUp.handbooksFailed')}>
      <Button variant="light" color="red" size="compact-sm" mt="xs" onClick={onRetry}>
        {t('states.wentWrong.action')}
      </Button>
    </Alert>
  );
}
