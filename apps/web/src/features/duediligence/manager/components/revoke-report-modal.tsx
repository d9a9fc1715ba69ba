import { useId, useState } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { IconCertificateOff } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { REVOKE_REASON_MAX, REVOKE_REASON_MIN, revokeReportBodySchema, type ExpertWork, type Report, type RevokeReportBody } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { textRule } from '@/shared/i18n/bound-rules';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { notify } from '@/shared/ui/notify';
import { useRevokeReport } from '../api/revoke-report';

const reasonRule = textRule(REVOKE_REASON_MIN, REVOKE_REASON_MAX);

/**
 * The manager's button on an approved report: a dialog names the company the report is on and its
 * expert, asks for the reason, then the approval is revoked.
 */
export function RevokeReport({ work, report }: { work: ExpertWork; report: Report }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const revoke = useRevokeReport(work.id, report.id);
  const names = { client: work.client.name, expert: report.expert_company.name };
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconCertificateOff size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        style={{ alignSelf: 'flex-start' }}
        data-testid="revoke-report"
      >
        {t('passport.revoke.open')}
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} applying={revoke.isPending} title={t('passport.revoke.title')}>
        {opened ? <RevokeForm revoke={revoke} names={names} onDone={() => setOpened(false)} /> : null}
      </AppModal>
    </>
  );
}

type Names = { client: string; expert: string };

function RevokeForm({ revoke, names, onDone }: { revoke: ReturnType<typeof useRevokeReport>; names: Names; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const fieldError = useFormFieldError();
  const form = useForm<RevokeReportBody>({ resolver: formResolver(revokeReportBodySchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      await revoke.mutateAsync(body);
      notify.success(t('passport.revoke.done'));
      onDone();
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, ['reason'])) notify.error(apiErrorMessage(failure, errorText));
    }
  });
  return (
    <Stack gap="md">
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="revoke-text">
        {t('passport.revoke.text', names)}
      </Text>
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <Textarea
              ref={field.ref}
              label={t('passport.revoke.reason')}
              description={t('passport.revoke.reasonHint')}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              autosize
              minRows={3}
              maxLength={REVOKE_REASON_MAX}
              required
              error={fieldError(reasonRule, fieldState.error, field.value)}
              data-autofocus
              data-testid="revoke-reason"
            />
          )}
        />
      </form>
      <FormActions formId={formId} submitLabel={t('passport.revoke.submit')} busy={revoke.isPending} onCancel={onDone} color="red" />
    </Stack>
  );
}
