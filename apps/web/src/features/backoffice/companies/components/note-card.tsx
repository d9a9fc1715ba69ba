import { useId } from 'react';
import { Button, Group } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NOTE_MAX, companyNoteBodySchema } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { SectionCard } from '@/shared/ui/section-card';
import { notify } from '@/shared/ui/notify';
import { useAddNote, type NoteBody } from '../api/company-actions';
import { backofficeFieldRules } from '../lib/forms';

/** An internal comment on the company: it lands on the company's timeline, seen by managers only. */
export function NoteCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const formId = useId();
  const serverText = useErrorText();
  const errorText = useFormFieldError();
  const add = useAddNote(companyId);
  const form = useForm<NoteBody, unknown, NoteBody>({ resolver: formResolver(companyNoteBodySchema), defaultValues: { text: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      notify.success(t('backoffice.note.saved'));
      form.reset({ text: '' });
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, ['text'])) notify.error(apiErrorMessage(failure, serverText), t('backoffice.note.failed'));
    }
  });
  return (
    <SectionCard title={t('backoffice.note.title')} data-testid="note-card">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Controller
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <CountedTextField
              label={t('backoffice.note.label')}
              value={field.value}
              onChange={field.onChange}
              maxLength={NOTE_MAX}
              multiline
              required
              error={errorText(backofficeFieldRules.note, fieldState.error, field.value)}
            />
          )}
        />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={add.isPending} variant="light">
            {t('backoffice.note.submit')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
