import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { notify } from '@/shared/ui/notify';
import { useDisableTotp } from '../api/disable-totp';

/**
 * Turning codes off, confirmed in place. The proof is the shared re-authentication prompt's: a
 * session older than a few minutes is asked for a code before the call goes through.
 */
export function TotpDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const disable = useDisableTotp();

  const submit = () => {
    if (disable.isPending) return;
    disable.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('mfa.off.done'));
        onDone();
      },
      onError: (error) => notify.error(apiErrorMessage(error, errorText)),
    });
  };

  return (
    <Stack gap="sm">
      <Text fz="sm">{t('mfa.off.confirmText')}</Text>
      <Group gap="sm">
        <Button color="red" loading={disable.isPending} onClick={submit} data-autofocus>
          {t('mfa.off.submit')}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={disable.isPending}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
