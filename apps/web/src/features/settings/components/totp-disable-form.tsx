import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, totpDisableBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useContractFieldError } from '@/shared/i18n/contract-text';
import { formResolver } from '@/shared/lib/form-resolver';
import { notify } from '@/shared/ui/notify';
import { useDisableTotp } from '../api/disable-totp';

type DisableForm = z.input<typeof totpDisableBodySchema>;

/**
 * Turning codes off, proven by the current password: the server's call asks for it. Kept apart
 * so a general re-authentication prompt can take its place without touching the section.
 */
export function TotpDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldError = useContractFieldError();
  const disable = useDisableTotp();
  const form = useForm<DisableForm, unknown, z.output<typeof totpDisableBodySchema>>({
    resolver: formResolver(totpDisableBodySchema),
    defaultValues: { password: '' },
  });

  // The person just asked to turn codes off: the password is the next thing to type.
  useEffect(() => form.setFocus('password'), [form]);

  const submit = form.handleSubmit(({ password }) => {
    if (disable.isPending) return;
    disable.mutate(password, {
      onSuccess: () => {
        notify.success(t('mfa.off.done'));
        onDone();
      },
      onError: (error) => {
        if (!refusalOnFields(form.setError, error, ['password'])) notify.error(apiErrorMessage(error, errorText));
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text fz="sm">{t('mfa.off.passwordText')}</Text>
        <PasswordInput
          {...form.register('password')}
          label={t('settings.password.current')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
          error={fieldError(form.formState.errors.password)}
          maw={{ sm: 360 }}
        />
        <Group gap="sm">
          <Button type="submit" color="red" loading={disable.isPending}>
            {t('mfa.off.submit')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={disable.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
