import { useState } from 'react';
import { ActionIcon, Button, FileButton, Input, Stack } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FILES_MAX, acceptOf, fileRules } from '@platform/contract';
import { checkFile, type FileCheckError } from '../../../shared/files/file-draft';
import { useFormatters } from '../../../shared/format/use-formatters';
import { FileLine } from '../../../shared/ui/file-line';

const PURPOSE = 'message_attachment';

/** Up to five files attached to a post, each checked when picked; they are uploaded on send. */
export function AttachmentsField({ value, onChange, disabled, error }: { value: File[]; onChange: (files: File[]) => void; disabled?: boolean; error?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [checkError, setCheckError] = useState<FileCheckError | null>(null);
  const rule = fileRules[PURPOSE];
  const full = value.length >= MESSAGE_FILES_MAX;
  const add = (picked: File[]) => {
    const problems = picked.map((file) => checkFile(PURPOSE, file));
    setCheckError(problems.find((problem) => problem !== null) ?? null);
    onChange([...value, ...picked.filter((_, index) => problems[index] === null)].slice(0, MESSAGE_FILES_MAX));
  };
  const shownError = checkError
    ? t(checkError === 'kind' ? 'files.kindError' : 'files.sizeError', { size: format.fileSize(rule.maxBytes) })
    : error;
  const rules = t('files.rules', { kinds: rule.kinds.map((kind) => kind.toUpperCase()).join(', '), size: format.fileSize(rule.maxBytes) });
  return (
    <Input.Wrapper
      label={t('messages.compose.files')}
      labelElement="div"
      role="group"
      aria-label={t('messages.compose.files')}
      description={`${t('messages.compose.filesHint', { count: MESSAGE_FILES_MAX })} · ${rules}`}
      error={shownError}
    >
      <Stack gap="xs" mt={6}>
        {value.map((file, index) => (
          <FileLine
            key={`${file.name}-${index}`}
            density="sm"
            file={file}
            action={
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={disabled}
                aria-label={t('messages.compose.removeFile', { name: file.name })}
                onClick={() => onChange(value.filter((_, other) => other !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            }
          />
        ))}
        <FileButton multiple onChange={add} accept={acceptOf(PURPOSE)} disabled={disabled || full}>
          {(props) => (
            <Button {...props} variant="light" size="compact-sm" w="fit-content" leftSection={<IconPaperclip size={16} aria-hidden />}>
              {t('messages.compose.attach')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
