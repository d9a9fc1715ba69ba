import { useId } from 'react';
import { Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECLINE_ROUND_REASON_MAX, DECLINE_ROUND_REASON_MIN, roundModerationSchema, type RoundModeration } from '@platform/contract';
import { apiErrorMessage, serverFieldErrors } from '../../../../shared/api/api-error';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { SERVER_ERROR_TYPE } from '../../../../shared/i18n/field-error-text';
import { normalisedResolver } from '../../../../shared/lib/normalised-resolver';
import { AppModal } from '../../../../shared/ui/kit/app-modal';
import { FormActions } from '../../../../shared/ui/kit/form-actions';
import { notify } from '../../../../shared/ui/notify';
import type { useModerateRound } from '../api/moderate-round';
import { reasonMessage } from '../lib/decision-forms';

type Moderate = ReturnType<typeof useModerateRound>;

/** Declining a round asks for the reason the startup will read (5 to 500 characters). */
export function DeclineRoundModal({ opened, name, moderate, onClose }: { opened: boolean; name: string; moderate: Moderate; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} applying={moderate.isPending} title={t('manageCrowdfunding.decline.title')}>
      {opened ? <DeclineForm name={name} moderate={moderate} onDone={onClose} /> : null}
    </AppModal>
  );
}

function DeclineForm({ name, moderate, onDone }: { name: string; moderate: Moderate; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const form = useForm<{ reason: string }, unknown, RoundModeration>({
    resolver: normalisedResolver(zodResolver(roundModerationSchema), (values: { reason: string }) => ({ status: 'decline', reason: values.reason })),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async (move) => {
    try {
      await moderate.mutateAsync(move);
      notify.success(t('manageCrowdfunding.decline.done', { name }));
      onDone();
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.reason) form.setError('reason', { type: SERVER_ERROR_TYPE, message: fields.reason }, { shouldFocus: true });
      else notify.error(apiErrorMessage(failure, errorText), t('manageCrowdfunding.actions.failed'));
    }
  });
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid="decline-round-form">
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => {
            const found = reasonMessage(fieldState.error, field.value);
            return (
              <Textarea
                ref={field.ref}
                label={t('manageCrowdfunding.decline.reason')}
                description={t('manageCrowdfunding.decline.reasonHint', { min: DECLINE_ROUND_REASON_MIN, max: DECLINE_ROUND_REASON_MAX })}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                autosize
                minRows={3}
                required
                error={found ? ('text' in found ? found.text : t(found.key, found.params ?? {})) : undefined}
                data-autofocus
              />
            );
          }}
        />
      </form>
      <FormActions formId={formId} submitLabel={t('manageCrowdfunding.decline.submit')} busy={moderate.isPending} onCancel={onDone} color="red" />
    </Stack>
  );
}
