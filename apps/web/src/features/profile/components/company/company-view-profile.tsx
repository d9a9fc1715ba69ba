import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconPhone, IconWorld } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { InterestToggle } from '@/shared/offers/interest-toggle';
import { useOfferOpened } from '@/shared/offers/use-offer-opened';
import { PilotRecordLine } from '@/shared/pilots/pilot-record-row';
import { SectionCard } from '@/shared/ui/section-card';
import type { FoundationRole } from '@/features/profile/api/company-profile';
import { useCompanyView } from '@/features/profile/api/get-company-view';
import { LoadState } from '../load-state';
import { ProfileHeader } from '../profile-header';
import { FocusCards } from './focus-cards';

/**
 * An investor or corporate as a startup sees it from an offer (spec part 1, section 2): opened
 * with `ticketId`, it marks the offer seen and carries the interesting / uninteresting answer.
 * A deleted company shows its "Deleted company" name and nothing else. Its pilot track record
 * shows to startups before they apply to its pilots.
 */
export function CompanyViewProfile({ role, id, ticketId }: { role: FoundationRole; id: string; ticketId?: string }) {
  const { t } = useTranslation();
  const query = useCompanyView(role, id, ticketId);
  useOfferOpened(ticketId ? query.data?.quote?.id : undefined);
  return (
    <LoadState query={query}>
      {(profile) =>
        profile.deleted ? (
          <ProfileHeader name={t('profile.deletedCompany')} logo={null} eyebrow={t(`roles.${role}`)} />
        ) : (
          <Stack gap="lg">
            <ProfileHeader
              name={profile.company}
              description={profile.description}
              logo={profile.logo_file}
              eyebrow={t(`roles.${role}`)}
              actions={ticketId && profile.quote ? <InterestToggle quote={profile.quote} onAnswered={() => void query.refetch()} /> : undefined}
              extra={
                profile.website || profile.phone ? (
                  <Group gap="md">
                    {profile.website ? (
                      <Group gap={6} wrap="nowrap">
                        <IconWorld size={16} aria-hidden color="var(--mantine-color-dimmed)" />
                        <Anchor href={`https://${profile.website}`} target="_blank" rel="noopener noreferrer" fz="sm">
                          {profile.website}
                        </Anchor>
                      </Group>
                    ) : null}
                    {profile.phone ? (
                      <Group gap={6} wrap="nowrap">
                        <IconPhone size={16} aria-hidden color="var(--mantine-color-dimmed)" />
                        <Text fz="sm" c="dimmed">
                          {profile.phone}
                        </Text>
                      </Group>
                    ) : null}
                  </Group>
                ) : null
              }
            />
            {role === 'investor' ? <FocusCards profile={profile} /> : null}
            <SectionCard title={t('pilotRecord.title')} description={t('pilotRecord.description')} data-testid="company-pilot-record">
              <PilotRecordLine role={role} id={id} />
            </SectionCard>
          </Stack>
        )
      }
    </LoadState>
  );
}
