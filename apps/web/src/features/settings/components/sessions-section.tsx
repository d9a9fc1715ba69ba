import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Session } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { useSession } from '@/shared/session/session-context';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useEndOtherSessions, useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { SettingsSection } from './settings-section';

/**
 * Where the account is signed in: each live session with its device, masked address and times,
 * this one marked. Any other can be signed out at once (its open pages go to sign-in), or all of them.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const query = useSessions();
  const errorText = useErrorText();
  const endOthers = useEndOtherSessions();
  const others = query.data?.items.filter((s) => !s.current).length ?? 0;
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => notify.success(t('sessions.list.othersEnded', { count: ended })),
      onError: (error) => notify.error(apiErrorMessage(error, errorText)),
    });
  return (
    <SettingsSection title={t('sessions.list.title')} description={t('sessions.list.text')}>
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="settings-sessions">
            {query.data.items.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </Stack>
          {others > 0 ? (
            <div>
              <Button variant="light" color="red" onClick={signOutOthers} loading={endOthers.isPending} data-testid="sessions-end-others">
                {t('sessions.list.endOthers')}
              </Button>
            </div>
          ) : null}
        </Stack>
      )}
    </SettingsSection>
  );
}

function SessionRow({ session }: { session: Session }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const { logout } = useSession();
  const end = useEndSession();
  const signOut = () =>
    end.mutate(session.id, {
      onSuccess: ({ current }) => {
        // Ending this very session is a sign-out: the server has already closed it.
        if (current) logout({ endedByServer: true });
        else notify.success(t('sessions.list.ended', { device: session.device }));
      },
      onError: (error) => notify.error(apiErrorMessage(error, errorText)),
    });
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="session-row" data-current={session.current || undefined}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <IconDeviceDesktop size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{session.device}</Text>
              {session.current ? (
                <Badge size="sm" variant="light" color="teal" tt="none">
                  {t('sessions.list.thisDevice')}
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {session.ip_masked ?? t('sessions.unknownAddress')}
              {session.method ? ` · ${t(`sessions.method.${session.method}`)}` : ''}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('sessions.list.times', { started: format.dateTime(session.created_at), used: format.dateTime(session.last_used_at) })}
            </Text>
          </Stack>
        </Group>
        {session.current ? null : (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={signOut}
            loading={end.isPending}
            aria-label={t('sessions.list.endLabel', { device: session.device })}
            data-testid="session-end"
          >
            {t('sessions.list.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
