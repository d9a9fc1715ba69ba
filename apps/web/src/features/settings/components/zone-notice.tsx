import { startTransition, useEffect, useState } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { sessionKeys, sessionStore } from '@/shared/lib/storage';
import { useCurrentUser } from '@/shared/session/session-context';
import { knownDeviceZone, subscribeDeviceZone } from '@/shared/time-zone/device-zone';
import { zoneLabel } from '@/shared/time-zone/zone-options';
import { notify } from '@/shared/ui/notify';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { zoneToOffer } from '../lib/zone-offer';

/**
 * The device's zone once the warm-up worker has told it. Kept in the notice's own state, not read
 * through useSyncExternalStore: the answer often lands while the cabinet's first render is under
 * way in slices, and a store that changes under a sliced render makes React throw that render away
 * and redo the whole frame in one blocking task (docs/performance.md, "A torn first render"). As
 * state, the answer re-renders the notice alone, after that render.
 */
function useKnownDeviceZone(): string | undefined {
  const [zone, setZone] = useState(knownDeviceZone);
  useEffect(() => {
    const heard = () => startTransition(() => setZone(knownDeviceZone()));
    const stop = subscribeDeviceZone(heard);
    // The answer may have come between the render and this effect: its listeners were told before.
    heard();
    return stop;
  }, []);
  return zone;
}

/**
 * A small note above the cabinet's screens when this device is in another zone than the account's
 * letters: it offers the device's zone and changes nothing by itself. Closed, it stays closed in
 * this tab for this zone.
 */
export function ZoneNotice() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const errorText = useErrorText();
  const update = useUpdateTimeZone();
  const [dismissed, setDismissed] = useState(() => sessionStore.getItem(sessionKeys.zoneNoticeDismissed));
  // The device's zone as the warm-up worker reads it: the notice waits for it rather than load the
  // zone data on this thread while the cabinet renders (see device-zone.ts).
  const device = useKnownDeviceZone();
  const offer = zoneToOffer(user.timeZone, device ?? null);
  // A zone not set yet is being filled from this browser; the settings page covers a failure.
  if (!offer || user.timeZone === null) return null;
  const key = `${user.id} ${offer}`;
  if (dismissed === key) return null;
  const dismiss = () => {
    sessionStore.setItem(sessionKeys.zoneNoticeDismissed, key);
    setDismissed(key);
  };

  return (
    <Paper component="section" aria-label={t('settings.timeZone.title')} bg="blue.0" radius="md" p="sm" mb="md" data-testid="zone-notice">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Group gap="sm" style={{ flex: 1 }}>
          <Text fz="sm" style={{ flex: '1 1 16rem' }}>
            {t('settings.timeZone.notice', { device: zoneLabel(offer), account: zoneLabel(user.timeZone) })}
          </Text>
          <Button
            size="xs"
            variant="light"
            loading={update.isPending}
            onClick={() =>
              update.mutate(offer, {
                onSuccess: () => notify.success(t('settings.timeZone.saved', { zone: offer })),
                onError: (error) => notify.error(apiErrorMessage(error, errorText)),
              })
            }
          >
            {t('settings.timeZone.useBrowser', { zone: offer })}
          </Button>
        </Group>
        <CloseButton size="sm" aria-label={t('settings.timeZone.keep', { zone: user.timeZone })} onClick={dismiss} />
      </Group>
    </Paper>
  );
}
