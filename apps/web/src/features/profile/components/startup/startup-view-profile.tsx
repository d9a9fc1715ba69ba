import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStartupView } from '../../api/get-startup-view';
import { LoadState } from '../load-state';
import { StartupHeader } from './startup-header';
import { StartupOverview } from './startup-overview';

/** A startup as an investor or corporate sees it: the same cards, nothing to edit. */
export function StartupViewProfile({ id, ticketId }: { id: string; ticketId?: string }) {
  const { t } = useTranslation();
  const query = useStartupView(id, ticketId);
  return (
    <LoadState query={query}>
      {(profile) => (
        <Stack gap="lg">
          <StartupHeader profile={profile} eyebrow={t('roles.startup')} />
          <StartupOverview profile={profile} />
        </Stack>
      )}
    </LoadState>
  );
}
