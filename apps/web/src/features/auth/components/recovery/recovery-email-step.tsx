import { TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EMAIL_MAX, sendCodeBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { apiErrorCode, apiErrorMessage, secondsInMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { useSendRecoveryCode } from '@/features/auth/api/send-recovery-code';
import { StepFrame } from '../step-frame';

export interface RecoveryEmailStepProps {
  email: string;
  /** The code is on its way: `resendIn` seconds until another may be asked for. */
  onSent: (email: string, resendIn: number) => void;
  onBack: () => void;
}

/** Recovery, step 1: the account's e-mail, where the code goes. */
export function RecoveryEmailStep({ email, onSent, onBack }: RecoveryEmailStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const sendCode = useSendRecoveryCode();
  const form = useForm<z.input<typeof sendCodeBodySchema>, unknown, z.output<typeof sendCodeBodySchema>>({
    resolver: formResolver(sendCodeBodySchema),
    defaultValues: { email },
  });
  const value = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email: address }) => {
    if (sendCode.isPending) return;
    sendCode.mutate(address, {
      onSuccess: ({ resendAfter }) => onSent(address, resendAfter),
      onError: (error) => {
        // A code sent to this address a moment ago still works.
        const wait = apiErrorCode(error) === 'code_resend_too_soon' ? secondsInMessage(error) : null;
        if (wait !== null) return onSent(address, wait);
        form.setError('root.server', { message: apiErrorMessage(error, errorText) });
      },
    });
  });

  return (
    <StepFrame
      eyebrow={t('recovery.title')}
      position={{ index: 1, total: 3 }}
      title={t('recovery.email.title')}
      description={t('recovery.email.text')}
      alert={errors.root?.server?.message}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('recovery.email.submit')}
      submitting={sendCode.isPending}
      onBack={onBack}
    >
      <TextInput
        {...form.register('email')}
        label={t('auth.login.email')}
        placeholder={t('auth.login.emailPlaceholder')}
        type="email"
        autoComplete="username"
        inputMode="email"
        maxLength={EMAIL_MAX}
        size="md"
        leftSection={<IconAt size={18} aria-hidden />}
        error={fieldError('email', errors.email, value)}
      />
    </StepFrame>
  );
}
