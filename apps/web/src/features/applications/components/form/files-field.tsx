import { useState } from 'react';
import { ActionIcon, Button, FileButton, Input, Paper, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_FILES_PER_FIELD, acceptOf, fileRules, type FilePurpose } from '@platform/contract';
import { checkFile, type FileCheckError } from '../../../../shared/files/file-draft';
import { useFormatters } from '../../../../shared/format/use-formatters';
import { FileLine } from '../../../../shared/ui/file-line';
import type { ApplicationFormValues } from '../../lib/form-values';
import { useFieldMessage } from './use-field-message';

/** Several documents of one field (pilot presentations): up to five, each checked when picked. */
export function FilesField({ label, purpose, disabled }: { label: string; purpose: FilePurpose; disabled?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const method = useWatch<ApplicationFormValues, 'feedback_method'>({ name: 'feedback_method' });
  const message = useFieldMessage(method);
  const [checkError, setCheckError] = useState<FileCheckError | null>(null);
  const rule = fileRules[purpose];
  const rules = t('files.rules', { kinds: rule.kinds.map((kind) => kind.toUpperCase()).join(', '), size: format.fileSize(rule.maxBytes) });
  return (
    <Controller<ApplicationFormValues, 'product_presentation_files'>
      name="product_presentation_files"
      render={({ field, fieldState }) => {
        const files = field.value;
        const full = files.length >= MAX_FILES_PER_FIELD;
        const add = (picked: File[]) => {
          const problems = picked.map((file) => checkFile(purpose, file));
          setCheckError(problems.find((problem) => problem !== null) ?? null);
          const fitting = picked.filter((_, index) => problems[index] === null);
          field.onChange([...files, ...fitting].slice(0, MAX_FILES_PER_FIELD));
        };
        const error = checkError
          ? t(checkError === 'kind' ? 'files.kindError' : 'files.sizeError', { size: format.fileSize(rule.maxBytes) })
          : message('product_presentation_files', fieldState.error, files);
        return (
          <Input.Wrapper
            label={label}
            labelElement="div"
            role="group"
            aria-label={label}
            withAsterisk
            description={`${t('applications.form.filesHint', { max: MAX_FILES_PER_FIELD })} · ${rules}`}
            error={error}
          >
            <Paper withBorder radius="md" p="sm" mt={6} style={{ borderStyle: 'dashed', background: 'var(--mantine-color-gray-0)' }}>
              <Stack gap="xs">
                {files.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    {t('files.none')}
                  </Text>
                ) : (
                  files.map((file, index) => (
                    <FileLine
                      key={`${file.name}-${index}`}
                      density="sm"
                      file={file}
                      action={
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            disabled={disabled}
                            aria-label={t('applications.form.removeFile', { name: file.name })}
                            onClick={() => field.onChange(files.filter((_, other) => other !== index))}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                      }
                    />
                  ))
                )}
                <FileButton multiple onChange={add} accept={acceptOf(purpose)} disabled={disabled || full}>
                  {(props) => (
                    <Button {...props} variant="light" size="compact-sm" w="fit-content" leftSection={<IconUpload size={16} aria-hidden />}>
                      {t('applications.form.addFile')}
                    </Button>
                  )}
                </FileButton>
              </Stack>
            </Paper>
          </Input.Wrapper>
        );
      }}
    />
  );
}
