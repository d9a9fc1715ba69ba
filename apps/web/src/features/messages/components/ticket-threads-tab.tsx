import { Button, Group, Stack } from '@mantine/core';
import { IconMessagePlus, IconMessages } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useTicketThreads } from '@/shared/api/ticket-threads';
import { ThreadCard } from './thread-card';

/** The messages tab of an application: its threads with the platform, and a way to start one. */
export function TicketThreadsTab({ ticketId, appTypeId }: { ticketId: string; appTypeId: string }) {
  const { t } = useTranslation();
  const query = useTicketThreads(ticketId);
  const create = (
    <Button component={Link} to={paths.cabinet.applications.message(appTypeId, ticketId, 'create')} leftSection={<IconMessagePlus size={18} aria-hidden />}>
      {t('messages.new')}
    </Button>
  );
  if (query.data === undefined) return query.isError ? <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} /> : <ContentLoader />;
  if (query.data.length === 0) {
    return (
      <StateBlock
        icon={<IconMessages size={36} stroke={1.6} />}
        title={t('messages.ticketEmpty.title')}
        description={t('messages.ticketEmpty.text')}
        action={create}
        data-testid="ticket-threads-empty"
      />
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="flex-end">{create}</Group>
      <Stack gap="sm" component="section" aria-label={t('messages.list')}>
        {query.data.map((thread) => (
          <ThreadCard key={thread.id} thread={thread} to={paths.cabinet.applications.message(appTypeId, ticketId, 'view', thread.id)} />
        ))}
      </Stack>
    </Stack>
  );
}
