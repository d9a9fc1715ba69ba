import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { FileLine } from '@/shared/ui/file-line';
import { notify } from '@/shared/ui/notify';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { fileFieldOf } from '@/shared/lib/roles';
import { SectionCard } from '@/shared/ui/section-card';

const fileFields = ['pitch_presentation', 'unit_economy', 'financial_model', 'product_presentation_files', 'task_file'] as const;
type FileField = (typeof fileFields)[number];
const isFileField = (field: string): field is FileField => (fileFields as readonly string[]).includes(field);

/** The files the form attached, each downloaded with the session token under its own name. */
export function FilesCard({ files }: { files: ManagerTicket['files'] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = (file: ManagerTicket['files'][number]['file']) =>
    saveFile(file.path, file.name).catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')));
  return (
    <SectionCard title={t('manage.files.title')}>
      {files.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('manage.files.empty')}
        </Text>
      ) : (
        <Stack gap="sm" role="list" aria-label={t('manage.files.title')}>
          {files.map(({ field, file }) => {
            const kind = fileFieldOf(field);
            return (
              <FileLine
                key={file.id}
                role="listitem"
                file={file}
                caption={isFileField(kind) ? t(`manage.files.fields.${kind}`) : kind}
                action={
                  <Button
                    variant="light"
                    size="compact-sm"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    aria-label={t('manage.files.downloadOf', { name: file.name })}
                    onClick={() => void download(file)}
                  >
                    {t('manage.files.download')}
                  </Button>
                }
              />
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
