import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFormatters } from '@/shared/format/use-formatters';
import type { AuditEntry } from '../api/get-audit';
import { auditSentence, resolveText, sentenceSegments, type Detail, type Translate } from '../lib/audit-sentence';

/** i18next's `t` for keys built from action codes, untyped; the sentence tests check every one exists in each language. */
export function useAuditTranslate(): Translate {
  const { t } = useTranslation();
  return (key, values) => t(key as never, values as never) as unknown as string;
}

/** Manager actions, newest first, each a sentence naming who, what and which company, with its facts and time. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="sm" aria-label={t('manage.audit.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => (
        <AuditEntryItem key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}

function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const translate = useAuditTranslate();
  const format = useFormatters();
  const sentence = auditSentence(entry);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="audit-row">
      <Stack gap={4}>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="audit-sentence">
          {sentenceSegments(sentence, translate).map((segment, i) =>
            !('slot' in segment) ? (
              segment.text
            ) : segment.to ? (
              <Anchor key={i} component={Link} to={segment.to} fz="sm" fw={600} data-testid={`audit-${segment.slot}`}>
                {segment.text}
              </Anchor>
            ) : (
              <Text key={i} span fz="sm" fw={600} data-testid={`audit-${segment.slot}`}>
                {segment.text}
              </Text>
            ),
          )}
        </Text>
        {sentence.details.map((detail) => (
          <Text key={detail.label} fz="xs" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {detailText(detail, translate, format)}
          </Text>
        ))}
        <Text fz="xs" c="dimmed">
          <time dateTime={entry.date}>{format.dateTime(entry.date)}</time>
        </Text>
      </Stack>
    </Paper>
  );
}

function detailText(detail: Detail, t: Translate, format: ReturnType<typeof useFormatters>): string {
  const key = `manage.audit.details.${detail.label}`;
  if ('amount' in detail) return t(key, { value: format.currency(detail.amount) });
  if ('at' in detail) return t(key, { value: format.dateTime(detail.at) });
  return t(key, { value: resolveText(detail.value, t) });
}
