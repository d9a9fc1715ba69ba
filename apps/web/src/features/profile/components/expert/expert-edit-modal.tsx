import { useState } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EXPERT_IN_MAX, EXPERT_NAME_MAX, expertProfileBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { keepFile, type FileDraft } from '@/shared/files/file-draft';
import { formFieldRules } from '@/shared/i18n/profile-field-rules';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { FileField } from '@/shared/ui/kit/file-field';
import { notify } from '@/shared/ui/notify';
import type { ExpertProfile } from '@/features/profile/api/get-expert-profile';
import { useSaveExpertProfile } from '@/features/profile/api/save-expert-profile';
import { expertFormValues, normaliseExpertForm, type ExpertFormValues } from '@/features/profile/lib/expert-form';
import { withFiles } from '@/features/profile/lib/with-files';
import { EditModalFrame } from '../edit-modal-frame';
import { CompanyNameField, DescriptionField, HandbookListField, WebsiteField } from '../profile-fields';
import { useSaveFlow } from '../use-save-flow';

type Output = z.output<typeof expertProfileBodySchema>;
type FileName = 'logo_file' | 'presentation_pitch';

/** The expert company's edit dialog: company, registrant, expertise, logo and presentation. */
export function ExpertEditModal({ profile, onClose }: { profile: ExpertProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const save = useSaveExpertProfile();
  const flow = useSaveFlow();
  const [files, setFiles] = useState<Record<FileName, FileDraft>>(() => ({
    logo_file: keepFile(profile.logo_file),
    presentation_pitch: keepFile(profile.presentation_pitch),
  }));
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileName, string>>>({});
  const form = useForm<ExpertFormValues, unknown, Output>({
    resolver: formResolver(expertProfileBodySchema, { normalise: normaliseExpertForm }),
    defaultValues: expertFormValues(profile),
  });
  const { errors } = form.formState;
  const [name, surname, position] = useWatch({ control: form.control, name: ['name', 'surname', 'position_in_company'] });
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
        setError: form.setError,
        filePaths: { logo_file: 'logo_file', presentation_pitch: 'presentation_pitch' },
        onFileErrors: setFileErrors,
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
        <CompanyNameField control={form.control} name="company_name" />
        <DescriptionField control={form.control} name="description" />
        <WebsiteField control={form.control} name="website" />
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
        <HandbookListField
          control={form.control}
          name="expert_in"
          label={t('profile.expert.expertise')}
          handbook="industries"
          max={EXPERT_IN_MAX}
          rule={formFieldRules.expertIn}
          searchable
          required
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
