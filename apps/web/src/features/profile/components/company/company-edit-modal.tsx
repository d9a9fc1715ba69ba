import { useState } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import {
  CURRENCY_MAX,
  INVESTOR_INDUSTRIES_MAX,
  INVESTOR_STAGES_MAX,
  PHONE_MAX,
  corporateProfileBodySchema,
  investorProfileBodySchema,
} from '@platform/contract';
import type { z } from 'zod';
import { keepFile } from '@/shared/files/file-draft';
import { formFieldRules } from '@/shared/i18n/profile-field-rules';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { numberRule } from '@/shared/i18n/bound-rules';
import { useLanguage } from '@/shared/i18n/use-language';
import { FileField } from '@/shared/ui/kit/file-field';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { notify } from '@/shared/ui/notify';
import type { CompanyProfile, FoundationRole } from '@/features/profile/api/company-profile';
import { useSaveCompanyProfile } from '@/features/profile/api/save-company-profile';
import { companyFormValues, normaliseCompanyForm, type CompanyFormValues } from '@/features/profile/lib/company-form';
import { withFiles } from '@/features/profile/lib/with-files';
import { currencyUnit } from '@/shared/format/currency-unit';
import { EditModalFrame } from '../edit-modal-frame';
import { CompanyNameField, DescriptionField, HandbookListField, WebsiteField } from '../profile-fields';
import { useSaveFlow } from '../use-save-flow';

type Output = z.output<typeof investorProfileBodySchema>;

/** The investor's or corporate's edit dialog: one form, checked by the role's body schema. */
export function CompanyEditModal({ role, profile, onClose }: { role: FoundationRole; profile: CompanyProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const language = useLanguage();
  const save = useSaveCompanyProfile(role);
  const flow = useSaveFlow();
  const [logo, setLogo] = useState(() => keepFile(profile.logo_file));
  const [logoError, setLogoError] = useState<string>();
  const normalise = (values: CompanyFormValues) => normaliseCompanyForm(values, role);
  // A corporate's answer is the investor's without focus and deal: one output type serves both.
  const resolver =
    role === 'investor'
      ? formResolver(investorProfileBodySchema, { normalise: normalise })
      : (formResolver(corporateProfileBodySchema, { normalise: normalise }) as unknown as Resolver<CompanyFormValues, unknown, Output>);
  const form = useForm<CompanyFormValues, unknown, Output>({
    resolver,
    defaultValues: companyFormValues(profile),
  });
  const { errors } = form.formState;
  const phone = useWatch({ control: form.control, name: 'phone' });

  const submit = form.handleSubmit(
    async (values) => {
      const saved = await flow.run({
        files: { logo_file: { draft: logo, purpose: 'logo' } },
        send: (files) => save.mutateAsync(withFiles(values, files)),
        setError: form.setError,
        filePaths: { logo_file: 'logo_file' },
        onFileErrors: (texts) => setLogoError(texts.logo_file),
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
        <CompanyNameField control={form.control} name="company" />
        <DescriptionField control={form.control} name="description" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.register('phone')}
            label={t('profile.fields.phone')}
            type="tel"
            maxLength={PHONE_MAX}
            error={fieldError(formFieldRules.phone, errors.phone, phone)}
          />
          <WebsiteField control={form.control} name="website" />
        </SimpleGrid>
        {role === 'investor' ? (
          <>
            <HandbookListField
              control={form.control}
              name="focus_on_stages"
              label={t('profile.investor.stages')}
              handbook="rounds"
              max={INVESTOR_STAGES_MAX}
              rule={formFieldRules.investorStages}
            />
            <HandbookListField
              control={form.control}
              name="focus_on_industries"
              label={t('profile.investor.industries')}
              handbook="industries"
              max={INVESTOR_INDUSTRIES_MAX}
              rule={formFieldRules.investorIndustries}
              searchable
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
