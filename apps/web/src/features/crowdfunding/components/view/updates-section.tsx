import { useEffect, useRef } from 'react';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { FileRef, RoundUpdate } from '@platform/contract';
import { useErrorText } from '@/shared/api/use-error-text';
import { saveFile } from '@/shared/files/open-file';
import { useFormatters } from '@/shared/format/use-formatters';
import { FileLine } from '@/shared/ui/file-line';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useUpdates } from '@/features/crowdfunding/api/list-updates';
import { viewKeys } from '@/features/crowdfunding/api/view-keys';
import { ReportBadge } from './report-badge';
import { UpdateForm } from './update-form';
import { useMarkUpdatesRead } from '@/features/crowdfunding/portfolio/api/portfolio';

/**
 * The round's updates (ours): the startup posts them, its backers read them. A reader the server
 * refuses (403) gets no section at all.
 */
export function UpdatesSection({
  roundId,
  canPost,
  cardReadAt,
  marksRead = false,
}: {
  roundId: string;
  canPost: boolean;
  cardReadAt: number;
  marksRead?: boolean;
}) {
  const { t } = useTranslation();
  const query = useUpdates(roundId, true);
  // A backer who sees the updates has read them: its portfolio stops counting them as unread.
  useMarkUpdatesRead(roundId, marksRead && query.data ? query.dataUpdatedAt : null);
  // The card was read again (a socket event, a join) and still lets the caller read the updates:
  // they are read again after it, never before it (a cancelled commitment would be answered 403).
  const client = useQueryClient();
  const shownWith = useRef(cardReadAt);
  useEffect(() => {
    if (shownWith.current === cardReadAt) return;
    shownWith.current = cardReadAt;
    void client.invalidateQueries({ queryKey: viewKeys.updates(roundId) });
  }, [cardReadAt, client, roundId]);
  if (query.data === null) return null;
  if (query.data === undefined && !query.isError) return <ContentLoader />;
  return (
    <SectionCard title={t('crowdfundingView.updates.title')} data-testid="round-updates">
      {canPost ? <UpdateForm roundId={roundId} /> : null}
      {query.data === undefined ? (
        <SomethingWentWrong framed={false} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{t('crowdfundingView.updates.empty')}</Text>
      ) : (
        <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.map((update, index) => (
            <UpdateItem key={update.id} update={update} first={index === 0} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function UpdateItem({ update, first }: { update: RoundUpdate; first: boolean }) {
  const format = useFormatters();
  return (
    <Stack gap="xs" component="li" data-testid="round-update">
      {first ? null : <Divider />}
      <Group gap="xs">
        <Text fz="xs" c="dimmed">
          {format.dateTime(update.created_at)}
        </Text>
        {update.kind === 'report' ? <ReportBadge /> : null}
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{update.text}</Text>
      {update.files.map((file) => (
        <UpdateFile key={file.id} file={file} />
      ))}
    </Stack>
  );
}

function UpdateFile({ file }: { file: FileRef }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = () => saveFile(file.path, file.name).catch((failure: unknown) => notify.error(errorText(failure), t('files.downloadFailed')));
  return (
    <FileLine
      density="sm"
      file={file}
      action={
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={t('crowdfundingView.updates.downloadOf', { name: file.name })}
          onClick={() => void download()}
        >
          {t('crowdfundingView.updates.download')}
        </Button>
      }
    />
  );
}
