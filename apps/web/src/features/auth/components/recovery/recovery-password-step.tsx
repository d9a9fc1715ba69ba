import { PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from '@platform/contract';
import { z } from 'zod';
import { apiErrorCode, apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { confirmSchema, passwordsMatch } from '@/shared/lib/password-confirm';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { StepFrame } from '../step-frame';

const newPasswordSchema = z.object({ password: passwordSchema, confirm: confirmSchema }).superRefine(passwordsMatch);

export interface RecoveryPasswordStepProps {
  recoveryToken: string;
  onDone: () => void;
  /** The proof was refused (spent or expired): start over with a new code. */
  onProofLost: (message: string) => void;
}

/** Recovery, step 3: the new password; every session of the account ends. */
export function RecoveryPasswordStep({ recoveryToken, onDone, onProofLost }: RecoveryPasswordStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const reset = useResetPassword();
  const form = useForm<z.input<typeof newPasswordSchema>, unknown, z.output<typeof newPasswordSchema>>({
    resolver: formResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    if (reset.isPending) return;
    reset.mutate(
      { recoveryToken, password },
      {
        onSuccess: onDone,
        onError: (error) => {
          const message = apiErrorMessage(error, errorText);
          if (apiErrorCode(error) === 'proof_invalid') return onProofLost(message);
          form.setError('root.server', { message });
        },
      },
    );
  });

  const passwordProps = {
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX,
    size: 'md',
    leftSection: <IconLock size={18} aria-hidden />,
    visibilityToggleButtonProps: { 'aria-label': t('auth.login.toggleVisibility') },
  } as const;
  return (
    <StepFrame
      eyebrow={t('recovery.title')}
      position={{ index: 3, total: 3 }}
      title={t('recovery.password.title')}
      description={t('recovery.password.text')}
      alert={errors.root?.server?.message}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('recovery.password.submit')}
      submitting={reset.isPending}
    >
      <Stack gap="md">
        <PasswordInput
          {...form.register('password')}
          {...passwordProps}
          label={t('recovery.password.new')}
          description={t('signUp.credentials.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          error={fieldError('password', errors.password, values.password)}
        />
        <PasswordInput
          {...form.register('confirm')}
          {...passwordProps}
          label={t('signUp.credentials.confirm')}
          error={fieldError('confirm', errors.confirm, values.confirm)}
        />
      </Stack>
    </StepFrame>
  );
}
