import { SimpleGrid, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CURRENCY_MAX, STARTUP_INDUSTRIES_MAX, STARTUP_REGIONS_MAX, STARTUP_TEXT_MAX } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { formFieldRules } from '@/shared/i18n/profile-field-rules';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { numberRule } from '@/shared/i18n/bound-rules';
import { useLanguage } from '@/shared/i18n/use-language';
import { handbookOptions } from '@/shared/lib/handbook-options';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { FileField } from '@/shared/ui/kit/file-field';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { SelectField } from '@/shared/ui/kit/select-field';
import { currencyUnit } from '@/shared/format/currency-unit';
import type { TabProps } from './form-types';
import { CompanyNameField, DescriptionField, HandbookListField, WebsiteField } from '../profile-fields';
import { SectionTitle } from './section-title';

const toId = (value: string | null) => (value ? Number(value) : null);

/** About the company, the brief overview, the pitch deck and the product texts. */
export function MainTab({ form, files, setFile, fileErrors, busy }: TabProps) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const language = useLanguage();
  const { data: handbooks } = useHandbooks();

  return (
    <Stack gap="md">
      <SectionTitle first>{t('profile.edit.about')}</SectionTitle>
      <FileField
        label={t('profile.fields.logo')}
        purpose="logo"
        image
        value={files.logo_file}
        onChange={(draft) => setFile('logo_file', draft)}
        disabled={busy}
        error={fileErrors.logo_file}
      />
      <CompanyNameField control={form.control} name="company" />
      <DescriptionField control={form.control} name="description" />
      <WebsiteField control={form.control} name="website" />

      <SectionTitle>{t('profile.startup.brief')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="country"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('profile.fields.country')}
              data={handbookOptions(handbooks?.countries)}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(toId(value))}
              allowDeselect
              clearable
              error={fieldError(formFieldRules.any, fieldState.error, field.value)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="round"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('profile.fields.round')}
              data={handbookOptions(handbooks?.rounds)}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(toId(value))}
              allowDeselect
              clearable
              error={fieldError(formFieldRules.any, fieldState.error, field.value)}
            />
          )}
        />
        <HandbookListField
          control={form.control}
          name="regions"
          label={t('profile.fields.regions')}
          handbook="regions"
          max={STARTUP_REGIONS_MAX}
          rule={formFieldRules.startupRegions}
        />
        <HandbookListField
          control={form.control}
          name="industries"
          label={t('profile.fields.industries')}
          handbook="industries"
          max={STARTUP_INDUSTRIES_MAX}
          rule={formFieldRules.startupIndustries}
          searchable
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="last_fund_amount"
        render={({ field, fieldState }) => (
          <NumberTextField
            {...field}
            {...currencyUnit(language)}
            label={t('profile.fields.lastFundAmount')}
            error={fieldError(numberRule(0, CURRENCY_MAX), fieldState.error, field.value)}
          />
        )}
      />

      <SectionTitle>{t('profile.fields.pitchDeck')}</SectionTitle>
      <FileField
        label={t('profile.fields.pitchDeck')}
        purpose="pitch_deck"
        value={files.presentation_pitch_file}
        onChange={(draft) => setFile('presentation_pitch_file', draft)}
        disabled={busy}
        error={fileErrors.presentation_pitch_file}
      />

      <SectionTitle>{t('profile.startup.product')}</SectionTitle>
      {(['product_description', 'who_is_your_customer'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <CountedTextField
              label={t(name === 'product_description' ? 'profile.fields.productDescription' : 'profile.fields.customer')}
              value={field.value}
              onChange={field.onChange}
              maxLength={STARTUP_TEXT_MAX}
              multiline
              required
              error={fieldError(formFieldRules.startupText, fieldState.error, field.value)}
            />
          )}
        />
      ))}
    </Stack>
  );
}
