import type { ReactNode } from 'react';
import { Button, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { expertScoreGroups, type Report } from '@platform/contract';
import { useErrorText } from '../api/use-error-text';
import { saveFile } from '../files/open-file';
import { useFormatters } from '../format/use-formatters';
import { FileLine } from '../ui/file-line';
import { notify } from '../ui/notify';

const texts = ['method', 'conclusion', 'risks', 'recommendations'] as const;

export interface ReportViewProps {
  report: Pick<Report, 'method' | 'artifacts' | 'conclusion' | 'risks' | 'recommendations' | 'files' | 'scores'>;
  /** The level of the parts' headings under the page's own (3 inside a card titled at 2). */
  headingOrder?: 3 | 4;
}

/**
 * An expert's due-diligence report, read only: method, artifacts, conclusion, risks,
 * recommendations, the attached files and the four scores when the client is a startup.
 * The manager reviews it with this and the client reads it once approved.
 */
export function ReportView({ report, headingOrder = 3 }: ReportViewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const part = (title: string, content: ReactNode, testId: string) => (
    <Stack gap={4} data-testid={testId}>
      <Title order={headingOrder} fz="sm" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {content}
    </Stack>
  );
  const text = (value: string) =>
    value.trim() === '' ? (
      <Text fz="sm" c="dimmed" fs="italic">
        {t('reportView.empty')}
      </Text>
    ) : (
      <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    );
  const scores = report.scores;
  return (
    <Stack gap="lg">
      {part(t('reportView.method'), text(report.method), 'report-method')}
      {part(
        t('reportView.artifacts'),
        report.artifacts.length === 0 ? (
          text('')
        ) : (
          <List fz="sm" spacing={4} style={{ overflowWrap: 'anywhere' }}>
            {report.artifacts.map((artifact, index) => (
              <List.Item key={`${index}-${artifact}`}>{artifact}</List.Item>
            ))}
          </List>
        ),
        'report-artifacts',
      )}
      {texts.slice(1).map((field) => part(t(`reportView.${field}`), text(report[field]), `report-${field}`))}
      {scores
        ? part(
            t('reportView.scores'),
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {expertScoreGroups.map((group) => (
                <Stack key={group} gap={0}>
                  <Text fz="xs" c="dimmed">
                    {t(`scoring.groups.${group}`)}
                  </Text>
                  <Text fw={700} fz="lg" data-testid={`report-score-${group}`}>
                    {scores[group] === null ? '—' : format.score(scores[group])}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>,
            'report-scores',
          )
        : null}
      {report.files.length > 0
        ? part(
            t('reportView.files'),
            <Stack gap="sm" role="list" aria-label={t('reportView.files')}>
              {report.files.map((file) => (
                <ReportFile key={file.id} file={file} />
              ))}
            </Stack>,
            'report-files',
          )
        : null}
    </Stack>
  );
}

function ReportFile({ file }: { file: Report['files'][number] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = () => saveFile(file.path, file.name).catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')));
  return (
    <FileLine
      role="listitem"
      file={file}
      action={
        <Button variant="light" size="compact-sm" leftSection={<IconDownload size={16} aria-hidden />} aria-label={t('reportView.downloadOf', { name: file.name })} onClick={() => void download()}>
          {t('reportView.download')}
        </Button>
      }
    />
  );
}
