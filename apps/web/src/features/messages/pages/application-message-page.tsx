import { Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { useStartThread } from '../api/start-thread';
import { ThreadScreen } from '../components/thread-view';
import { NewThreadForm } from '../components/new-thread-form';

/**
 * `/cabinet/applications/view/{appTypeId}/{appId}/message/{mode}/{messageId}`: a thread on an
 * application (`view`), or a new one (`create`). Back leads to the application's messages tab.
 */
export function ApplicationMessagePage() {
  const { t } = useTranslation();
  const { appTypeId = '', appId = '', mode, messageId } = useParams();
  const creating = mode === 'create';
  const scope = { side: 'ticket', ticketId: appId } as const;
  useDocumentTitle(creating ? t('pages.messageNew') : t('pages.message'));
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.cabinet.applications.view(appTypeId, appId, 'messages')} label={t('pages.backToApplication')} />
      {creating ? (
        <NewTicketThread appTypeId={appTypeId} appId={appId} />
      ) : (
        <ThreadScreen scope={scope} id={mode === 'view' && messageId ? messageId : ''} eyebrow={t('pages.applicationView')} />
      )}
    </Stack>
  );
}

function NewTicketThread({ appTypeId, appId }: { appTypeId: string; appId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartThread({ side: 'ticket', ticketId: appId });
  return (
    <NewThreadForm
      eyebrow={t('pages.applicationView')}
      onSend={async (values) => navigate(paths.cabinet.applications.message(appTypeId, appId, 'view', (await start.mutateAsync(values)).id))}
    />
  );
}
