import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { BlockedNotice as Notice } from '@/shared/session/session-ended';

/** A blocked account's refused sign-in: the reason, when the manager shared it, and whom to write to. */
export function BlockedNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconLock size={20} aria-hidden />} role="alert" title={t('auth.blocked.title')} data-testid="sign-in-blocked">
      <Stack gap={6}>
        {notice.reason ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="sign-in-blocked-reason">
            {t('auth.blocked.reason', { reason: notice.reason })}
          </Text>
        ) : null}
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('auth.blocked.contact')}{' '}
          <Anchor href={`mailto:${notice.contact}`} fz="sm" fw={600} c="red.9">
            {notice.contact}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}
