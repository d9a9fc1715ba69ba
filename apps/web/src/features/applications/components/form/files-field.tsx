import { Input, Paper, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { MAX_FILES_PER_FIELD, type FilePurpose } from '@platform/contract';
import { PickedFiles, usePickedFiles } from '@/shared/files/picked-files';
import type { ApplicationFormValues } from '@/features/applications/lib/form-values';
import { useRequired } from './required-context';
import { useFieldMessage } from './use-field-message';

/** Several documents of one field (pilot presentations): up to five, each checked when picked. */
export function FilesField({ label, purpose, disabled }: { label: string; purpose: FilePurpose; disabled?: boolean }) {
  const { t } = useTranslation();
  const method = useWatch<ApplicationFormValues, 'feedback_method'>({ name: 'feedback_method' });
  const message = useFieldMessage(method);
  const picker = usePickedFiles(purpose, MAX_FILES_PER_FIELD);
  const required = useRequired('product_presentation_files');
  return (
    <Controller<ApplicationFormValues, 'product_presentation_files'>
      name="product_presentation_files"
      render={({ field, fieldState }) => {
        const files = field.value;
        return (
          <Input.Wrapper
            label={label}
            labelElement="div"
            role="group"
            aria-label={label}
            withAsterisk={required}
            description={`${t('applications.form.filesHint', { max: MAX_FILES_PER_FIELD })} · ${picker.rules}`}
            error={picker.checkError ?? message('product_presentation_files', fieldState.error, files)}
          >
            <Paper withBorder radius="md" p="sm" mt={6} style={{ borderStyle: 'dashed', background: 'var(--mantine-color-gray-0)' }}>
              <PickedFiles
                purpose={purpose}
                max={MAX_FILES_PER_FIELD}
                files={files}
                onPick={(picked) => field.onChange(picker.add(files, picked))}
                onChange={field.onChange}
                disabled={disabled}
                removeLabel={(name) => t('applications.form.removeFile', { name })}
                addLabel={t('applications.form.addFile')}
                addIcon={<IconUpload size={16} aria-hidden />}
                empty={
                  <Text fz="sm" c="dimmed">
                    {t('files.none')}
                  </Text>
                }
              />
            </Paper>
          </Input.Wrapper>
        );
      }}
    />
  );
}
