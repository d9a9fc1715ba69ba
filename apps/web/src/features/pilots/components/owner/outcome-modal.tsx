import { useId } from 'react';
import { Stack, TextInput, Textarea } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PILOT_TEXT_MAX, pilotOutcomeSchema, pilotOutcomes, type PilotOutcomeBody, type PilotRun } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { SelectField } from '@/shared/ui/kit/select-field';
import { notify } from '@/shared/ui/notify';
import { useRecordOutcome } from '@/features/pilots/api/record-outcome';
import type { OwnerRole } from '@/features/pilots/api/owner-keys';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { boundedRule, requiredChoiceRule } from '@/features/pilots/lib/owner-form';

interface OutcomeValues {
  outcome: string | null;
  reached: string[];
  note: string;
}
const outcomeBody = (values: OutcomeValues) => ({
  outcome: values.outcome ?? undefined,
  reached: values.reached.map((value) => value.trim()),
  note: values.note.trim() === '' ? undefined : values.note,
});

interface Props {
  role: OwnerRole;
  pilotId: string;
  run: PilotRun;
  opened: boolean;
  onClose: () => void;
}

/** Recording the outcome: commercial contract, extended or stopped, with the value reached for each KPI. */
export function OutcomeModal({ role, pilotId, run, opened, onClose }: Props) {
  const { t } = useTranslation();
  const record = useRecordOutcome(role, pilotId);
  return (
    <AppModal opened={opened} onClose={onClose} applying={record.isPending} title={t('pilotsOwner.run.record')}>
      {opened ? <OutcomeForm run={run} record={record} onDone={onClose} /> : null}
    </AppModal>
  );
}

function OutcomeForm({ run, record, onDone }: { run: PilotRun; record: ReturnType<typeof useRecordOutcome>; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const fieldError = useFormFieldError();
  const form = useForm<OutcomeValues, unknown, PilotOutcomeBody>({
    resolver: formResolver(pilotOutcomeSchema, { normalise: outcomeBody }),
    defaultValues: { outcome: null, reached: run.kpis.map(() => ''), note: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync(body);
      notify.success(t('pilotsOwner.run.recorded'));
      onDone();
    } catch (failure) {
      const names: Path<OutcomeValues>[] = ['outcome', 'note', ...run.kpis.map((_, index) => `reached.${index}` as const)];
      if (!refusalOnFields(form.setError, failure, names)) notify.error(apiErrorMessage(failure, errorText), t('pilotsOwner.run.failed'));
    }
  });
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="outcome"
            render={({ field, fieldState }) => (
              <SelectField
                ref={field.ref}
                label={t('pilotsOwner.run.outcome')}
                data={pilotOutcomes.map((value) => ({ value, label: t(`pilotsOwner.outcomes.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
                required
                error={fieldError(requiredChoiceRule, fieldState.error, field.value)}
                data-autofocus
              />
            )}
          />
          {run.kpis.map((kpi, index) => (
            <Controller
              key={index}
              control={form.control}
              name={`reached.${index}`}
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  label={t('pilotsOwner.run.reachedOf', { name: kpi.name, target: kpi.target })}
                  required
                  maxLength={50}
                  error={fieldError(boundedRule(1, 50), fieldState.error, field.value)}
                />
              )}
            />
          ))}
          <Controller
            control={form.control}
            name="note"
            render={({ field, fieldState }) => (
              <Textarea
                {...field}
                label={t('pilotsOwner.run.note')}
                autosize
                minRows={2}
                maxLength={PILOT_TEXT_MAX}
                error={fieldError(boundedRule(1, PILOT_TEXT_MAX), fieldState.error, field.value)}
              />
            )}
          />
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('pilotsOwner.run.record')} busy={record.isPending} onCancel={onDone} />
    </Stack>
  );
}
