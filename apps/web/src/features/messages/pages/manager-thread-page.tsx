import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { idSchema, type ThreadDetail } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { notify } from '@/shared/ui/notify';
import { useCloseThread } from '../api/close-thread';
import { useStartThread } from '../api/start-thread';
import type { ComposeValues } from '../lib/compose';
import { NewThreadForm } from '../components/new-thread-form';
import { ThreadScreen } from '../components/thread-view';
import { useManagerTicket } from '@/shared/api/manager-ticket';

const MANAGER = { side: 'manager' } as const;

/** `/manage/messages/{threadId}`: a thread as a manager answers, closes and reopens it. */
export function ManageThreadPage() {
  const { t } = useTranslation();
  const { threadId = '' } = useParams();
  useDocumentTitle(t('manage.threads.thread'));
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.manage.messages()} label={t('manage.threads.back')} />
      <ThreadScreen
        scope={MANAGER}
        id={threadId}
        eyebrow={t('manage.threads.title')}
        meta={(thread) => <ThreadCompany thread={thread} />}
        actions={(thread) => <CloseButton thread={thread} />}
      />
    </Stack>
  );
}

/** Whom the thread is with, and the application it is about. */
function ThreadCompany({ thread }: { thread: ThreadDetail }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <Text fz="sm">
        {t('manage.threads.with')}{' '}
        <Anchor component={Link} to={paths.manage.company(thread.company.role, thread.company.id)} fz="sm" fw={600}>
          {thread.company.name}
        </Anchor>
      </Text>
      {thread.ticket_id ? (
        <Anchor component={Link} to={paths.manage.ticket(thread.ticket_id)} fz="sm">
          {t('manage.threads.openTicket')}
        </Anchor>
      ) : null}
    </Group>
  );
}

function CloseButton({ thread }: { thread: ThreadDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const close = useCloseThread(thread.id);
  const closing = !thread.closed;
  return (
    <Button
      variant="light"
      color={closing ? 'gray' : 'brand'}
      loading={close.isPending}
      leftSection={closing ? <IconLock size={18} aria-hidden /> : <IconLockOpen size={18} aria-hidden />}
      onClick={() =>
        close.mutate(closing, {
          onSuccess: () => notify.success(closing ? t('manage.threads.closed') : t('manage.threads.reopened')),
          onError: (failure) => notify.error(apiErrorMessage(failure, errorText)),
        })
      }
    >
      {closing ? t('manage.threads.close') : t('manage.threads.reopen')}
    </Button>
  );
}

/** `/manage/companies/{role}/{id}/message`: a manager starts a company thread with any company. */
export function ManageNewCompanyThreadPage() {
  const { t } = useTranslation();
  const { companyRole = '', companyId = '' } = useParams();
  const navigate = useNavigate();
  const start = useStartThread(MANAGER);
  useDocumentTitle(t('manage.threads.writeToCompany'));
  const copy = {
    title: t('manage.threads.compose.companyTitle'),
    description: t('manage.threads.compose.companyIntro'),
    submitLabel: t('manage.threads.compose.sendToCompany'),
    placeholders: { title: t('manage.threads.compose.subjectPlaceholder'), text: t('manage.threads.compose.textPlaceholderCompany') },
  };
  const send = async (values: ComposeValues) => {
    const thread = await start.mutateAsync({ ...values, target: { company_id: companyId } });
    notify.success(t('manage.threads.compose.sentToCompany'));
    await navigate(paths.manage.thread(thread.id));
  };
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.manage.company(companyRole, companyId)} label={t('manage.threads.backToCompany')} />
      <NewThreadForm eyebrow={t('manage.threads.writeToCompany')} copy={copy} onSend={send} />
    </Stack>
  );
}

/** `/manage/tickets/{ticketId}/message`: a manager starts a thread with the client on its application. */
export function ManageNewTicketThreadPage() {
  const { t } = useTranslation();
  const { ticketId = '' } = useParams();
  const navigate = useNavigate();
  const start = useStartThread(MANAGER);
  useDocumentTitle(t('manage.threads.writeToClient'));
  const copy = {
    title: t('manage.threads.compose.ticketTitle'),
    description: t('manage.threads.compose.ticketIntro'),
    submitLabel: t('manage.threads.compose.sendToClient'),
    placeholders: { title: t('manage.threads.compose.subjectPlaceholder'), text: t('manage.threads.compose.textPlaceholderClient') },
  };
  const send = async (values: ComposeValues) => {
    const thread = await start.mutateAsync({ ...values, target: { ticket_id: ticketId } });
    notify.success(t('manage.threads.compose.sentToClient'));
    await navigate(paths.manage.thread(thread.id));
  };
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.manage.ticket(ticketId)} label={t('manage.threads.backToTicket')} />
      <NewThreadForm eyebrow={t('manage.threads.writeToClient')} meta={<TicketClient ticketId={ticketId} />} copy={copy} onSend={send} />
    </Stack>
  );
}

/** Whom the message goes to and about what: the client's name and the application's type, once the ticket is read. */
function TicketClient({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const { data: ticket } = useManagerTicket(ticketId, idSchema.safeParse(ticketId).success);
  if (!ticket) return null;
  return (
    <Text fz="sm" data-testid="thread-recipient">
      {t('manage.threads.with')} <b>{ticket.owner.name}</b> · {t(`manage.types.${ticket.type_ticket}`)}
    </Text>
  );
}
