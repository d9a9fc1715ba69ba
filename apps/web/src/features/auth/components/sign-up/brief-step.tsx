import { Stack } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { BRIEF_INDUSTRIES_MAX, BRIEF_REGIONS_MAX, BRIEF_ROUNDS_MAX, startupBriefStepSchema } from '@platform/contract';
import type { z } from 'zod';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { MultiSelectField, SelectField } from '@/shared/ui/kit/select-field';
import { StepFrame } from '../step-frame';
import { handbookOptions, idsToValues, valuesToIds } from '@/shared/lib/handbook-options';
import { HandbooksFailed } from './handbooks-failed';
import type { SignUpStepProps } from './step-props';
import { useStepServerErrors } from './use-step-server-errors';

type BriefInput = z.input<typeof startupBriefStepSchema>;
const lists = [
  { name: 'regions', kind: 'regions', max: BRIEF_REGIONS_MAX },
  { name: 'industries', kind: 'industries', max: BRIEF_INDUSTRIES_MAX },
  { name: 'rounds', kind: 'rounds', max: BRIEF_ROUNDS_MAX },
] as const;

/** Startup only: where it works and what it looks for, to match it with investors. */
export function BriefStep({ draft, position, next, back, serverError }: SignUpStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const handbooks = useHandbooks();
  const { brief } = draft;
  const form = useForm<BriefInput, unknown, z.output<typeof startupBriefStepSchema>>({
    resolver: formResolver(startupBriefStepSchema),
    defaultValues: { country: brief.country ?? undefined, regions: brief.regions, industries: brief.industries, rounds: brief.rounds },
  });
  const alert = useStepServerErrors(form.setError, serverError, ['country', 'regions', 'industries', 'rounds'], 'brief.');
  const loading = handbooks.isPending ? t('common.loading') : undefined;

  const current = (): BriefInput => form.getValues();
  return (
    <StepFrame
      eyebrow={t('signUp.title')}
      position={position}
      title={t('signUp.brief.title')}
      description={t('signUp.brief.text')}
      alert={alert}
      onSubmit={(event) => void form.handleSubmit((answer) => next({ brief: answer }))(event)}
      submitLabel={t('auth.steps.continue')}
      onBack={() => back({ brief: { ...current(), country: current().country ?? null } })}
    >
      {handbooks.isError ? <HandbooksFailed onRetry={() => void handbooks.refetch()} /> : null}
      <Stack gap="md">
        <Controller
          control={form.control}
          name="country"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('signUp.brief.country')}
              placeholder={loading ?? t('signUp.choose')}
              data={handbookOptions(handbooks.data?.countries)}
              value={field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
              disabled={!handbooks.data}
              size="md"
              nothingFoundMessage={t('states.noResults.title')}
              error={fieldError('country', fieldState.error, field.value)}
            />
          )}
        />
        {lists.map(({ name, kind, max }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <MultiSelectField
                label={t(`signUp.brief.${name}`)}
                description={t('signUp.brief.upTo', { count: max })}
                placeholder={loading ?? t('signUp.choose')}
                data={handbookOptions(handbooks.data?.[kind])}
                value={idsToValues(field.value)}
                onChange={(values) => field.onChange(valuesToIds(values))}
                maxValues={max}
                disabled={!handbooks.data}
                size="md"
                nothingFoundMessage={t('states.noResults.title')}
                error={fieldError(name, fieldState.error, field.value)}
              />
            )}
          />
        ))}
      </Stack>
    </StepFrame>
  );
}
