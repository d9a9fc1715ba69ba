import { Button, Group, Stack, Text } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CODE_RESEND_SECONDS, emailChangeConfirmBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { apiErrorCode, apiErrorMessage, secondsInMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { deadlineAfter } from '@/shared/lib/countdown';
import { SERVER_ERROR_TYPE } from '@/shared/i18n/form-field-error';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { CodeInput } from '@/shared/ui/kit/code-input';
import { notify } from '@/shared/ui/notify';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useSendEmailChangeCode } from '../api/send-email-change-code';

const codeFormSchema = emailChangeConfirmBodySchema.pick({ code: true });
type CodeForm = z.input<typeof codeFormSchema>;

export interface EmailCodeFormProps {
  email: string;
  resendAt: number;
  onResent: (resendAt: number) => void;
  onDone: () => void;
  onCancel: () => void;
}

/** The code mailed to the new address; a right one makes it the account's e-mail. */
export function EmailCodeForm({ email, resendAt, onResent, onDone, onCancel }: EmailCodeFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const confirm = useConfirmEmailChange();
  const resend = useSendEmailChangeCode();
  const secondsLeft = useCountdown(resendAt, CODE_RESEND_SECONDS);
  const form = useForm<CodeForm, unknown, z.output<typeof codeFormSchema>>({ resolver: formResolver(codeFormSchema), defaultValues: { code: '' } });
  const showError = (error: unknown) => {
    form.setValue('code', '');
    form.setError('code', { type: SERVER_ERROR_TYPE, message: apiErrorMessage(error, errorText) }, { shouldFocus: true });
  };

  const submit = form.handleSubmit(({ code }) => {
    if (confirm.isPending) return;
    confirm.mutate(
      { email, code },
      {
        onSuccess: (user) => {
          notify.success(t('settings.email.done', { email: user.email }));
          onDone();
        },
        onError: showError,
      },
    );
  });

  const onResend = () => {
    if (resend.isPending) return;
    resend.mutate(email, {
      onSuccess: ({ resendAfter }) => {
        form.reset({ code: '' });
        onResent(deadlineAfter(resendAfter, Date.now()));
        notify.info(t('auth.code.resent', { email }));
      },
      onError: (error) => {
        const wait = apiErrorCode(error) === 'code_resend_too_soon' ? secondsInMessage(error) : null;
        if (wait !== null) onResent(deadlineAfter(wait, Date.now()));
        showError(error);
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={420}>
        <Text fz="sm" c="dimmed">
          <Trans i18nKey="settings.email.codeSent" values={{ email }} components={{ email: <Text component="span" fw={600} c="dark.7" /> }} />
        </Text>
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <CodeInput
              label={t('auth.code.label')}
              value={field.value}
              onChange={(value) => {
                form.clearErrors('code');
                field.onChange(value);
              }}
              onComplete={() => void submit()}
              error={fieldError('code', fieldState.error, field.value)}
              firstBoxRef={field.ref}
              autoFocus
            />
          )}
        />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            {t('settings.email.confirm')}
          </Button>
          <Button variant="subtle" onClick={onResend} disabled={secondsLeft > 0} loading={resend.isPending}>
            {secondsLeft > 0 ? t('auth.code.resendIn', { seconds: secondsLeft }) : t('auth.code.resend')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel} disabled={confirm.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
