import { useId } from 'react';
import { Stack, Text } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PILOT_QUESTION_MAX, PILOT_QUESTION_MIN, pilotApplySchema } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { notify } from '@/shared/ui/notify';
import { useApplyToPilot } from '@/features/pilots/api/apply-to-pilot';
import { applyBody, emptyApply, questionRule, type ApplyValues } from '@/features/pilots/lib/startup-apply';

export interface ApplyModalProps {
  pilotId: string;
  pilotName: string;
  opened: boolean;
  onClose: () => void;
}

/** Applying to a pilot: an optional question of 3 to 300 characters (spec section 5). */
export function ApplyModal({ pilotId, pilotName, opened, onClose }: ApplyModalProps) {
  const { t } = useTranslation();
  const apply = useApplyToPilot(pilotId);
  return (
    <AppModal opened={opened} onClose={onClose} applying={apply.isPending} title={t('pilotsStartup.apply.title')}>
      {opened ? <ApplyForm pilotName={pilotName} apply={apply} onDone={onClose} /> : null}
    </AppModal>
  );
}

function ApplyForm({ pilotName, apply, onDone }: { pilotName: string; apply: ReturnType<typeof useApplyToPilot>; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const form = useForm<ApplyValues, unknown, { question?: string | null }>({
    resolver: formResolver(pilotApplySchema.unwrap(), { normalise: applyBody }),
    defaultValues: emptyApply,
  });
  const fieldError = useFormFieldError();
  const submit = form.handleSubmit(async (body) => {
    try {
      await apply.mutateAsync(body.question ?? null);
      notify.success(t('pilotsStartup.apply.done', { name: pilotName }));
      onDone();
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, ['question'])) notify.error(apiErrorMessage(failure, errorText), t('pilotsStartup.apply.failed'));
    }
  });
  return (
    <Stack gap="md">
      <Text fz="sm">{t('pilotsStartup.apply.intro', { name: pilotName })}</Text>
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Controller
          control={form.control}
          name="question"
          render={({ field, fieldState }) => (
            <CountedTextField
              label={t('pilotsStartup.apply.question', { min: PILOT_QUESTION_MIN, max: PILOT_QUESTION_MAX })}
              value={field.value}
              onChange={field.onChange}
              maxLength={PILOT_QUESTION_MAX}
              multiline
              error={fieldError(questionRule, fieldState.error, field.value)}
            />
          )}
        />
      </form>
      <FormActions formId={formId} submitLabel={t('pilotsStartup.apply.submit')} busy={apply.isPending} onCancel={onDone} />
    </Stack>
  );
}
