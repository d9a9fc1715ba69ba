import { useState, useSyncExternalStore } from 'react';
import { Alert, Button, Center, Divider, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PASSWORD_MAX, REAUTH_WINDOW_MS, TOTP_DIGITS, reauthBodySchema, type ReauthBody } from '@platform/contract';
import { apiErrorCode, apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { formResolver } from '@/shared/lib/form-resolver';
import { message, oneMessageRule, useFormFieldError } from '@/shared/i18n/form-field-error';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { promptRefusal } from '@/shared/lib/passkey-prompt';
import { useMfaStatus, usePasskeyReauth, useReauth } from './api/reauth';
import { reauthPrompt } from './reauth-prompt';

const FORM_ID = 'reauth-form';
const rules = {
  password: { required: message('reauth.passwordRequired') },
  code: oneMessageRule(message('reauth.codeRequired'), message('reauth.codeFormat', { digits: TOTP_DIGITS })),
};

/**
 * "Confirm it's you": opened by any call the server refuses with `reauth_required`. The password,
 * or, for an account with a second factor, a passkey or a code from the authenticator app,
 * freshens this session; the call is then sent again and the person's action completes.
 * Cancelling leaves the screen as it was, and the refused call's message says why nothing happened.
 */
export function ReauthDialog() {
  const open = useSyncExternalStore(reauthPrompt.subscribe, reauthPrompt.isOpen);
  const status = useMfaStatus(open);
  const [codeAsked, setCodeAsked] = useState(false);
  if (!open) return null;
  const withCode = codeAsked || status.data?.totp.enabled === true;
  const withPasskey = (status.data?.passkeys ?? 0) > 0;
  return (
    <ProofForm
      key={withCode ? 'code' : 'password'}
      withCode={withCode}
      withPasskey={withPasskey}
      loading={status.isPending}
      onCodeAsked={() => setCodeAsked(true)}
      onFactorsChanged={() => void status.refetch()}
      onDone={(confirmed) => {
        setCodeAsked(false);
        reauthPrompt.settle(confirmed);
      }}
    />
  );
}

type ProofFormProps = {
  withCode: boolean;
  /** The account has passkeys: one proves it, and its password alone no longer does. */
  withPasskey: boolean;
  loading: boolean;
  onCodeAsked(): void;
  onFactorsChanged(): void;
  onDone(confirmed: boolean): void;
};

function ProofForm({ withCode, withPasskey, loading, onCodeAsked, onFactorsChanged, onDone }: ProofFormProps) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const errorText = useErrorText();
  const reauth = useReauth();
  const byPasskey = usePasskeyReauth();
  const [failure, setFailure] = useState<string | null>(null);
  // A passkey-only account has nothing to type: its passkey is the proof.
  const fields = withCode || !withPasskey;
  const busy = reauth.isPending || byPasskey.isPending;
  const form = useForm<ReauthBody>({ resolver: formResolver(reauthBodySchema), defaultValues: withCode ? { code: '' } : { password: '' } });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    if (reauth.isPending) return;
    setFailure(null);
    reauth.mutate(body, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        // Codes or passkeys were added meanwhile (another device): ask for them instead.
        if (apiErrorCode(error) === 'reauth_code_required') return onCodeAsked();
        if (apiErrorCode(error) === 'reauth_factor_required') return onFactorsChanged();
        if (!refusalOnFields(form.setError, error, [withCode ? 'code' : 'password'])) setFailure(apiErrorMessage(error, errorText));
      },
    });
  });

  const usePasskey = () => {
    if (busy) return;
    setFailure(null);
    byPasskey.mutate(undefined, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        const refusal = promptRefusal(error);
        setFailure(refusal === 'cancelled' || refusal === 'unsupported' ? t(`auth.passkey.${refusal}`) : apiErrorMessage(error, errorText));
      },
    });
  };
  const passkeyButton = withPasskey ? (
    <Button variant={fields ? 'default' : 'filled'} leftSection={<IconFingerprint size={18} aria-hidden />} loading={byPasskey.isPending} onClick={usePasskey}>
      {t('reauth.usePasskey')}
    </Button>
  ) : null;
  const text = withCode ? 'reauth.textCode' : fields ? 'reauth.textPassword' : 'reauth.textPasskey';

  return (
    <AppModal opened onClose={() => onDone(false)} title={t('reauth.title')} applying={busy}>
      {loading ? (
        <Center mih={120} role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      ) : (
        <form id={FORM_ID} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <Text fz="sm">{t(text, { minutes: REAUTH_WINDOW_MS / 60_000 })}</Text>
            {passkeyButton && fields ? (
              <>
                {passkeyButton}
                <Divider label={t('reauth.orUseCode')} labelPosition="center" />
              </>
            ) : null}
            {!fields ? null : withCode ? (
              <TextInput
                {...form.register('code')}
                label={t('reauth.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={TOTP_DIGITS}
                data-autofocus
                error={fieldError(rules.code, errors.code, values.code)}
              />
            ) : (
              <PasswordInput
                {...form.register('password')}
                label={t('reauth.password')}
                autoComplete="current-password"
                maxLength={PASSWORD_MAX}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
                data-autofocus
                error={fieldError(rules.password, errors.password, values.password)}
              />
            )}
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            {fields ? (
              <FormActions formId={FORM_ID} submitLabel={t('reauth.submit')} busy={busy} onCancel={() => onDone(false)} />
            ) : (
              <Group justify="flex-end">
                <Button variant="default" onClick={() => onDone(false)} disabled={busy}>
                  {t('common.cancel')}
                </Button>
                {passkeyButton}
              </Group>
            )}
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
