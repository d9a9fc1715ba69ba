import { useId, type ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMail, IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Thread } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import classes from '@/shared/ui/link-card.module.css';

/**
 * One thread in a list: subject, time of the last post, its preview, the mail icon lit while an
 * answer awaits the reader, and a marker of unread posts. The whole card opens the thread.
 */
export function ThreadCard({ thread, to, meta, lit }: { thread: Thread; to: string; meta?: ReactNode; lit?: { on: boolean; label: string } }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  // A company's card lights the icon while an answer awaits it; the managers' queue, while the thread waits for them.
  const mail = lit ?? { on: thread.awaiting_reply, label: t('messages.card.awaitingReply') };
  const MailIcon = mail.on ? IconMail : IconMailOpened;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      data-testid="thread-card"
      data-unread={thread.unread || undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon
          variant={mail.on ? 'filled' : 'light'}
          color={mail.on ? 'brand' : 'gray'}
          size={40}
          radius="md"
          aria-label={mail.on ? mail.label : undefined}
          role={mail.on ? 'img' : undefined}
        >
          <MailIcon size={22} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={2} fz="md" id={titleId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              <Link to={to} className={classes.link}>
                {thread.title}
              </Link>
            </Title>
            <Group gap={6}>
              {thread.unread ? (
                <Badge size="sm" color="red" variant="filled">
                  {t('messages.card.unread')}
                </Badge>
              ) : null}
              {thread.closed ? (
                <Badge size="sm" color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
                  {t('messages.card.closed')}
                </Badge>
              ) : null}
            </Group>
          </Group>
          <Text fz="xs" c="dimmed">
            {format.dateTime(thread.last_post.created_at)}
          </Text>
          <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }} fw={thread.unread ? 600 : undefined}>
            {thread.last_post.author === 'manager' ? `${t('messages.platformManager')}: ` : ''}
            {thread.last_post.preview}
          </Text>
          {meta}
        </Stack>
      </Group>
    </Paper>
  );
}
