import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CODE_LENGTH, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, codeSchema } from '@platform/contract';
import { z } from 'zod';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { SERVER_ERROR_TYPE } from '@/shared/i18n/form-field-error';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { CodeInput } from '@/shared/ui/kit/code-input';
import { StepFrame, type StepFrameProps } from './step-frame';

const codeFormSchema = z.object({ code: codeSchema });
type CodeForm = z.input<typeof codeFormSchema>;

export interface CodeStepProps extends Pick<StepFrameProps, 'eyebrow' | 'position' | 'title' | 'alert' | 'onBack'> {
  email: string;
  /** When another code may be asked for (epoch ms). */
  resendAt: number | null;
  verify: (code: string) => Promise<unknown>;
  verifying: boolean;
  resend: () => Promise<unknown>;
  resending: boolean;
}

/** "Enter the code we mailed": six boxes, attempts left from the server, resend after 60 s. */
export function CodeStep({ email, resendAt, verify, verifying, resend, resending, ...frame }: CodeStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const secondsLeft = useCountdown(resendAt, CODE_RESEND_SECONDS);
  const form = useForm<CodeForm>({ resolver: formResolver(codeFormSchema), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    if (verifying) return;
    try {
      await verify(code);
    } catch (error) {
      // The boxes empty for the next try, with the reason (attempts left, or ask for a new code).
      form.setValue('code', '');
      form.setError('code', { type: SERVER_ERROR_TYPE, message: apiErrorMessage(error, errorText) }, { shouldFocus: true });
    }
  });

  const onResend = async () => {
    if (resending) return;
    form.clearErrors('code');
    try {
      await resend();
      form.setValue('code', '');
    } catch (error) {
      form.setError('code', { type: SERVER_ERROR_TYPE, message: apiErrorMessage(error, errorText) });
    }
  };

  return (
    <StepFrame
      {...frame}
      description={
        <Trans
          i18nKey="auth.code.sentTo"
          values={{ email, length: CODE_LENGTH, minutes: CODE_TTL_SECONDS / 60 }}
          components={{ email: <Text component="span" fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }} /> }}
        />
      }
      onSubmit={(event) => void submit(event)}
      submitLabel={t('auth.code.verify')}
      submitting={verifying}
    >
      <Stack gap="sm">
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
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void onResend()}
            disabled={secondsLeft > 0}
            loading={resending}
          >
            {secondsLeft > 0 ? t('auth.code.resendIn', { seconds: secondsLeft }) : t('auth.code.resend')}
          </Button>
        </Group>
      </Stack>
    </StepFrame>
  );
}
