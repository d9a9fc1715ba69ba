import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDown, IconMail, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { emailSchema } from '@platform/contract';
import { useFormatters } from '../../../shared/format/use-formatters';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { ContentLoader } from '../../../shared/ui/loaders';
import { StateBlock } from '../../../shared/ui/state-block';
import { SomethingWentWrong } from '../../../shared/ui/states';
import { isOutboxOff, useOutbox, type OutboxMail } from '../api/get-outbox';
import { OutboxFilter } from '../components/outbox-filter';

/** The URL's `?to=` when it is an e-mail; anything else shows every mail. */
function readRecipient(params: URLSearchParams): string | null {
  const parsed = emailSchema.safeParse(params.get('to') ?? '');
  return parsed.success ? parsed.data : null;
}

/** Saves a mail's calendar invite as the `.ics` file a mail program would have attached. */
function downloadInvite(ics: string) {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'invite.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function MailCard({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`mail-${mail.id}`}>
      <Stack gap={6}>
        <Title order={2} fz="md" id={`mail-${mail.id}`} style={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('manage.outbox.sentTo', { to: mail.to, date: format.dateTime(mail.createdAt) })}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{mail.text}</Text>
        {mail.ics ? (
          <Button variant="light" size="compact-sm" leftSection={<IconCalendarDown size={16} aria-hidden />} onClick={() => downloadInvite(mail.ics!)} style={{ alignSelf: 'flex-start' }} data-testid="outbox-invite">
            {t('manage.outbox.invite')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** `/manage/outbox`: the mail the platform kept instead of sending, newest first, filtered by recipient. */
export function ManageOutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('manage.outbox.title'));
  const [params, setParams] = useSearchParams();
  const to = readRecipient(params);
  const query = useOutbox(to);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('manage.outbox.title')}
        </Title>
        <Text c="dimmed">{t('manage.outbox.intro')}</Text>
      </Stack>
      <OutboxFilter to={to} onChange={(next) => setParams(next ? { to: next } : {})} />
      {query.isPending ? (
        <ContentLoader />
      ) : isOutboxOff(query.error) ? (
        <StateBlock icon={<IconMailOff size={36} stroke={1.6} />} color="gray" title={t('manage.outbox.off.title')} description={t('manage.outbox.off.text')} data-testid="outbox-off" />
      ) : query.isError ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <StateBlock
          icon={<IconMail size={36} stroke={1.6} />}
          color="gray"
          title={t('manage.outbox.empty.title')}
          description={to ? t('manage.outbox.empty.filtered', { to }) : t('manage.outbox.empty.text')}
          data-testid="outbox-empty"
        />
      ) : (
        <Stack gap="md" aria-label={t('manage.outbox.list')} role="list">
          {query.data.map((mail) => (
            <div role="listitem" key={mail.id}>
              <MailCard mail={mail} />
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
