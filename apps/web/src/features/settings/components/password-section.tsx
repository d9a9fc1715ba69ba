import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PASSWORD_MAX, PASSWORD_MIN, passwordChangeBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { confirmSchema, passwordsMatch } from '@/shared/lib/password-confirm';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { notify } from '@/shared/ui/notify';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

const passwordFormSchema = passwordChangeBodySchema.extend({ confirm: confirmSchema }).superRefine(passwordsMatch);
type PasswordForm = z.input<typeof passwordFormSchema>;

/** A new password needs the current one; the account's other sessions end. */
export function PasswordSection() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const change = useChangePassword();
  const empty: PasswordForm = { currentPassword: '', password: '', confirm: '' };
  const form = useForm<PasswordForm, unknown, z.output<typeof passwordFormSchema>>({ resolver: formResolver(passwordFormSchema), defaultValues: empty });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });

  const onSubmit = form.handleSubmit(({ currentPassword, password }) => {
    if (change.isPending) return;
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          form.reset(empty);
          notify.success(t('settings.password.done'));
        },
        onError: (error) => {
          if (!refusalOnFields(form.setError, error, ['currentPassword', 'password'])) notify.error(apiErrorMessage(error, errorText));
        },
      },
    );
  });

  const common = {
    maxLength: PASSWORD_MAX,
    visibilityToggleButtonProps: { 'aria-label': t('auth.login.toggleVisibility') },
  };
  return (
    <SettingsSection title={t('settings.password.title')} description={t('settings.password.text', { min: PASSWORD_MIN, max: PASSWORD_MAX })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <PasswordInput
            {...form.register('currentPassword')}
            {...common}
            label={t('settings.password.current')}
            autoComplete="current-password"
            error={fieldError('currentPassword', errors.currentPassword, values.currentPassword)}
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              {...form.register('password')}
              {...common}
              label={t('settings.password.new')}
              autoComplete="new-password"
              error={fieldError('password', errors.password, values.password)}
            />
            <PasswordInput
              {...form.register('confirm')}
              {...common}
              label={t('signUp.credentials.confirm')}
              autoComplete="new-password"
              error={fieldError('confirm', errors.confirm, values.confirm)}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('settings.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
