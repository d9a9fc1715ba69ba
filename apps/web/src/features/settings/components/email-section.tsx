import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconAt, IconMail } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EMAIL_MAX, emailChangeSendBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { apiErrorCode, apiErrorMessage, secondsInMessage, serverFieldErrors } from '@/shared/api/api-error';
import { applyFieldErrors } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { deadlineAfter } from '@/shared/lib/countdown';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { useCurrentUser } from '@/shared/session/session-context';
import { useSendEmailChangeCode } from '../api/send-email-change-code';
import { EmailCodeForm } from './email-code-form';
import { SettingsSection } from './settings-section';

type EmailForm = z.input<typeof emailChangeSendBodySchema>;

/** A new e-mail, confirmed by a code mailed to it; until then the account keeps the old one. */
export function EmailSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const sendCode = useSendEmailChangeCode();
  const [pending, setPending] = useState<{ email: string; resendAt: number } | null>(null);
  const form = useForm<EmailForm, unknown, z.output<typeof emailChangeSendBodySchema>>({
    resolver: formResolver(emailChangeSendBodySchema),
    defaultValues: { email: '' },
  });
  const value = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email }) => {
    if (sendCode.isPending) return;
    sendCode.mutate(email, {
      onSuccess: ({ resendAfter }) => setPending({ email, resendAt: deadlineAfter(resendAfter, Date.now()) }),
      onError: (error) => {
        const wait = apiErrorCode(error) === 'code_resend_too_soon' ? secondsInMessage(error) : null;
        if (wait !== null) return setPending({ email, resendAt: deadlineAfter(wait, Date.now()) });
        const fields = serverFieldErrors(error);
        const unplaced = applyFieldErrors(form.setError, fields, ['email']);
        if (unplaced.length > 0 || Object.keys(fields).length === 0) {
          form.setError('email', { type: 'server', message: apiErrorMessage(error, errorText) });
        }
      },
    });
  });

  return (
    <SettingsSection title={t('settings.email.title')} description={t('settings.email.text')}>
      <Group gap={8} wrap="nowrap">
        <IconMail size={18} aria-hidden color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
        <Text fz="sm">
          {t('settings.email.current')}{' '}
          <Text component="span" fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="settings-current-email">
            {user.email}
          </Text>
        </Text>
      </Group>
      {pending ? (
        <EmailCodeForm
          email={pending.email}
          resendAt={pending.resendAt}
          onResent={(resendAt) => setPending({ ...pending, resendAt })}
          onDone={() => {
            setPending(null);
            form.reset({ email: '' });
          }}
          onCancel={() => setPending(null)}
        />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              {...form.register('email')}
              label={t('settings.email.new')}
              placeholder={t('auth.login.emailPlaceholder')}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={EMAIL_MAX}
              leftSection={<IconAt size={18} aria-hidden />}
              error={fieldError('email', errors.email, value)}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" loading={sendCode.isPending} mt={{ base: 0, xs: 25 }}>
              {t('settings.email.send')}
            </Button>
          </Group>
        </form>
      )}
    </SettingsSection>
  );
}
