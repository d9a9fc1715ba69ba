import { useState } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_NAME_MAX, DESCRIPTION_MAX, EXPERT_IN_MAX, EXPERT_NAME_MAX, WEBSITE_MAX, expertProfileBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { useHandbooks } from '../../../../shared/api/get-handbooks';
import { keepFile, type FileDraft } from '../../../../shared/files/file-draft';
import { formFieldRules } from '../../../../shared/i18n/profile-field-rules';
import { useFormFieldError, SERVER_ERROR_TYPE } from '../../../../shared/i18n/form-field-error';
import { handbookOptions, idsToValues, valuesToIds } from '../../../../shared/lib/handbook-options';
import { normalisedResolver } from '../../../../shared/lib/normalised-resolver';
import { CountedTextField } from '../../../../shared/ui/kit/counted-text-field';
import { FileField } from '../../../../shared/ui/kit/file-field';
import { MultiSelectField } from '../../../../shared/ui/kit/select-field';
import { notify } from '../../../../shared/ui/notify';
import type { ExpertProfile } from '../../api/get-expert-profile';
import { useSaveExpertProfile } from '../../api/save-expert-profile';
import { expertFormValues, normaliseExpertForm, type ExpertFormValues } from '../../lib/expert-form';
import { withFiles } from '../../lib/with-files';
import { EditModalFrame } from '../edit-modal-frame';
import { useSaveFlow } from '../use-save-flow';

type Output = z.output<typeof expertProfileBodySchema>;
type FileName = 'logo_file' | 'presentation_pitch';

/** The expert company's edit dialog: company, registrant, expertise, logo and presentation. */
export function ExpertEditModal({ profile, onClose }: { profile: ExpertProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const { data: handbooks } = useHandbooks();
  const save = useSaveExpertProfile();
  const flow = useSaveFlow();
  const [files, setFiles] = useState<Record<FileName, FileDraft>>(() => ({
    logo_file: keepFile(profile.logo_file),
    presentation_pitch: keepFile(profile.presentation_pitch),
  }));
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileName, string>>>({});
  const form = useForm<ExpertFormValues, unknown, Output>({
    resolver: normalisedResolver(zodResolver(expertProfileBodySchema), normaliseExpertForm),
    defaultValues: expertFormValues(profile),
  });
  const { errors } = form.formState;
  const [company, website, name, surname, position] = useWatch({
    control: form.control,
    name: ['company_name', 'website', 'name', 'surname', 'position_in_company'],
  });
  const setFile = (field: FileName) => (draft: FileDraft) => {
    setFiles((current) => ({ ...current, [field]: draft }));
    setFileErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = form.handleSubmit(
    async (values) => {
      const saved = await flow.run({
        files: {
          logo_file: { draft: files.logo_file, purpose: 'logo' },
          presentation_pitch: { draft: files.presentation_pitch, purpose: 'expert_presentation_pitch' },
        },
        send: (attached) => save.mutateAsync(withFiles(values, attached)),
        onFieldErrors: (fields) => {
          for (const [path, message] of Object.entries(fields)) {
            if (path === 'logo_file' || path === 'presentation_pitch') setFileErrors((current) => ({ ...current, [path]: message }));
            else form.setError(path as Path<ExpertFormValues>, { type: SERVER_ERROR_TYPE, message });
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
          value={files.logo_file}
          onChange={setFile('logo_file')}
          error={fileErrors.logo_file}
          disabled={flow.busy}
        />
        <TextInput
          {...form.register('company_name')}
          label={t('profile.fields.company')}
          maxLength={COMPANY_NAME_MAX}
          required
          error={fieldError(formFieldRules.company, errors.company_name, company)}
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
        <TextInput
          {...form.register('website')}
          label={t('profile.fields.website')}
          placeholder="example.com"
          maxLength={WEBSITE_MAX}
          error={fieldError(formFieldRules.website, errors.website, website)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            {...form.register('name')}
            label={t('profile.fields.name')}
            maxLength={EXPERT_NAME_MAX}
            required
            error={fieldError(formFieldRules.name, errors.name, name)}
          />
          <TextInput
            {...form.register('surname')}
            label={t('profile.fields.surname')}
            maxLength={EXPERT_NAME_MAX}
            required
            error={fieldError(formFieldRules.surname, errors.surname, surname)}
          />
          <TextInput
            {...form.register('position_in_company')}
            label={t('profile.fields.position')}
            maxLength={EXPERT_NAME_MAX}
            required
            error={fieldError(formFieldRules.position, errors.position_in_company, position)}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="expert_in"
          render={({ field, fieldState }) => (
            <MultiSelectField
              label={t('profile.expert.expertise')}
              description={t('profile.edit.upTo', { count: EXPERT_IN_MAX })}
              data={handbookOptions(handbooks?.industries)}
              value={idsToValues(field.value)}
              onChange={(values) => field.onChange(valuesToIds(values))}
              maxValues={EXPERT_IN_MAX}
              searchable
              required
              error={fieldError(formFieldRules.expertIn, fieldState.error, field.value)}
            />
          )}
        />
        <FileField
          label={t('profile.expert.presentation')}
          purpose="expert_presentation_pitch"
          value={files.presentation_pitch}
          onChange={setFile('presentation_pitch')}
          error={fileErrors.presentation_pitch}
          disabled={flow.busy}
        />
      </Stack>
    </EditModalFrame>
  );
}
