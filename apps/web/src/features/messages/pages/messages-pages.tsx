import { useEffect } from 'react';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus, IconMessages } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { useErrorText } from '@/shared/api/use-error-text';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useInfiniteSentinel } from '@/shared/hooks/use-infinite-sentinel';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useCompanyThreadPages } from '../api/list-company-threads';
import { useStartThread } from '../api/start-thread';
import { NewThreadForm } from '../components/new-thread-form';
import { ThreadCard } from '../components/thread-card';
import { ThreadScreen } from '../components/thread-view';

const COMPANY = { side: 'company' } as const;

/** `/cabinet/messages`: the company's threads with the platform, newest activity first, 20 at a time. */
export function MessagesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useDocumentTitle(t('pages.messages'));
  const query = useCompanyThreadPages();
  const { fetchNextPage, hasNextPage, isFetchingNextPage, error } = query;
  const sentinel = useInfiniteSentinel(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage && !query.isError);
  const threads = query.data?.pages.flatMap((page) => page.companyTasks) ?? [];

  // A failed load also tells in a notification (spec part 1, section 8).
  useEffect(() => {
    if (error) notify.error(errorText(error), t('messages.loadFailed'));
  }, [error, errorText, t]);

  const newButton = (
    <Button component={Link} to={paths.cabinet.message('create')} leftSection={<IconMessagePlus size={18} aria-hidden />}>
      {t('messages.new')}
    </Button>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('pages.messages')}
          </Title>
          <Text c="dimmed">{t('messages.intro')}</Text>
        </Stack>
        {newButton}
      </Group>
      {query.data === undefined ? (
        query.isError ? (
          <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ContentLoader />
        )
      ) : threads.length === 0 ? (
        <StateBlock
          icon={<IconMessages size={36} stroke={1.6} />}
          title={t('messages.empty.title')}
          description={t('messages.empty.text')}
          action={
            <Button component={Link} to={paths.cabinet.profile()} variant="light">
              {t('messages.empty.action')}
            </Button>
          }
          data-testid="messages-empty"
        />
      ) : (
        <Stack gap="sm" component="section" aria-label={t('messages.list')}>
          {threads.map((thread) => (
            <ThreadCard key={thread.id} thread={thread} to={paths.cabinet.message('view', thread.id)} />
          ))}
          <div ref={sentinel} />
          {isFetchingNextPage ? (
            <Center py="md">
              <Loader size="sm" aria-label={t('common.loading')} />
            </Center>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

/** `/cabinet/messages/view/{id}` shows a thread, `/cabinet/messages/create` starts one. */
export function MessagePage() {
  const { t } = useTranslation();
  const { mode, messageId } = useParams();
  const creating = mode === 'create';
  useDocumentTitle(creating ? t('pages.messageNew') : t('pages.message'));
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.cabinet.messages()} label={t('pages.backToMessages')} />
      {creating ? <NewCompanyThread /> : <ThreadScreen scope={COMPANY} id={mode === 'view' && messageId ? messageId : ''} eyebrow={t('pages.messages')} />}
    </Stack>
  );
}

function NewCompanyThread() {
  const navigate = useNavigate();
  const start = useStartThread(COMPANY);
  return <NewThreadForm onSend={async (values) => navigate(paths.cabinet.message('view', (await start.mutateAsync(values)).id))} />;
}
