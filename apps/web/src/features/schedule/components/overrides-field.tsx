import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { addDays, localDate } from '@platform/contract';
import { DateField } from '@/shared/ui/kit/date-field';
import type { SettingsForm } from '../lib/settings-form';
import { RangesEditor } from './ranges-editor';
import { useScheduleError } from './use-schedule-error';

type ErrorLike = { message?: string; type?: string };
type OverrideErrors = ErrorLike & { root?: ErrorLike } & Partial<Record<number, { date?: ErrorLike; time?: never }>>;

export interface OverridesFieldProps {
  control: Control<SettingsForm>;
  errors?: OverrideErrors;
}

/** Date overrides: a holiday (unavailable all day) or a date with its own hours; added and removed. */
export function OverridesField({ control, errors }: OverridesFieldProps) {
  const { t } = useTranslation();
  const errorText = useScheduleError();
  const { fields, append, remove } = useFieldArray({ control, name: 'overrides' });
  const current = useWatch({ control, name: 'overrides' });
  const timeZone = useWatch({ control, name: 'timezone' });

  const addOverride = () => {
    // The first free date from the expert's today on, as a day off.
    const taken = new Set(current.map((o) => o.date));
    let date = localDate(new Date(), timeZone);
    while (taken.has(date)) date = addDays(date, 1);
    append({ date, time: [] });
  };

  return (
    <Stack gap="sm">
      <div>
        <Title order={3} fz="md">
          {t('schedule.form.overrides')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('schedule.form.overridesHint')}
        </Text>
      </div>
      {fields.length === 0 ? <Text c="dimmed">{t('schedule.form.noOverrides')}</Text> : null}
      {fields.map((item, index) => (
        <Paper key={item.id} withBorder p="sm" radius="md" data-testid="schedule-override">
          <Stack gap="xs">
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <Controller
                control={control}
                name={`overrides.${index}.date`}
                render={({ field, fieldState }) => (
                  <div style={{ flex: 1, maxWidth: 220 }}>
                    <DateField
                      label={t('schedule.form.overrideDate')}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      error={errorText(fieldState.error)}
                    />
                  </div>
                )}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                mb={2}
                onClick={() => remove(index)}
                aria-label={t('schedule.form.removeOverride', { date: current[index]?.date ?? '' })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Controller
              control={control}
              name={`overrides.${index}.time`}
              render={({ field }) => (
                <Stack gap="xs">
                  <Checkbox
                    label={t('schedule.form.dayOff')}
                    checked={field.value.length === 0}
                    onChange={(event) => field.onChange(event.currentTarget.checked ? [] : [{ from: '09:00', to: '17:00' }])}
                  />
                  {field.value.length > 0 ? (
                    <RangesEditor
                      day={current[index]?.date || t('schedule.form.overrideDate')}
                      value={field.value}
                      onChange={field.onChange}
                      errors={errors?.[index]?.time}
                      showUnavailable={false}
                    />
                  ) : null}
                </Stack>
              )}
            />
          </Stack>
        </Paper>
      ))}
      {errorText(errors?.root ?? (errors?.message ? errors : undefined)) ? (
        <Text c="red.8" fz="sm" role="alert">
          {errorText(errors?.root ?? errors)}
        </Text>
      ) : null}
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addOverride} style={{ alignSelf: 'flex-start' }}>
        {t('schedule.form.addOverride')}
      </Button>
    </Stack>
  );
}
