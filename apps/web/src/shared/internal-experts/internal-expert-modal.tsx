import { useId, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EXPERT_IN_MAX, EXPERT_NAME_MAX, internalExpertBodySchema, type InternalExpert } from '@platform/contract';
import type { z } from 'zod';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useErrorText } from '@/shared/api/use-error-text';
import { keepFile, type FileDraft } from '@/shared/files/file-draft';
import { uploadDrafts } from '@/shared/files/upload-drafts';
import { formFieldRules } from '@/shared/i18n/profile-field-rules';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { handbookOptions, idsToValues, valuesToIds } from '@/shared/lib/handbook-options';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { FileField } from '@/shared/ui/kit/file-field';
import { MultiSelectField } from '@/shared/ui/kit/select-field';
import { notify } from '@/shared/ui/notify';
import { useSaveInternalExpert } from './save-internal-expert';

type FormInput = z.input<typeof internalExpertBodySchema>;
type FormOutput = z.output<typeof internalExpertBodySchema>;
const FIELDS = ['name', 'surname', 'expert_in'] as const;

export interface InternalExpertModalProps {
  opened: boolean;
  onClose: () => void;
  /** The expert to change; none adds a new one. */
  expert?: InternalExpert | null;
}

/** Adds or changes one of the company's internal experts: name, surname, expertise and a photo. */
export function InternalExpertModal({ opened, onClose, expert }: InternalExpertModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <AppModal opened={opened} onClose={onClose} applying={busy} title={expert ? t('experts.modal.editTitle') : t('experts.modal.addTitle')}>
      {/* Mounted while open only, so every opening starts from the expert as stored. */}
      {opened ? <InternalExpertForm expert={expert ?? null} onDone={onClose} busy={busy} setBusy={setBusy} /> : null}
    </AppModal>
  );
}

interface FormProps {
  expert: InternalExpert | null;
  onDone: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function InternalExpertForm({ expert, onDone, busy, setBusy }: FormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const fieldError = useFormFieldError();
  const errorText = useErrorText();
  const handbooks = useHandbooks();
  const save = useSaveInternalExpert();
  const [photo, setPhoto] = useState<FileDraft>(keepFile(expert?.logo_file));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(internalExpertBodySchema),
    defaultValues: { name: expert?.name ?? '', surname: expert?.surname ?? '', expert_in: expert?.expert_in ?? [] },
  });
  const { errors } = form.formState;
  const [name, surname] = useWatch({ control: form.control, name: ['name', 'surname'] });

  const submit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      try {
        const files = await uploadDrafts({ logo_file: { draft: photo, purpose: 'logo' } }).catch((failure: unknown) => {
          notify.error(apiErrorMessage(failure, errorText), t('files.uploadFailed'));
          throw failure;
        });
        await save.mutateAsync({ id: expert?.id ?? null, body: { ...values, ...files } }).catch((failure: unknown) => {
          refusalOnFields(form.setError, failure, FIELDS);
          notify.error(apiErrorMessage(failure, errorText));
          throw failure;
        });
        notify.success(expert ? t('experts.modal.saved') : t('experts.modal.added'));
        onDone();
      } catch {
        // Told above; the dialog stays open for another try.
      } finally {
        setBusy(false);
      }
    },
    () => notify.warning(t('fieldErrors.fixErrors')),
  );

  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              {...form.register('name')}
              label={t('experts.fields.name')}
              maxLength={EXPERT_NAME_MAX}
              error={fieldError(formFieldRules.name, errors.name, name)}
              data-autofocus
            />
            <TextInput
              {...form.register('surname')}
              label={t('experts.fields.surname')}
              maxLength={EXPERT_NAME_MAX}
              error={fieldError(formFieldRules.surname, errors.surname, surname)}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="expert_in"
            render={({ field, fieldState }) => (
              <MultiSelectField
                label={t('experts.fields.expertIn')}
                description={t('experts.fields.expertInHint', { count: EXPERT_IN_MAX })}
                data={handbookOptions(handbooks.data?.industries)}
                value={idsToValues(field.value)}
                onChange={(values) => field.onChange(valuesToIds(values))}
                maxValues={EXPERT_IN_MAX}
                searchable
                error={fieldError(formFieldRules.expertIn, fieldState.error, field.value)}
              />
            )}
          />
          <FileField label={t('experts.fields.photo')} purpose="logo" image value={photo} onChange={setPhoto} disabled={busy} />
        </Stack>
      </form>
      <ModalActions formId={formId} busy={busy} onCancel={onDone} label={expert ? t('experts.modal.save') : t('experts.modal.add')} />
    </Stack>
  );
}

function ModalActions({ formId, busy, onCancel, label }: { formId: string; busy: boolean; onCancel: () => void; label: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={busy}>
        {label}
      </Button>
    </Group>
  );
}
