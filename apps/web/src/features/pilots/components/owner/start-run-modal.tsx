import { useId } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PILOT_KPIS_MAX, pilotStartSchema, type Applicant, type PilotStart } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { DateField } from '@/shared/ui/kit/date-field';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { notify } from '@/shared/ui/notify';
import { useStartPilot } from '@/features/pilots/api/start-pilot';
import type { OwnerRole } from '@/features/pilots/api/owner-keys';
import { canAddKpi, emptyKpi, runFormBody, type RunFormValues } from '@/features/pilots/lib/owner-applicants';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { boundedRule, requiredChoiceRule } from '@/features/pilots/lib/owner-form';

interface Props {
  role: OwnerRole;
  pilotId: string;
  applicant: Applicant | null;
  onClose: () => void;
}

/** Starting the pilot with a shortlisted startup: its success contract (KPIs, decision owner and date). */
export function StartRunModal({ role, pilotId, applicant, onClose }: Props) {
  const { t } = useTranslation();
  const start = useStartPilot(role, pilotId);
  return (
    <AppModal
      opened={applicant !== null}
      onClose={onClose}
      applying={start.isPending}
      title={t('pilotsOwner.run.startTitle', { name: applicant?.startup.name ?? '' })}
    >
      {applicant ? <StartForm applicant={applicant} start={start} onDone={onClose} /> : null}
    </AppModal>
  );
}

function StartForm({ applicant, start, onDone }: { applicant: Applicant; start: ReturnType<typeof useStartPilot>; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const fieldError = useFormFieldError();
  const form = useForm<RunFormValues, unknown, PilotStart>({
    resolver: formResolver(pilotStartSchema, { normalise: (values: RunFormValues) => runFormBody(applicant.id, values) }),
    defaultValues: { kpis: [{ ...emptyKpi }], decision_owner: '', decision_date: '' },
  });
  const kpis = useFieldArray({ control: form.control, name: 'kpis' });
  const submit = form.handleSubmit(async (body) => {
    try {
      await start.mutateAsync(body);
      notify.success(t('pilotsOwner.run.started', { name: applicant.startup.name }));
      onDone();
    } catch (failure) {
      const names: Path<RunFormValues>[] = ['decision_owner', 'decision_date'];
      kpis.fields.forEach((_, index) => names.push(`kpis.${index}.name`, `kpis.${index}.target`));
      if (!refusalOnFields(form.setError, failure, names)) notify.error(apiErrorMessage(failure, errorText), t('pilotsOwner.run.failed'));
    }
  });
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('pilotsOwner.run.kpisHint', { max: PILOT_KPIS_MAX })}
          </Text>
          {kpis.fields.map((item, index) => (
            <Group key={item.id} gap="xs" align="flex-start" wrap="nowrap" data-testid="run-kpi">
              <Controller
                control={form.control}
                name={`kpis.${index}.name`}
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    label={t('pilotsOwner.run.kpiName', { index: index + 1 })}
                    required
                    maxLength={100}
                    style={{ flex: 2 }}
                    error={fieldError(boundedRule(2, 100), fieldState.error, field.value)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`kpis.${index}.target`}
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    label={t('pilotsOwner.run.kpiTarget')}
                    required
                    maxLength={50}
                    style={{ flex: 1 }}
                    error={fieldError(boundedRule(1, 50), fieldState.error, field.value)}
                  />
                )}
              />
              {kpis.fields.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={28}
                  onClick={() => kpis.remove(index)}
                  aria-label={t('pilotsOwner.run.removeKpi', { index: index + 1 })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          {canAddKpi(kpis.fields.length) ? (
            <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => kpis.append({ ...emptyKpi })} style={{ alignSelf: 'flex-start' }}>
              {t('pilotsOwner.run.addKpi')}
            </Button>
          ) : null}
          <Controller
            control={form.control}
            name="decision_owner"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('pilotsOwner.run.decisionOwner')}
                required
                maxLength={100}
                error={fieldError(boundedRule(2, 100), fieldState.error, field.value)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="decision_date"
            render={({ field, fieldState }) => (
              <DateField
                label={t('pilotsOwner.run.decisionDate')}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldError(requiredChoiceRule, fieldState.error, field.value)}
              />
            )}
          />
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('pilotsOwner.run.start')} busy={start.isPending} onCancel={onDone} />
    </Stack>
  );
}
