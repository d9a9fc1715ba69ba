import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPresentation, IconTags, IconUser } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { handbookNames } from '@/shared/lib/handbook-options';
import type { ExpertProfile } from '@/features/profile/api/get-expert-profile';
import { Chips } from '../data-list';
import { FileTile } from '../file-tile';
import { InfoCard } from '../info-card';

const ICON = { size: 20, stroke: 1.6, color: 'var(--mantine-color-brand-6)', 'aria-hidden': true } as const;

/** The registrant (name, surname, position), the company's expertise and its presentation. */
export function ExpertOverview({ profile, onEdit }: { profile: ExpertProfile; onEdit: () => void }) {
  const { t } = useTranslation();
  const { data: handbooks } = useHandbooks();
  const person = [profile.name, profile.surname].filter(Boolean).join(' ');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <InfoCard title={t('profile.expert.registrant')} icon={<IconUser {...ICON} />} onEdit={onEdit} data-testid="card-registrant">
        <Stack gap={2}>
          <Text fw={700} fz="lg">
            {person || '—'}
          </Text>
          <Text c="dimmed" fz="sm">
            {profile.position_in_company || '—'}
          </Text>
        </Stack>
      </InfoCard>
      <InfoCard title={t('profile.expert.expertise')} icon={<IconTags {...ICON} />} onEdit={onEdit} data-testid="card-expertise">
        <Chips names={handbookNames(profile.expert_in, handbooks?.industries)} />
      </InfoCard>
      <InfoCard title={t('profile.expert.presentation')} icon={<IconPresentation {...ICON} />} onEdit={onEdit} data-testid="card-presentation">
        <FileTile file={profile.presentation_pitch} label={t('profile.expert.presentation')} emptyText={t('profile.expert.noPresentation')} onAdd={onEdit} />
      </InfoCard>
    </SimpleGrid>
  );
}
