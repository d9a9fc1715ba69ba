import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, FileButton, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { acceptOf, fileRules, type FilePurpose } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { FileLine } from '@/shared/ui/file-line';
import { checkFile, type FileCheckError } from './file-draft';

/**
 * Several files of one purpose picked for a form, each checked (kind and size) when picked, at
 * most `max`: what was refused becomes the field's error, the rest joins the list.
 */
export function usePickedFiles(purpose: FilePurpose, max: number) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [checkError, setCheckError] = useState<FileCheckError | null>(null);
  const rule = fileRules[purpose];
  const size = format.fileSize(rule.maxBytes);
  return {
    rules: t('files.rules', { kinds: rule.kinds.map((kind) => kind.toUpperCase()).join(', '), size }),
    checkError: checkError ? t(checkError === 'kind' ? 'files.kindError' : 'files.sizeError', { size }) : null,
    /** The list with the picked files that pass their checks added, cut to `max`. */
    add(files: File[], picked: File[]): File[] {
      const problems = picked.map((file) => checkFile(purpose, file));
      setCheckError(problems.find((problem) => problem !== null) ?? null);
      return [...files, ...picked.filter((_, index) => problems[index] === null)].slice(0, max);
    },
  };
}

type PickedFilesProps = {
  purpose: FilePurpose;
  max: number;
  files: File[];
  onPick: (picked: File[]) => void;
  onChange: (files: File[]) => void;
  disabled?: boolean | undefined;
  removeLabel: (name: string) => string;
  addLabel: string;
  addIcon: ReactNode;
  /** Shown instead of the list when no file is picked. */
  empty?: ReactNode;
};

/** The picked files, each with its remove button, and the button that picks more. */
export function PickedFiles({ purpose, max, files, onPick, onChange, disabled, removeLabel, addLabel, addIcon, empty }: PickedFilesProps) {
  return (
    <Stack gap="xs">
      {files.length === 0
        ? empty
        : files.map((file, index) => (
            <FileLine
              key={`${file.name}-${index}`}
              density="sm"
              file={file}
              action={
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={disabled}
                  aria-label={removeLabel(file.name)}
                  onClick={() => onChange(files.filter((_, other) => other !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              }
            />
          ))}
      <FileButton multiple onChange={onPick} accept={acceptOf(purpose)} disabled={disabled || files.length >= max}>
        {(props) => (
          <Button {...props} variant="light" size="compact-sm" w="fit-content" leftSection={addIcon}>
            {addLabel}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
