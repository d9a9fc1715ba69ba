import { Stack, TextInput } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { COMPANY_NAME_MAX, DESCRIPTION_MAX, WEBSITE_MAX, companyStepSchema } from '@platform/contract';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { StepFrame } from '../step-frame';
import { LogoUpload } from './logo-upload';
import type { SignUpStepProps } from './step-props';
import { useStepForm } from './use-step-form';

/** Step 5: the company, with an optional logo uploaded at once. */
export function CompanyStep(props: SignUpStepProps) {
  const { draft, dispatch } = props;
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { form, frame } = useStepForm(companyStepSchema, ['company', 'website', 'description'], props);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });

  return (
    <StepFrame {...frame} title={t('signUp.company.title')} description={t('signUp.company.text')}>
      <Stack gap="md">
        <TextInput
          {...form.register('company')}
          label={t('signUp.company.name')}
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX}
          size="md"
          error={fieldError('company', errors.company, values.company)}
        />
        <TextInput
          {...form.register('website')}
          label={t('signUp.company.website')}
          placeholder={t('signUp.company.websitePlaceholder')}
          description={t('signUp.company.websiteHint')}
          inputMode="url"
          autoComplete="url"
          maxLength={WEBSITE_MAX}
          size="md"
          leftSection={<IconWorld size={18} aria-hidden />}
          error={fieldError('website', errors.website, values.website)}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <CountedTextField
              label={t('signUp.company.description')}
              placeholder={t('signUp.company.descriptionPlaceholder')}
              value={field.value}
              onChange={field.onChange}
              maxLength={DESCRIPTION_MAX}
              multiline
              size="md"
              error={fieldError('description', fieldState.error, field.value)}
            />
          )}
        />
        {draft.registrationToken ? (
          <LogoUpload registrationToken={draft.registrationToken} value={draft.logo} onChange={(logo) => dispatch({ type: 'save', values: { logo } })} />
        ) : null}
      </Stack>
    </StepFrame>
  );
}
