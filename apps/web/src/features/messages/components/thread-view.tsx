import type { ReactNode } from 'react';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { idSchema, type ThreadDetail } from '@platform/contract';
import { bodyMessage } from '@/shared/api/errors';
import { useFormatters } from '@/shared/format/use-formatters';
import { ContentLoader } from '@/shared/ui/loaders';
import { PageHeader } from '@/shared/ui/page-header';
import { missingPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { isMissingThread, useThread } from '../api/get-thread';
import { useReply } from '../api/reply';
import type { ThreadScope } from '../lib/endpoints';
import { roughDuration } from '../lib/duration';
import { ComposeForm } from './compose-form';
import { PostItem } from './post-item';

/** "Usually answered within about 2 hours", or nothing while there is no data. */
export function UsualAnswer({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation();
  if (seconds === null) return null;
  const rough = roughDuration(seconds);
  return (
    <Group gap={6} wrap="nowrap" data-testid="usual-answer">
      <IconClockHour4 size={16} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fz="sm" c="dimmed">
        {t('messages.usualAnswer', { within: t(`messages.about.${rough.unit}`, { count: rough.count }) })}
      </Text>
    </Group>
  );
}

export interface ThreadScreenProps {
  scope: ThreadScope;
  id: string;
  eyebrow: ReactNode;
  /** More under the title, e.g. the company a manager writes to. */
  meta?: (thread: ThreadDetail) => ReactNode;
  /** Buttons beside the title, e.g. a manager's close and reopen. */
  actions?: (thread: ThreadDetail) => ReactNode;
}

/**
 * A thread page shared by company threads, threads on applications and the managers' back office:
 * loads the thread, and shows the loader, the not-found or failure state, or the thread.
 */
export function ThreadScreen({ scope, id, ...rest }: ThreadScreenProps) {
  const { t } = useTranslation();
  const valid = idSchema.safeParse(id).success;
  const query = useThread(scope, id, valid);
  if (!valid) return <NotFound text={t('messages.notFound')} />;
  if (query.data) return <ThreadView scope={scope} thread={query.data} {...rest} />;
  if (query.isError) {
    const missing = isMissingThread(query.error);
    const description = missing ? (bodyMessage((query.error as { body?: unknown }).body) ?? t('messages.notFound')) : undefined;
    if (missing) return <NotFound text={description} />;
    return <SomethingWentWrong headingOrder={1} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <ContentLoader />;
}

function NotFound({ text }: { text: ReactNode }) {
  return (
    <div data-testid="thread-not-found">
      <SomethingWentWrong headingOrder={1} error={missingPage} description={text} />
    </div>
  );
}

function ThreadView({ scope, thread, eyebrow, meta, actions }: Omit<ThreadScreenProps, 'id'> & { thread: ThreadDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reply = useReply(scope, thread.id);
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={eyebrow}
        title={thread.title}
        actions={actions?.(thread)}
        meta={
          <Stack gap={6} mt={4}>
            <Group gap="sm" wrap="wrap">
              <Text fz="sm" c="dimmed">
                {t('messages.started', { date: format.dateTime(thread.created_at) })}
              </Text>
              {thread.closed ? (
                <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
                  {t('messages.card.closed')}
                </Badge>
              ) : null}
            </Group>
            {meta?.(thread)}
            <UsualAnswer seconds={thread.usual_answer_seconds} />
          </Stack>
        }
      />
      <Stack gap="sm" component="section" aria-label={t('messages.posts')}>
        {thread.posts.map((post) => (
          <PostItem key={post.id} post={post} />
        ))}
      </Stack>
      {thread.closed ? (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} data-testid="thread-closed">
          {t('messages.closedNotice')}
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="thread-reply">
          <Stack gap="md">
            <Title order={2} fz="lg" id="thread-reply">
              {t('messages.reply.title')}
            </Title>
            <ComposeForm withTitle={false} submitLabel={t('messages.reply.send')} onSend={(values) => reply.mutateAsync(values)} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
