import { useState } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_NAME_MAX,
  CURRENCY_MAX,
  DESCRIPTION_MAX,
  INVESTOR_INDUSTRIES_MAX,
  INVESTOR_STAGES_MAX,
  PHONE_MAX,
  WEBSITE_MAX,
  corporateProfileBodySchema,
  investorProfileBodySchema,
} from '@platform/contract';
import type { z } from 'zod';
import { useHandbooks } from '../../../../shared/api/get-handbooks';
import { keepFile } from '../../../../shared/files/file-draft';
import { formFieldRules } from '../../../../shared/i18n/profile-field-rules';
import { numberRule, useFormFieldError, SERVER_ERROR_TYPE } from '../../../../shared/i18n/form-field-error';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { handbookOptions, idsToValues, valuesToIds } from '../../../../shared/lib/handbook-options';
import { normalisedResolver } from '../../../../shared/lib/normalised-resolver';
import { CountedTextField } from '../../../../shared/ui/kit/counted-text-field';
import { FileField } from '../../../../shared/ui/kit/file-field';
import { NumberTextField } from '../../../../shared/ui/kit/number-text-field';
import { MultiSelectField } from '../../../../shared/ui/kit/select-field';
import { notify } from '../../../../shared/ui/notify';
import type { CompanyProfile, FoundationRole } from '../../api/company-profile';
import { useSaveCompanyProfile } from '../../api/save-company-profile';
import { companyFormValues, normaliseCompanyForm, type CompanyFormValues } from '../../lib/company-form';
import { withFiles } from '../../lib/with-files';
import { currencyUnit } from '../../../../shared/format/currency-unit';
import { EditModalFrame } from '../edit-modal-frame';
import { useSaveFlow } from '../use-save-flow';

type Output = z.output<typeof investorProfileBodySchema>;

/** The investor's or corporate's edit dialog: one form, checked by the role's body schema. */
export function CompanyEditModal({ role, profile, onClose }: { role: FoundationRole; profile: CompanyProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const language = useLanguage();
  const { data: handbooks } = useHandbooks();
  const save = useSaveCompanyProfile(role);
  const flow = useSaveFlow();
  const [logo, setLogo] = useState(() => keepFile(profile.logo_file));
  const [logoError, setLogoError] = useState<string>();
  const normalise = (values: CompanyFormValues) => normaliseCompanyForm(values, role);
  // A corporate's answer is the investor's without focus and deal: one output type serves both.
  const resolver =
    role === 'investor'
      ? normalisedResolver(zodResolver(investorProfileBodySchema), normalise)
      : (normalisedResolver(zodResolver(corporateProfileBodySchema), normalise) as unknown as Resolver<CompanyFormValues, unknown, Output>);
  const form = useForm<CompanyFormValues, unknown, Output>({
    resolver,
    defaultValues: companyFormValues(profile),
  });
  const { errors } = form.formState;
  const [company, phone, website] = useWatch({ control: form.control, name: ['company', 'phone', 'website'] });

  const submit = form.handleSubmit(
    async (values) => {
      const saved = await flow.run({
        files: { logo_file: { draft: logo, purpose: 'logo' } },
        send: (files) => save.mutateAsync(withFiles(values, files)),
        onFieldErrors: (fields) => {
          for (const [path, message] of Object.entries(fields)) {
            if (path === 'logo_file') setLogoError(message);
            else form.setError(path as Path<CompanyFormValues>, { type: SERVER_ERROR_TYPE, message });
          }
        },
      });
      if (saved) onClose();
    },
    () => notify.warning(t('fieldErrors.fixErrors')),
  );

  return (
    <EditModalFrame onClose={onClose} onSave={() => void submit()} saving={flow.busy}>
      <Stack gap="md">
        <FileField
          label={t('profile.fields.logo')}
          purpose="logo"
          image
          value={logo}
          onChange={(draft) => (setLogo(draft), setLogoError(undefined))}
          error={logoError}
          disabled={flow.busy}
        />
        <TextInput
          {...form.register('company')}
          label={t('profile.fields.company')}
          maxLength={COMPANY_NAME_MAX}
          required
          error={fieldError(formFieldRules.company, errors.company, company)}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <CountedTextField
              label={t('profile.fields.description')}
              value={field.value}
              onChange={field.onChange}
              maxLength={DESCRIPTION_MAX}
              multiline
              error={fieldError(formFieldRules.description, fieldState.error, field.value)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.register('phone')}
            label={t('profile.fields.phone')}
            type="tel"
            maxLength={PHONE_MAX}
            error={fieldError(formFieldRules.phone, errors.phone, phone)}
          />
          <TextInput
            {...form.register('website')}
            label={t('profile.fields.website')}
            placeholder="example.com"
            maxLength={WEBSITE_MAX}
            error={fieldError(formFieldRules.website, errors.website, website)}
          />
        </SimpleGrid>
        {role === 'investor' ? (
          <>
            <Controller
              control={form.control}
              name="focus_on_stages"
              render={({ field, fieldState }) => (
                <MultiSelectField
                  label={t('profile.investor.stages')}
                  description={t('profile.edit.upTo', { count: INVESTOR_STAGES_MAX })}
                  data={handbookOptions(handbooks?.rounds)}
                  value={idsToValues(field.value)}
                  onChange={(values) => field.onChange(valuesToIds(values))}
                  maxValues={INVESTOR_STAGES_MAX}
                  error={fieldError(formFieldRules.investorStages, fieldState.error, field.value)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="focus_on_industries"
              render={({ field, fieldState }) => (
                <MultiSelectField
                  label={t('profile.investor.industries')}
                  description={t('profile.edit.upTo', { count: INVESTOR_INDUSTRIES_MAX })}
                  data={handbookOptions(handbooks?.industries)}
                  value={idsToValues(field.value)}
                  onChange={(values) => field.onChange(valuesToIds(values))}
                  maxValues={INVESTOR_INDUSTRIES_MAX}
                  searchable
                  error={fieldError(formFieldRules.investorIndustries, fieldState.error, field.value)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="average_deal"
              render={({ field, fieldState }) => (
                <NumberTextField
                  {...field}
                  {...currencyUnit(language)}
                  label={t('profile.investor.averageDeal')}
                  error={fieldError(numberRule(0, CURRENCY_MAX), fieldState.error, field.value)}
                />
              )}
            />
          </>
        ) : null}
      </Stack>
    </EditModalFrame>
  );
}
