import { ActionIcon, Box, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { REPORT_ARTIFACT_MAX, REPORT_ARTIFACTS_MAX, REPORT_FILES_MAX, expertScoreGroups } from '@platform/contract';
import { PickedFiles, usePickedFiles } from '@/shared/files/picked-files';
import { FileLine } from '@/shared/ui/file-line';
import { ScoreSlider } from '@/shared/ui/kit/score-slider';
import type { FieldErrorLike } from '@/shared/i18n/form-field-error';
import type { ReportFormValues, ReportRuleField } from '../lib/report-form';

type Form = UseFormReturn<ReportFormValues>;
/** A field's error text by the field's rule, in the interface language. */
export type ErrorText = (field: ReportRuleField, error: FieldErrorLike | undefined, value: unknown) => string | undefined;

/** The artifacts examined: one row each, added and removed freely up to the contract's count. */
export function ArtifactsField({ form, errorText, disabled }: { form: Form; errorText: ErrorText; disabled: boolean }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'artifacts' });
  const rootError = form.formState.errors.artifacts;
  const label = t('applications.expert.report.fields.artifacts');
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      role="group"
      aria-label={label}
      error={errorText('artifacts', rootError?.root ?? (rootError?.message ? rootError : undefined), fields)}
    >
      <Stack gap="xs" mt={6}>
        {fields.map((row, index) => (
          <Group key={row.id} gap="xs" wrap="nowrap" align="flex-start">
            <Controller
              control={form.control}
              name={`artifacts.${index}.text`}
              render={({ field, fieldState }) => (
                <TextInput
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('applications.expert.report.fields.artifact', { number: index + 1 })}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value.slice(0, REPORT_ARTIFACT_MAX))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  maxLength={REPORT_ARTIFACT_MAX}
                  disabled={disabled}
                  error={errorText('artifacts', fieldState.error, field.value)}
                />
              )}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              disabled={disabled}
              aria-label={t('applications.expert.report.fields.removeArtifact', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={disabled || fields.length >= REPORT_ARTIFACTS_MAX}
          onClick={() => append({ text: '' })}
        >
          {t('applications.expert.report.fields.addArtifact')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

/** The report's files: those already saved, and new ones picked (pdf, docx), five at most together. */
export function ReportFilesField({ form, errorText, disabled }: { form: Form; errorText: ErrorText; disabled: boolean }) {
  const { t } = useTranslation();
  const stored = useWatch({ control: form.control, name: 'stored' });
  const room = Math.max(0, REPORT_FILES_MAX - stored.length);
  const picker = usePickedFiles('report', room);
  const label = t('applications.expert.report.fields.files');
  return (
    <Controller
      control={form.control}
      name="picked"
      render={({ field, fieldState }) => (
        <Input.Wrapper
          label={label}
          labelElement="div"
          role="group"
          aria-label={label}
          description={picker.rules}
          error={picker.checkError ?? errorText('picked', fieldState.error, field.value)}
        >
          <Stack gap="xs" mt={6}>
            {stored.map((file) => (
              <FileLine
                key={file.id}
                density="sm"
                file={file}
                action={
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={disabled}
                    aria-label={t('applications.expert.report.fields.removeFile', { name: file.name })}
                    onClick={() =>
                      form.setValue(
                        'stored',
                        stored.filter((other) => other.id !== file.id),
                        { shouldDirty: true },
                      )
                    }
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                }
              />
            ))}
            <Box>
              <PickedFiles
                purpose="report"
                max={room}
                files={field.value}
                onPick={(picked) => field.onChange(picker.add(field.value, picked))}
                onChange={field.onChange}
                disabled={disabled}
                removeLabel={(name) => t('applications.expert.report.fields.removeFile', { name })}
                addLabel={t('applications.expert.report.fields.addFiles')}
                addIcon={<IconPaperclip size={16} aria-hidden />}
              />
            </Box>
          </Stack>
        </Input.Wrapper>
      )}
    />
  );
}

/** A startup client's four scores, on the self-scoring sliders (1 to 5, step 0.5). */
export function ScoresField({ form, disabled }: { form: Form; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {expertScoreGroups.map((group) => (
        <Controller
          key={group}
          control={form.control}
          name={`scores.${group}`}
          render={({ field }) => <ScoreSlider label={t(`scoring.groups.${group}`)} value={field.value} onChange={field.onChange} disabled={disabled} />}
        />
      ))}
    </Stack>
  );
}
