import { Button, Group, Stack } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { PILOT_INDUSTRIES_MAX, PILOT_NAME_MAX, PILOT_TEXT_MAX, pilotCardBodySchema, type PilotCardBody } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { paths } from '@/shared/paths';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { MultiSelectField, SelectField } from '@/shared/ui/kit/select-field';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { useCreatePilot } from '@/features/pilots/api/create-pilot';
import type { OwnerRole } from '@/features/pilots/api/owner-keys';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { emptyPilotForm, pilotFieldRules, pilotFormBody, pilotFormFields, type PilotFormField, type PilotFormValues } from '@/features/pilots/lib/owner-form';
import { useHandbookNames } from './use-handbook-names';

/** The create form (spec part 2, section 5): every field required, the contract's bounds. */
export function PilotForm({ role }: { role: OwnerRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const names = useHandbookNames();
  const create = useCreatePilot(role);
  const form = useForm<PilotFormValues, unknown, PilotCardBody>({
    resolver: formResolver(pilotCardBodySchema, { normalise: pilotFormBody }),
    defaultValues: emptyPilotForm,
  });

  const fieldError = useFormFieldError();
  const message = (field: PilotFormField, error: FieldError | undefined, value: unknown) => fieldError(pilotFieldRules[field], error, value);

  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, pilotFormFields)) notify.error(apiErrorMessage(failure, errorText), t('pilotsOwner.form.failed'));
      return;
    }
    notify.info(t('pilotsOwner.form.created'));
    navigate(paths.cabinet.pilots.showcase());
  });

  const text = (name: 'description' | 'requirements' | 'terms') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <CountedTextField
          label={t(`pilotsOwner.form.${name}`)}
          value={field.value}
          onChange={field.onChange}
          maxLength={PILOT_TEXT_MAX}
          multiline
          required
          error={message(name, fieldState.error, field.value)}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="pilot-form">
      <SectionCard title={t('pilotsOwner.form.title')} padding="xl">
        <Stack gap="md">
          <Controller
            control={form.control}
            name="name"
            render={({ field, fieldState }) => (
              <CountedTextField
                label={t('pilotsOwner.form.name')}
                value={field.value}
                onChange={field.onChange}
                maxLength={PILOT_NAME_MAX}
                required
                error={message('name', fieldState.error, field.value)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="location"
            render={({ field, fieldState }) => (
              <SelectField
                ref={field.ref}
                label={t('pilotsOwner.form.location')}
                placeholder={t('pilotsOwner.form.locationPlaceholder')}
                data={names.countryOptions}
                value={field.value}
                onChange={field.onChange}
                required
                error={message('location', fieldState.error, field.value)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="industries"
            render={({ field, fieldState }) => (
              <MultiSelectField
                ref={field.ref}
                label={t('pilotsOwner.form.industries')}
                description={t('pilotsOwner.form.industriesHint', { max: PILOT_INDUSTRIES_MAX })}
                placeholder={field.value.length === 0 ? t('pilotsOwner.form.industriesPlaceholder') : undefined}
                data={names.industryOptions}
                value={field.value}
                onChange={field.onChange}
                maxValues={PILOT_INDUSTRIES_MAX}
                required
                error={message('industries', fieldState.error, field.value)}
              />
            )}
          />
          {text('description')}
          {text('requirements')}
          {text('terms')}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate(paths.cabinet.pilots.showcase())} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="pilot-submit">
              {t('pilotsOwner.form.submit')}
            </Button>
          </Group>
        </Stack>
      </SectionCard>
    </form>
  );
}
