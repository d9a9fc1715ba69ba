import { useEffect } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PASSKEY_NAME_MAX, passkeyRenameBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useContractFieldError } from '@/shared/i18n/contract-text';
import { formResolver } from '@/shared/lib/form-resolver';

type NameForm = z.input<typeof passkeyRenameBodySchema>;

export interface PasskeyNameFormProps {
  initialName?: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves when the name was taken; rejects with the failure, which lands on the field when it is about the name. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
  /** Any other failure (the browser's prompt closed, the server refusing). */
  onFailure: (error: unknown) => void;
}

/** A passkey's name, for a new passkey (before the browser's prompt) and for renaming one. */
export function PasskeyNameForm({ initialName = '', submitLabel, pending, onSubmit, onCancel, onFailure }: PasskeyNameFormProps) {
  const { t } = useTranslation();
  const fieldError = useContractFieldError();
  const form = useForm<NameForm, unknown, z.output<typeof passkeyRenameBodySchema>>({
    resolver: formResolver(passkeyRenameBodySchema),
    defaultValues: { name: initialName },
  });

  useEffect(() => form.setFocus('name'), [form]);

  const submit = form.handleSubmit(async ({ name }) => {
    if (pending) return;
    await onSubmit(name).catch((error: unknown) => {
      if (!refusalOnFields(form.setError, error, ['name'])) onFailure(error);
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          {...form.register('name')}
          label={t('passkeys.add.nameLabel')}
          description={t('passkeys.add.nameHint')}
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          error={fieldError(form.formState.errors.name)}
          maw={{ sm: 360 }}
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
