import { Button, Group, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ZodType } from 'zod';
import { MESSAGE_SUBJECT_MAX, MESSAGE_SUBJECT_MIN, MESSAGE_TEXT_MAX } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { notify } from '@/shared/ui/notify';
import { formResolver } from '@/shared/lib/form-resolver';
import { emptyCompose, newThreadFormSchema, replyFormSchema, type ComposeValues } from '../lib/compose';
import { AttachmentsField } from './attachments-field';

const subjectRule: FormFieldRule = {
  required: { key: 'fieldErrors.textRequired' },
  tooShort: { key: 'fieldErrors.textTooShort', params: { min: MESSAGE_SUBJECT_MIN } },
  tooLong: { key: 'fieldErrors.textTooLong', params: { max: MESSAGE_SUBJECT_MAX } },
};
const textRule: FormFieldRule = {
  required: { key: 'fieldErrors.textRequired' },
  tooLong: { key: 'fieldErrors.textTooLong', params: { max: MESSAGE_TEXT_MAX } },
};

export interface ComposeFormProps {
  /** A new thread asks for a subject; a reply does not. */
  withTitle: boolean;
  submitLabel: string;
  /** Hints inside the empty fields, for a writer who needs them (a manager writing to a company). */
  placeholders?: { title?: string; text?: string };
  /** Sends the post; a refusal throws and keeps what was written. */
  onSend: (values: ComposeValues) => Promise<unknown>;
}

/** The subject (for a new thread), the text with its counter and up to five files, then send. */
export function ComposeForm({ withTitle, submitLabel, placeholders, onSend }: ComposeFormProps) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const errorText = useErrorText();
  const form = useForm<ComposeValues>({
    resolver: formResolver<ComposeValues, ZodType<ComposeValues, ComposeValues>>(withTitle ? newThreadFormSchema : replyFormSchema, {}),
    defaultValues: emptyCompose(),
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSend(values);
        form.reset(emptyCompose());
      } catch (failure) {
        notify.error(apiErrorMessage(failure, errorText), t('messages.compose.sendFailed'));
      }
    },
    () => notify.warning(t('fieldErrors.fixErrors')),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        {withTitle ? (
          <Controller
            control={form.control}
            name="title"
            render={({ field, fieldState }) => (
              <CountedTextField
                label={t('messages.compose.subject')}
                placeholder={placeholders?.title}
                value={field.value}
                onChange={field.onChange}
                maxLength={MESSAGE_SUBJECT_MAX}
                required
                disabled={isSubmitting}
                error={fieldError(subjectRule, fieldState.error, field.value)}
              />
            )}
          />
        ) : null}
        <Controller
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <CountedTextField
              label={t('messages.compose.text')}
              placeholder={placeholders?.text}
              value={field.value}
              onChange={field.onChange}
              maxLength={MESSAGE_TEXT_MAX}
              multiline
              required
              disabled={isSubmitting}
              error={fieldError(textRule, fieldState.error, field.value)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="files"
          render={({ field, fieldState }) => (
            <AttachmentsField
              value={field.value}
              onChange={field.onChange}
              disabled={isSubmitting}
              error={fieldState.error ? t('messages.compose.tooManyFiles') : undefined}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={18} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
