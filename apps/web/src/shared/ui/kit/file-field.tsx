import { useState, type ReactNode } from 'react';
import { Avatar, Button, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileText, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { acceptOf, fileRules, type FilePurpose } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { checkFile, shownFile, type FileDraft } from '@/shared/files/file-draft';
import { openFileInNewTab } from '@/shared/files/open-file';
import { useFileUrl } from '@/shared/files/use-file-url';
import { useFormatters } from '@/shared/format/use-formatters';
import { notify } from '../notify';

export interface FileFieldProps {
  label: string;
  purpose: FilePurpose;
  value: FileDraft;
  onChange: (value: FileDraft) => void;
  /** A picture (logo, photo): shows a preview instead of a document icon. */
  image?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  /** Marks the field as one the form cannot be sent without. */
  required?: boolean;
}

/** Object URLs of picked pictures, one per picked file; a form holds few and they are small. */
const previews = new WeakMap<File, string>();
function previewOf(file: File): string {
  let url = previews.get(file);
  if (!url) previews.set(file, (url = URL.createObjectURL(file)));
  return url;
}

/**
 * A file of a form: pick, replace or remove it. Nothing is uploaded here: the form uploads new
 * picks when it is saved, so a cancelled form leaves no files behind.
 */
export function FileField({ label, purpose, value, onChange, image = false, error, disabled, required = false }: FileFieldProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const [checkError, setCheckError] = useState<'kind' | 'size' | null>(null);
  const shown = shownFile(value);
  const storedUrl = useFileUrl(image && shown?.stored ? shown.stored.path : null);
  const preview = value.kind === 'new' && image ? previewOf(value.file) : storedUrl;
  const rule = fileRules[purpose];
  const rules = t('files.rules', { kinds: rule.kinds.map((kind) => kind.toUpperCase()).join(', '), size: format.fileSize(rule.maxBytes) });

  const pick = (file: File | null) => {
    if (!file) return;
    const problem = checkFile(purpose, file);
    setCheckError(problem);
    if (!problem) onChange({ kind: 'new', file });
  };
  const open = (path: string) => openFileInNewTab(path).catch((failure: unknown) => notify.error(errorText(failure), t('files.openFailed')));
  const message = checkError ? t(checkError === 'kind' ? 'files.kindError' : 'files.sizeError', { size: format.fileSize(rule.maxBytes) }) : error;

  return (
    <Input.Wrapper label={label} labelElement="div" error={message} role="group" aria-label={label} withAsterisk={required}>
      <Paper withBorder radius="md" p="sm" mt={6} style={{ borderStyle: 'dashed', background: 'var(--mantine-color-gray-0)' }}>
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group wrap="nowrap" gap="sm" style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Avatar src={preview} size={44} radius="md" color="brand" variant="light" alt="">
              {image ? <IconPhoto size={22} stroke={1.6} aria-hidden /> : <IconFileText size={22} stroke={1.6} aria-hidden />}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm" truncate="end">
                {shown ? shown.name : t('files.none')}
              </Text>
              <Text fz="xs" c="dimmed">
                {shown ? format.fileSize(shown.size) : rules}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" justify="flex-end" style={{ marginLeft: 'auto' }}>
            {shown?.stored && !image ? (
              <Button variant="subtle" size="compact-sm" leftSection={<IconExternalLink size={16} aria-hidden />} onClick={() => void open(shown.stored!.path)}>
                {t('files.open')}
              </Button>
            ) : null}
            {shown ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                disabled={disabled}
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onChange({ kind: 'removed' })}
              >
                {t('files.remove')}
              </Button>
            ) : null}
            <FileButton onChange={pick} accept={acceptOf(purpose)} disabled={disabled}>
              {(props) => (
                <Button {...props} variant="light" size="compact-sm" leftSection={<IconUpload size={16} aria-hidden />}>
                  {shown ? t('files.replace') : t('files.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}
