import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useCurrentUser } from '@/shared/session/session-context';
import { browserTimeZone, zoneLabel } from '@/shared/time-zone/zone-options';
import { ZoneSelect } from '@/shared/time-zone/zone-select';
import { notify } from '@/shared/ui/notify';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { zoneToOffer } from '../lib/zone-offer';
import { SettingsSection } from './settings-section';

/**
 * The zone of the account's letters and invites, saved as it is picked. When this device is
 * elsewhere, the section offers its zone; nothing changes until the person takes the offer.
 */
export function TimeZoneSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const errorText = useErrorText();
  const update = useUpdateTimeZone();
  // While saving, the select shows the zone picked; the saved user info then confirms or reverts it.
  const zone = update.isPending ? update.variables : user.timeZone;
  const offer = zoneToOffer(user.timeZone, browserTimeZone());
  const save = (next: string) =>
    update.mutate(next, {
      onSuccess: () => notify.success(t('settings.timeZone.saved', { zone: next })),
      onError: (error) => notify.error(apiErrorMessage(error, errorText)),
    });

  return (
    <SettingsSection title={t('settings.timeZone.title')} description={t('settings.timeZone.text')}>
      <ZoneSelect
        label={t('settings.timeZone.label')}
        value={zone}
        onChange={(next) => next !== user.timeZone && save(next)}
        placeholder={t('settings.timeZone.unset')}
        disabled={update.isPending}
        w={{ base: '100%', sm: 420 }}
        testId="settings-time-zone"
      />
      {offer ? (
        <Paper bg="blue.0" radius="md" p="md" data-testid="settings-browser-zone">
          <Group gap="sm" justify="space-between">
            <Text fz="sm">{t('settings.timeZone.browser', { zone: zoneLabel(offer) })}</Text>
            <Button variant="light" onClick={() => save(offer)} loading={update.isPending && update.variables === offer}>
              {t('settings.timeZone.useBrowser', { zone: offer })}
            </Button>
          </Group>
        </Paper>
      ) : null}
    </SettingsSection>
  );
}
