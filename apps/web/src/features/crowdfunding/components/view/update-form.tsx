import { Box, Button, Checkbox, Group, Input, Stack, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { MAX_FILES_PER_FIELD, ROUND_UPDATE_MAX, ROUND_UPDATE_MIN } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { PickedFiles, usePickedFiles } from '@/shared/files/picked-files';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { notify } from '@/shared/ui/notify';
import { useCard } from '@/features/crowdfunding/api/card';
import { usePostUpdate } from '@/features/crowdfunding/api/post-update';
import { emptyUpdate, updateResolver, updateTextRule, type UpdateValues } from '@/features/crowdfunding/lib/update-form';

const PURPOSE = 'crowdfunding_update';

/** The startup's update to its backers: text of 10 to 5000 characters and up to 5 files, uploaded on send. */
export function UpdateForm({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const post = usePostUpdate(roundId);
  // The owner's card, already read by the view around the form: a round with reporting takes reports.
  const reports = useCard('startup', roundId).data?.reporting != null;
  const picker = usePickedFiles(PURPOSE, MAX_FILES_PER_FIELD);
  const form = useForm<UpdateValues>({ resolver: updateResolver, defaultValues: emptyUpdate });
  const fieldError = useFormFieldError();
  const submit = form.handleSubmit(async (values) => {
    try {
      await post.mutateAsync({ text: values.text.trim(), files: values.files, kind: reports && values.report ? 'report' : 'update' });
      notify.success(t('crowdfundingView.updates.done'));
      form.reset(emptyUpdate);
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, ['text'])) notify.error(apiErrorMessage(failure, errorText), t('crowdfundingView.updates.failed'));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('crowdfundingView.updates.formTitle')} data-testid="update-form">
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <Textarea
              ref={field.ref}
              name={field.name}
              label={t('crowdfundingView.updates.text')}
              description={t('crowdfundingView.updates.textHint', { min: ROUND_UPDATE_MIN, max: ROUND_UPDATE_MAX })}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value.slice(0, ROUND_UPDATE_MAX))}
              onBlur={field.onBlur}
              autosize
              minRows={3}
              maxRows={10}
              required
              disabled={post.isPending}
              error={fieldError(updateTextRule, fieldState.error, field.value)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="files"
          render={({ field }) => (
            <Input.Wrapper
              label={t('crowdfundingView.updates.files')}
              labelElement="div"
              role="group"
              aria-label={t('crowdfundingView.updates.files')}
              description={`${t('crowdfundingView.updates.filesHint', { count: MAX_FILES_PER_FIELD })} · ${picker.rules}`}
              error={picker.checkError}
            >
              <Box mt={6}>
                <PickedFiles
                  purpose={PURPOSE}
                  max={MAX_FILES_PER_FIELD}
                  files={field.value}
                  onPick={(picked) => field.onChange(picker.add(field.value, picked))}
                  onChange={field.onChange}
                  disabled={post.isPending}
                  removeLabel={(name) => t('crowdfundingView.updates.removeFile', { name })}
                  addLabel={t('crowdfundingView.updates.attach')}
                  addIcon={<IconPaperclip size={16} aria-hidden />}
                />
              </Box>
            </Input.Wrapper>
          )}
        />
        {reports ? (
          <Controller
            control={form.control}
            name="report"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                name={field.name}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                disabled={post.isPending}
                label={t('backersRoom.report.checkbox')}
                description={t('backersRoom.report.checkboxHint')}
                data-testid="update-is-report"
              />
            )}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={post.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('crowdfundingView.updates.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
