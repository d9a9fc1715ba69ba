import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, emailSchema, passwordSchema } from '@platform/contract';
import { z } from 'zod';
import { apiErrorCode, apiErrorMessage, secondsInMessage, serverFieldErrors } from '@/shared/api/api-error';
import { applyFieldErrors } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { deadlineAfter } from '@/shared/lib/countdown';
import { confirmSchema, passwordsMatch } from '@/shared/lib/password-confirm';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { useSendRegistrationCode } from '@/features/auth/api/send-registration-code';
import { isCodeOnItsWay, isEmailVerified } from '@/features/auth/sign-up/draft';
import { firstOpenStep } from '@/features/auth/sign-up/steps';
import { StepFrame } from '../step-frame';
import type { SignUpStepProps } from './step-props';
import { useStepServerErrors } from './use-step-server-errors';

const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema, confirm: confirmSchema }).superRefine(passwordsMatch);
type CredentialsInput = z.input<typeof credentialsSchema>;
type CredentialsOutput = z.output<typeof credentialsSchema>;

/** Step 2: e-mail and password. Continuing mails the code, unless this address is confirmed already. */
export function CredentialsStep({ draft, dispatch, position, next, back, serverError }: SignUpStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const sendCode = useSendRegistrationCode();
  const form = useForm<CredentialsInput, unknown, CredentialsOutput>({
    resolver: formResolver(credentialsSchema),
    defaultValues: { email: draft.email, password: draft.password, confirm: draft.password },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const serverAlert = useStepServerErrors(form.setError, serverError, ['email', 'password']);

  const onSubmit = form.handleSubmit(({ email, password }) => {
    if (sendCode.isPending) return;
    // The address is proven already (after a reload, or back from a later step): no new code.
    const saved = { ...draft, email, password };
    if (isEmailVerified(saved)) return next({ email, password }, firstOpenStep(saved) ?? 'sign-up-agreement');
    if (isCodeOnItsWay(draft, email)) return next({ email, password }, 'sign-up-code');
    const codeSent = (seconds: number) => {
      dispatch({ type: 'codeSent', email, resendAt: deadlineAfter(seconds, Date.now()) });
      next({ password }, 'sign-up-code');
    };
    sendCode.mutate(email, {
      onSuccess: ({ resendAfter }) => codeSent(resendAfter),
      onError: (error) => {
        const wait = apiErrorCode(error) === 'code_resend_too_soon' ? secondsInMessage(error) : null;
        if (wait !== null) return codeSent(wait);
        const unplaced = applyFieldErrors(form.setError, serverFieldErrors(error), ['email']);
        if (unplaced.length > 0 || !form.getFieldState('email').error) {
          form.setError('root.server', { message: apiErrorMessage(error, errorText) });
        }
      },
    });
  });

  return (
    <StepFrame
      eyebrow={t('signUp.title')}
      position={position}
      title={t('signUp.credentials.title')}
      description={t('signUp.credentials.text')}
      alert={errors.root?.server?.message ?? serverAlert}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('auth.steps.continue')}
      submitting={sendCode.isPending}
      onBack={() => back({ email: form.getValues('email'), password: form.getValues('password') })}
    >
      <Stack gap="md">
        <TextInput
          {...form.register('email')}
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX}
          size="md"
          leftSection={<IconAt size={18} aria-hidden />}
          error={fieldError('email', errors.email, values.email)}
        />
        <PasswordInput
          {...form.register('password')}
          label={t('auth.login.password')}
          description={t('signUp.credentials.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
          error={fieldError('password', errors.password, values.password)}
        />
        <PasswordInput
          {...form.register('confirm')}
          label={t('signUp.credentials.confirm')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
          error={fieldError('confirm', errors.confirm, values.confirm)}
        />
      </Stack>
    </StepFrame>
  );
}
