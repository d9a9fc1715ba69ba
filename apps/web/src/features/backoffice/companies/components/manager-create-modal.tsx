import { useId } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { z } from 'zod';
import { languages, managerCreateBodySchema, NAME_PART_MAX, type Language, type ManagerCreateBody } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { notify } from '@/shared/ui/notify';
import { useCreateManager } from '../api/managers';
import { backofficeFieldRules, emptyManager, managerFields } from '../lib/forms';

/** The form holds the schema's input: the language defaults to English when none is chosen. */
type ManagerForm = z.input<typeof managerCreateBodySchema>;

/** A new manager account: the e-mail, the name and the language of the mail with the sign-in link. */
export function ManagerCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateManager();
  return (
    <AppModal opened={opened} onClose={onClose} applying={create.isPending} title={t('backoffice.managers.form.title')}>
      {opened ? <ManagerCreateForm create={create} onClose={onClose} /> : null}
    </AppModal>
  );
}

function ManagerCreateForm({ create, onClose }: { create: ReturnType<typeof useCreateManager>; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const serverText = useErrorText();
  const errorText = useFormFieldError();
  const form = useForm<ManagerForm, unknown, ManagerCreateBody>({ resolver: formResolver(managerCreateBodySchema), defaultValues: emptyManager });
  const submit = form.handleSubmit(async (body) => {
    try {
      const manager = await create.mutateAsync(body);
      notify.success(t('backoffice.managers.form.created', { name: manager.name, email: manager.email }));
      onClose();
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, managerFields)) notify.error(apiErrorMessage(failure, serverText), t('backoffice.managers.form.failed'));
    }
  });
  const labels = {
    email: 'backoffice.managers.form.email',
    first_name: 'backoffice.managers.form.firstName',
    last_name: 'backoffice.managers.form.lastName',
  } as const;
  const text = (name: keyof typeof labels, extra: { type?: string; autoComplete: string; maxLength?: number }) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          ref={field.ref}
          label={t(labels[name])}
          value={field.value}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          required
          error={errorText(backofficeFieldRules[name], fieldState.error, field.value)}
          data-autofocus={name === 'email' ? true : undefined}
          {...extra}
        />
      )}
    />
  );
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid="manager-create-form">
        <Stack gap="md">
          {text('email', { type: 'email', autoComplete: 'off' })}
          {text('first_name', { autoComplete: 'off', maxLength: NAME_PART_MAX })}
          {text('last_name', { autoComplete: 'off', maxLength: NAME_PART_MAX })}
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('backoffice.managers.form.language')}
                description={t('backoffice.managers.form.languageHint')}
                data={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
                value={field.value ?? 'en'}
                onChange={(value) => value && field.onChange(value as Language)}
                allowDeselect={false}
                checkIconPosition="right"
              />
            )}
          />
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('backoffice.managers.form.submit')} busy={create.isPending} onCancel={onClose} />
    </Stack>
  );
}
