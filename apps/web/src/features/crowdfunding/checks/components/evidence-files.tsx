import { Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { FileRef } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { openFileInNewTab } from '@/shared/files/open-file';
import { FileLine } from '@/shared/ui/file-line';
import { notify } from '@/shared/ui/notify';

/** A declaration's evidence, each file opened in a new tab (only its backer and managers may read it). */
export function EvidenceFiles({ files, density = 'md' }: { files: FileRef[]; density?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const open = (file: FileRef) => openFileInNewTab(file.path).catch((failure: unknown) => notify.error(errorText(failure), t('files.openFailed')));
  if (files.length === 0) return <Text c="dimmed">{t('investorChecks.declaration.noEvidence')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('investorChecks.declaration.evidence')}>
      {files.map((file) => (
        <li key={file.id}>
          <FileLine
            file={file}
            density={density}
            action={
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconExternalLink size={16} aria-hidden />}
                aria-label={t('investorChecks.declaration.openFile', { name: file.name })}
                onClick={() => void open(file)}
              >
                {t('files.open')}
              </Button>
            }
          />
        </li>
      ))}
    </Stack>
  );
}
