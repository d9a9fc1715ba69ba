import { Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { expertScoreGroups, type FileRef, type Report } from '@platform/contract';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { saveFile } from '../../../../shared/files/open-file';
import { useFormatters } from '../../../../shared/format/use-formatters';
import { FileLine } from '../../../../shared/ui/file-line';
import { notify } from '../../../../shared/ui/notify';
import { SectionCard } from '../../../../shared/ui/section-card';
import { reportTextFields } from '../../lib/report-form';

/** A report that can no longer be edited (under review, approved or cancelled), as it was sent. */
export function ReportRead({ report }: { report: Report }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const scores = report.scores;
  return (
    <Stack gap="lg" data-testid="report-read">
      {reportTextFields.map((field) => (
        <SectionCard key={field} title={t(`applications.expert.report.fields.${field}`)}>
          <Shown text={report[field]} />
        </SectionCard>
      ))}
      <SectionCard title={t('applications.expert.report.fields.artifacts')}>
        {report.artifacts.length === 0 ? (
          <Text c="dimmed">{t('applications.expert.report.fields.noArtifacts')}</Text>
        ) : (
          <List spacing={4}>
            {report.artifacts.map((artifact, index) => (
              <List.Item key={`${index}-${artifact}`} style={{ overflowWrap: 'anywhere' }}>
                {artifact}
              </List.Item>
            ))}
          </List>
        )}
      </SectionCard>
      <SectionCard title={t('applications.expert.report.fields.files')}>
        {report.files.length === 0 ? (
          <Text c="dimmed">{t('applications.expert.report.fields.noFiles')}</Text>
        ) : (
          <Stack gap="xs">
            {report.files.map((file) => (
              <DownloadLine key={file.id} file={file} />
            ))}
          </Stack>
        )}
      </SectionCard>
      {scores ? (
        <SectionCard title={t('applications.expert.report.fields.scores')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {expertScoreGroups.map((group) => (
              <Stack key={group} gap={2}>
                <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
                  {t(`scoring.groups.${group}`)}
                </Text>
                <Text fw={700} fz="lg">
                  {scores[group] === null ? '—' : format.score(scores[group])}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </SectionCard>
      ) : null}
    </Stack>
  );
}

function Shown({ text }: { text: string }) {
  const { t } = useTranslation();
  if (text.trim() === '') return <Text c="dimmed">{t('applications.expert.report.empty')}</Text>;
  return <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Text>;
}

/** A report file, saved on demand (downloads need the session token). */
export function DownloadLine({ file }: { file: FileRef }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = () => saveFile(file.path, file.name).catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')));
  return (
    <FileLine
      file={file}
      density="sm"
      action={
        <Button variant="light" size="compact-sm" leftSection={<IconDownload size={16} aria-hidden />} aria-label={t('applications.view.downloadOf', { name: file.name })} onClick={() => void download()}>
          {t('applications.view.download')}
        </Button>
      }
    />
  );
}
