import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDown, IconSend } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { notify } from '@/shared/ui/notify';
import type { OutboxMail } from '../api/get-outbox';
import { useRetryMail } from '../api/retry-mail';
import { canRetry, shownError, stateBadge } from '../lib/outbox';

/** Saves a mail's calendar invite as the `.ics` file a mail program would have attached. */
function downloadInvite(ics: string) {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'invite.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function RetryButton({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const retry = useRetryMail();
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconSend size={16} aria-hidden />}
      loading={retry.isPending}
      style={{ alignSelf: 'flex-start' }}
      data-testid="outbox-retry"
      onClick={() =>
        retry.mutate(mail.id, {
          onSuccess: () => notify.success(t('manage.outbox.retried', { to: mail.to })),
          onError: (error) => notify.error(errorText(error), t('manage.outbox.retryFailed')),
        })
      }
    >
      {t('manage.outbox.retry')}
    </Button>
  );
}

/**
 * One letter: its subject, recipient and delivery state; its text only while mail is kept (the
 * server never sends the text of a letter that leaves through SMTP).
 */
export function OutboxMailCard({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const badge = stateBadge(mail.state);
  const error = shownError(mail);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`mail-${mail.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="md" id={`mail-${mail.id}`} style={{ overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Title>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }} data-testid="outbox-state">
            {t(badge.label)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('manage.outbox.sentTo', { to: mail.to, date: format.dateTime(mail.created_at) })}
        </Text>
        {mail.state !== 'kept' ? (
          <Text size="sm" c="dimmed">
            {[t('manage.outbox.attempts', { count: mail.attempts }), mail.sent_at ? t('manage.outbox.sentAt', { date: format.dateTime(mail.sent_at) }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        ) : null}
        {error ? (
          <div>
            <Text size="sm" c="red.8" data-testid="outbox-error">
              {t('manage.outbox.lastError', { reason: t(`manage.outbox.failure.${error.kind}`) })}
            </Text>
            <details>
              <Text component="summary" size="xs" c="dimmed" style={{ cursor: 'pointer' }}>
                {t('manage.outbox.technical')}
              </Text>
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="outbox-error-detail">
                {error.detail}
              </Text>
            </details>
          </div>
        ) : null}
        {mail.text !== undefined ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{mail.text}</Text> : null}
        {mail.ics ? (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconCalendarDown size={16} aria-hidden />}
            onClick={() => downloadInvite(mail.ics!)}
            style={{ alignSelf: 'flex-start' }}
            data-testid="outbox-invite"
          >
            {t('manage.outbox.invite')}
          </Button>
        ) : null}
        {canRetry(mail) ? <RetryButton mail={mail} /> : null}
      </Stack>
    </Paper>
  );
}
