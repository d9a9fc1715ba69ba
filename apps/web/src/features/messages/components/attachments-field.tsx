import { Box, Input } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { MESSAGE_FILES_MAX } from '@platform/contract';
import { PickedFiles, usePickedFiles } from '@/shared/files/picked-files';

const PURPOSE = 'message_attachment';

/** Up to five files attached to a post, each checked when picked; they are uploaded on send. */
export function AttachmentsField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const picker = usePickedFiles(PURPOSE, MESSAGE_FILES_MAX);
  return (
    <Input.Wrapper
      label={t('messages.compose.files')}
      labelElement="div"
      role="group"
      aria-label={t('messages.compose.files')}
      description={`${t('messages.compose.filesHint', { count: MESSAGE_FILES_MAX })} · ${picker.rules}`}
      error={picker.checkError ?? error}
    >
      <Box mt={6}>
        <PickedFiles
          purpose={PURPOSE}
          max={MESSAGE_FILES_MAX}
          files={value}
          onPick={(picked) => onChange(picker.add(value, picked))}
          onChange={onChange}
          disabled={disabled}
          removeLabel={(name) => t('messages.compose.removeFile', { name })}
          addLabel={t('messages.compose.attach')}
          addIcon={<IconPaperclip size={16} aria-hidden />}
        />
      </Box>
    </Input.Wrapper>
  );
}
