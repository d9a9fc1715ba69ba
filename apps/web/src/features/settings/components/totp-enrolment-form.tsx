import { ActionIcon, Button, Code, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TOTP_DIGITS, totpConfirmBodySchema, type TotpEnrolment } from '@platform/contract';
import type { z } from 'zod';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useContractFieldError } from '@/shared/i18n/contract-text';
import { formResolver } from '@/shared/lib/form-resolver';
import { CodeInput } from '@/shared/ui/kit/code-input';
import { useCopyToClipboard } from '@/shared/ui/copy-to-clipboard';
import { notify } from '@/shared/ui/notify';
import { useConfirmTotp } from '../api/confirm-totp';
import { groupedKey } from '../lib/grouped-key';

type ConfirmForm = z.input<typeof totpConfirmBodySchema>;

export interface TotpEnrolmentFormProps {
  enrolment: TotpEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The key as a QR code and as text, and the first code from the app that turns codes on. */
export function TotpEnrolmentForm({ enrolment, onConfirmed, onCancel }: TotpEnrolmentFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldError = useContractFieldError();
  const { copied, copy } = useCopyToClipboard();
  const confirm = useConfirmTotp();
  const form = useForm<ConfirmForm, unknown, z.output<typeof totpConfirmBodySchema>>({
    resolver: formResolver(totpConfirmBodySchema),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(({ code }) => {
    if (confirm.isPending) return;
    confirm.mutate(code, {
      onSuccess: ({ recovery_codes }) => onConfirmed(recovery_codes),
      onError: (error) => {
        form.setValue('code', '');
        if (!refusalOnFields(form.setError, error, ['code'])) notify.error(apiErrorMessage(error, errorText));
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text fz="sm">{t('mfa.enrol.scan')}</Text>
        <Group align="flex-start" gap="lg">
          <Paper withBorder p="sm" radius="md" bg="white">
            <QRCodeSVG value={enrolment.otpauth_url} size={176} marginSize={1} role="img" aria-label={t('mfa.enrol.qrLabel')} title={t('mfa.enrol.qrLabel')} />
          </Paper>
          <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Text fz="sm" fw={500}>
              {t('mfa.enrol.keyLabel')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code fz="md" data-testid="totp-key" style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                {groupedKey(enrolment.secret)}
              </Code>
              <Tooltip label={copied ? t('mfa.copied') : t('mfa.enrol.copyKey')} opened={copied || undefined}>
                <ActionIcon variant="subtle" size="lg" aria-label={t('mfa.enrol.copyKey')} onClick={() => copy(enrolment.secret)}>
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            </Group>
            <Text fz="xs" c="dimmed">
              {t('mfa.enrol.keyHint')}
            </Text>
          </Stack>
        </Group>
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <CodeInput
              label={t('mfa.enrol.codeLabel')}
              length={TOTP_DIGITS}
              value={field.value}
              onChange={(value) => {
                form.clearErrors('code');
                field.onChange(value);
              }}
              error={fieldError(fieldState.error)}
              firstBoxRef={field.ref}
            />
          )}
        />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            {t('mfa.enrol.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
