import { Button, Group } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { FileRef } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { openFileInNewTab } from '@/shared/files/open-file';
import { FileLine } from '@/shared/ui/file-line';
import { notify } from '@/shared/ui/notify';
import { NotFilled, stopCardClick } from './info-card';

export interface FileTileProps {
  file: FileRef | null;
  /** Shown when there is no file, e.g. "Add a pitch deck" on the owner's profile. */
  emptyText?: string;
  label?: string;
  /** The owner's profile: a button that opens the dialog where the file is added. */
  onAdd?: () => void;
}

/** A stored document: its name and size, opened in a new tab (downloads need the session token). */
export function FileTile({ file, emptyText, label, onAdd }: FileTileProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!file) {
    return (
      <Group justify="space-between" gap="sm">
        <NotFilled text={emptyText} />
        {onAdd ? (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={(event) => {
              stopCardClick(event);
              onAdd();
            }}
          >
            {t('files.add')}
          </Button>
        ) : null}
      </Group>
    );
  }
  const open = () => openFileInNewTab(file.path).catch((failure: unknown) => notify.error(errorText(failure), t('files.openFailed')));
  return (
    <FileLine
      file={file}
      action={
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={label ? `${t('files.open')}: ${label}` : undefined}
          onClick={(event) => {
            stopCardClick(event);
            void open();
          }}
        >
          {t('files.open')}
        </Button>
      }
    />
  );
}
