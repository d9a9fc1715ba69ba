import { useId, useState } from 'react';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { isoWeekdays, type WorkCalendarAnswer } from '@platform/contract';
import { apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { SERVER_ERROR_TYPE } from '@/shared/i18n/form-field-error';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { notify } from '@/shared/ui/notify';
import { useSaveWorkCalendar } from '../api/save-work-calendar';
import { formFieldOfServerPath, settingsBody, settingsFormSchema, settingsFormValues, type SettingsForm } from '../lib/settings-form';
import { OverridesField } from './overrides-field';
import { RangesEditor } from './ranges-editor';
import { useScheduleError } from './use-schedule-error';
import { ZoneSelect } from '@/shared/time-zone/zone-select';
import { FormActions } from '@/shared/ui/kit/form-actions';

export interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
  expertId: string;
  settings: WorkCalendarAnswer['settings'] | undefined;
}

/** The schedule settings: weekly hours Monday to Sunday, the expert's zone and the date overrides. */
export function SettingsModal({ opened, onClose, expertId, settings }: SettingsModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <AppModal opened={opened} onClose={onClose} applying={busy} title={t('schedule.form.title')}>
      {/* Mounted while open only, so every opening starts from the stored settings. */}
      {opened && settings ? <SettingsFormBody expertId={expertId} settings={settings} onDone={onClose} busy={busy} setBusy={setBusy} /> : null}
    </AppModal>
  );
}

interface BodyProps {
  expertId: string;
  settings: WorkCalendarAnswer['settings'];
  onDone: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function SettingsFormBody({ expertId, settings, onDone, busy, setBusy }: BodyProps) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const fieldText = useScheduleError();
  const save = useSaveWorkCalendar(expertId);
  const form = useForm<SettingsForm>({ resolver: formResolver(settingsFormSchema), defaultValues: settingsFormValues(settings) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      try {
        await save.mutateAsync(settingsBody(values));
        notify.success(t('schedule.form.saved'));
        onDone();
      } catch (failure) {
        for (const [path, message] of Object.entries(serverFieldErrors(failure))) {
          const field = formFieldOfServerPath(path);
          if (field) form.setError(field as FieldPath<SettingsForm>, { type: SERVER_ERROR_TYPE, message });
        }
        notify.error(apiErrorMessage(failure, errorText));
      } finally {
        setBusy(false);
      }
    },
    () => notify.warning(t('fieldErrors.fixErrors')),
  );

  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid="schedule-settings">
        <Stack gap="md">
          <Controller
            control={form.control}
            name="timezone"
            render={({ field, fieldState }) => (
              <ZoneSelect
                label={t('schedule.form.zone')}
                value={field.value}
                onChange={field.onChange}
                error={fieldText(fieldState.error)}
                testId="settings-zone"
              />
            )}
          />
          <Divider />
          <div>
            <Title order={3} fz="md">
              {t('schedule.form.weekly')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('schedule.form.weeklyHint')}
            </Text>
          </div>
          {isoWeekdays.map((weekday, index) => {
            const day = t(`schedule.weekdays.${weekday}`);
            return (
              <Group key={weekday} align="flex-start" gap="sm" wrap="wrap" data-testid={`weekday-${weekday}`}>
                <Text fw={600} w={120} pt={6}>
                  {day}
                </Text>
                <Controller
                  control={form.control}
                  name={`days.${index}.time`}
                  render={({ field }) => <RangesEditor day={day} value={field.value} onChange={field.onChange} errors={errors.days?.[index]?.time as never} />}
                />
              </Group>
            );
          })}
          <Divider />
          <OverridesField control={form.control} errors={errors.overrides as never} />
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('schedule.form.save')} busy={busy} onCancel={onDone} />
    </Stack>
  );
}
