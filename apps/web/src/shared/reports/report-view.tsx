import type { ReactNode } from 'react';
import { Button, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { expertScoreGroups, type Report } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { useFormatters } from '@/shared/format/use-formatters';
import { FileLine } from '@/shared/ui/file-line';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';

type Part = 'method' | 'artifacts' | 'conclusion' | 'risks' | 'recommendations' | 'scores' | 'files';
type Layout = 'parts' | 'cards';

/** Readers go from the method through what was studied to the verdict; the expert sees its form's order. */
const order: Record<Layout, readonly Part[]> = {
  parts: ['method', 'artifacts', 'conclusion', 'risks', 'recommendations', 'scores', 'files'],
  cards: ['method', 'conclusion', 'risks', 'recommendations', 'artifacts', 'files', 'scores'],
};

export interface ReportViewProps {
  report: Pick<Report, 'method' | 'artifacts' | 'conclusion' | 'risks' | 'recommendations' | 'files' | 'scores'>;
  /**
   * `parts` (default): small headed parts inside the reader's own card (the manager's review, the
   * client's report). `cards`: a card a part, titled as in the report form, for the expert whose
   * report can no longer be edited; empty lists say so there instead of being left out.
   */
  layout?: Layout;
  /** The level of the parts' headings under the page's own (3 inside a card titled at 2). */
  headingOrder?: 3 | 4;
}

/**
 * An expert's due-diligence report, read only: method, artifacts, conclusion, risks,
 * recommendations, the attached files and the four scores when the client is a startup.
 * The manager reviews it with this, the client reads it once approved, and the expert sees it as sent.
 */
export function ReportView({ report, layout = 'parts', headingOrder = 3 }: ReportViewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cards = layout === 'cards';
  const fz = cards ? undefined : 'sm';
  const title = (part: Part) => (cards ? t(`applications.expert.report.fields.${part}`) : t(`reportView.${part}`));
  const dimmed = (message: string) => (
    <Text fz={fz} c="dimmed" fs={cards ? undefined : 'italic'}>
      {message}
    </Text>
  );
  const text = (value: string) =>
    value.trim() === '' ? (
      dimmed(t('reportView.empty'))
    ) : (
      <Text fz={fz} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    );
  const scores = report.scores;
  const content: Record<Part, ReactNode> = {
    method: text(report.method),
    conclusion: text(report.conclusion),
    risks: text(report.risks),
    recommendations: text(report.recommendations),
    artifacts:
      report.artifacts.length === 0 ? (
        cards ? (
          dimmed(t('applications.expert.report.fields.noArtifacts'))
        ) : (
          text('')
        )
      ) : (
        <List fz={fz} spacing={4} style={{ overflowWrap: 'anywhere' }}>
          {report.artifacts.map((artifact, index) => (
            <List.Item key={`${index}-${artifact}`}>{artifact}</List.Item>
          ))}
        </List>
      ),
    files:
      report.files.length === 0 ? (
        cards ? (
          dimmed(t('applications.expert.report.fields.noFiles'))
        ) : null
      ) : (
        <Stack gap={cards ? 'xs' : 'sm'} role={cards ? undefined : 'list'} aria-label={cards ? undefined : t('reportView.files')}>
          {report.files.map((file) => (
            <ReportFile key={file.id} file={file} inList={!cards} />
          ))}
        </Stack>
      ),
    scores: scores ? (
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={cards ? 'md' : 'sm'}>
        {expertScoreGroups.map((group) => (
          <Stack key={group} gap={cards ? 2 : 0}>
            <Text fz="xs" c="dimmed" fw={cards ? 600 : undefined} tt={cards ? 'uppercase' : undefined} style={cards ? { letterSpacing: '0.04em' } : undefined}>
              {t(`scoring.groups.${group}`)}
            </Text>
            <Text fw={700} fz="lg" data-testid={`report-score-${group}`}>
              {scores[group] === null ? '—' : format.score(scores[group])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    ) : null,
  };
  return (
    <Stack gap="lg" data-testid={cards ? 'report-read' : undefined}>
      {order[layout].map((part) =>
        content[part] === null ? null : cards ? (
          <SectionCard key={part} title={title(part)} data-testid={`report-${part}`}>
            {content[part]}
          </SectionCard>
        ) : (
          <Stack key={part} gap={4} data-testid={`report-${part}`}>
            <Title order={headingOrder} fz="sm" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
              {title(part)}
            </Title>
            {content[part]}
          </Stack>
        ),
      )}
    </Stack>
  );
}

/** A report file, saved on demand (downloads need the session token). */
function ReportFile({ file, inList }: { file: Report['files'][number]; inList: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = () => saveFile(file.path, file.name).catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')));
  return (
    <FileLine
      role={inList ? 'listitem' : undefined}
      file={file}
      density={inList ? 'md' : 'sm'}
      action={
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={t('reportView.downloadOf', { name: file.name })}
          onClick={() => void download()}
        >
          {t('reportView.download')}
        </Button>
      }
    />
  );
}
