import { Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { InterestToggle } from '@/shared/offers/interest-toggle';
import { useOfferOpened } from '@/shared/offers/use-offer-opened';
import { useStartupView } from '@/features/profile/api/get-startup-view';
import { LoadState } from '../load-state';
import { ProfileHeader } from '../profile-header';
import { PassportCard } from './passport-card';
import { StartupHeader } from './startup-header';
import { SharedReports } from './shared-reports';
import { StartupOverview } from './startup-overview';

/**
 * A startup as an investor or corporate sees it: the same cards, nothing to edit. Opened from an
 * offer (with `ticketId`), it marks the offer seen and carries the interest answer. A deleted
 * startup shows its "Deleted company" name and nothing else.
 */
export function StartupViewProfile({ id, ticketId }: { id: string; ticketId?: string }) {
  const { t } = useTranslation();
  const query = useStartupView(id, ticketId);
  useOfferOpened(ticketId ? query.data?.quote?.id : undefined);
  return (
    <LoadState query={query}>
      {(profile) =>
        profile.deleted ? (
          <ProfileHeader name={t('profile.deletedCompany')} logo={null} eyebrow={t('roles.startup')} />
        ) : (
          <Stack gap="lg">
            <StartupHeader
              profile={profile}
              eyebrow={t('roles.startup')}
              actions={ticketId && profile.quote ? <InterestToggle quote={profile.quote} onAnswered={() => void query.refetch()} /> : undefined}
            />
            <StartupOverview profile={profile} />
            <PassportCard startupId={id} />
            <SharedReports startupId={id} />
          </Stack>
        )
      }
    </LoadState>
  );
}
