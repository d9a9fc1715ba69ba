import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { RECOVERY_CODE_MAX, TOTP_DIGITS, mfaSigninBodySchema, type MfaChallenge, type MfaMethod } from '@platform/contract';
import type { z } from 'zod';
import { apiErrorCode, apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useContractFieldError } from '@/shared/i18n/contract-text';
import { formResolver } from '@/shared/lib/form-resolver';
import { CodeInput } from '@/shared/ui/kit/code-input';
import { useCompleteMfa } from '../api/complete-mfa';
import { loginServerErrorText } from './login-error-text';
import { OtherMethods } from './mfa-other-methods';
import { MfaPasskeyStep } from './mfa-passkey-step';
import { StepFrame } from './step-frame';

export interface MfaStepProps {
  challenge: MfaChallenge;
  /** The second factor was right: the session starts as after a password. */
  onSignedIn: (token: string) => void;
  /** The step's token has lapsed (5 minutes) or was spent: back to the password, saying why. */
  onExpired: (message: string) => void;
  onBack: () => void;
}

/**
 * The second step of a sign-in: a passkey of the account (offered first when it has one), a code
 * from the authenticator app, or one of the recovery codes.
 */
export function MfaStep({ challenge, ...rest }: MfaStepProps) {
  const [method, setMethod] = useState<MfaMethod>(challenge.methods.includes('passkey') ? 'passkey' : 'totp');
  if (method === 'passkey') return <MfaPasskeyStep challenge={challenge} onSwitch={setMethod} {...rest} />;
  // A new form for each way in: its fields, checks and errors are its own.
  return <MfaCodeForm key={method} challenge={challenge} method={method} onSwitch={setMethod} {...rest} />;
}

interface FormValues {
  code: string;
  recovery_code: string;
}

function MfaCodeForm({
  challenge,
  method,
  onSwitch,
  onSignedIn,
  onExpired,
  onBack,
}: MfaStepProps & { method: MfaMethod; onSwitch: (method: MfaMethod) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldError = useContractFieldError();
  const complete = useCompleteMfa();
  const [alert, setAlert] = useState<string | null>(null);
  const totp = method === 'totp';
  const [resolver] = useState(() =>
    formResolver<FormValues, typeof mfaSigninBodySchema>(mfaSigninBodySchema, {
      normalise: ({ code, recovery_code }) => ({ mfa_token: challenge.mfa_token, ...(totp ? { code } : { recovery_code }) }),
    }),
  );
  const form = useForm<FormValues, unknown, z.output<typeof mfaSigninBodySchema>>({ resolver, defaultValues: { code: '', recovery_code: '' } });
  // Switching to a recovery code puts the cursor in its field (the code boxes focus themselves).
  useEffect(() => {
    if (!totp) form.setFocus('recovery_code');
  }, [totp, form]);

  const submit = form.handleSubmit((body) => {
    if (complete.isPending) return;
    setAlert(null);
    complete.mutate(body, {
      onSuccess: ({ token }) => onSignedIn(token),
      onError: (error) => {
        if (apiErrorCode(error) === 'mfa_token_invalid') return onExpired(apiErrorMessage(error, errorText));
        if (totp) form.setValue('code', '');
        if (!refusalOnFields(form.setError, error, [totp ? 'code' : 'recovery_code'])) setAlert(loginServerErrorText(error, t, errorText));
      },
    });
  });

  return (
    <StepFrame
      eyebrow={t('auth.login.title')}
      title={t('mfa.signin.title')}
      description={totp ? t('mfa.signin.totpText', { digits: TOTP_DIGITS }) : t('mfa.signin.recoveryText')}
      alert={alert}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('mfa.signin.submit')}
      submitting={complete.isPending}
      onBack={onBack}
      footer={<OtherMethods methods={challenge.methods} current={method} onSwitch={onSwitch} />}
    >
      {totp ? (
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <CodeInput
              label={t('mfa.signin.codeLabel')}
              length={TOTP_DIGITS}
              value={field.value}
              onChange={(value) => {
                form.clearErrors('code');
                field.onChange(value);
              }}
              onComplete={() => void submit()}
              error={fieldError(fieldState.error)}
              firstBoxRef={field.ref}
              autoFocus
            />
          )}
        />
      ) : (
        <TextInput
          {...form.register('recovery_code')}
          label={t('mfa.signin.recoveryLabel')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={RECOVERY_CODE_MAX}
          size="md"
          ff="monospace"
          error={fieldError(form.formState.errors.recovery_code)}
        />
      )}
    </StepFrame>
  );
}
