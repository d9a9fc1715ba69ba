import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconFileText, IconBulb } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { StartupProfile } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFormatters } from '@/shared/format/use-formatters';
import { handbookName, handbookNames } from '@/shared/lib/handbook-options';
import type { StartupTab } from '@/features/profile/lib/startup-tabs';
import { Chips, DataGrid, DataItem } from '../data-list';
import { FileTile } from '../file-tile';
import { InfoCard, NotFilled } from '../info-card';
import { FinanceCard } from './finance-card';
import { PilotCounters } from './pilot-counters';
import { ScoreCards, type ExpertScoring } from './score-cards';
import { SecondPass } from '@/shared/ui/second-pass';

export interface StartupOverviewProps {
  profile: StartupProfile;
  /** The owner's profile: each card opens the edit dialog on its tab. */
  onEdit?: (tab: StartupTab) => void;
  /** The latest approved report's scores, shown beside the startup's own. */
  expert?: ExpertScoring | null;
}

const ICON = { size: 20, stroke: 1.6, color: 'var(--mantine-color-brand-6)', 'aria-hidden': true } as const;

/** The cards of a startup profile: brief, pitch deck, product, finance and the four scores. */
export function StartupOverview({ profile, onEdit, expert }: StartupOverviewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: handbooks } = useHandbooks();
  const edit = (tab: StartupTab) => (onEdit ? () => onEdit(tab) : undefined);
  const own = Boolean(onEdit);

  return (
    <Stack gap="lg">
      <InfoCard title={t('profile.startup.brief')} icon={<IconBriefcase {...ICON} />} onEdit={edit('main')} data-testid="card-brief">
        <DataGrid cols={2}>
          <DataItem label={t('profile.fields.round')} value={handbookName(profile.round, handbooks?.rounds)} />
          <DataItem label={t('profile.fields.lastFundAmount')} value={profile.last_fund_amount === null ? null : format.currency(profile.last_fund_amount)} />
          <DataItem label={t('profile.fields.country')} value={handbookName(profile.country, handbooks?.countries)} />
          <DataItem label={t('profile.fields.website')} value={profile.website} />
          <DataItem label={t('profile.fields.regions')} value={<Chips names={handbookNames(profile.regions, handbooks?.regions)} />} />
          <DataItem label={t('profile.fields.industries')} value={<Chips names={handbookNames(profile.industries, handbooks?.industries)} />} />
        </DataGrid>
      </InfoCard>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InfoCard title={t('profile.fields.pitchDeck')} icon={<IconFileText {...ICON} />} onEdit={edit('main')} data-testid="card-pitch">
          <FileTile
            file={profile.presentation_pitch_file}
            label={t('profile.fields.pitchDeck')}
            emptyText={own ? t('profile.startup.noPitchDeck') : undefined}
            onAdd={edit('main')}
          />
        </InfoCard>
        <InfoCard title={t('profile.startup.product')} icon={<IconBulb {...ICON} />} onEdit={edit('main')} data-testid="card-product">
          <Stack gap="sm">
            <ProductText label={t('profile.fields.productDescription')} text={profile.product_description} />
            <ProductText label={t('profile.fields.customer')} text={profile.who_is_your_customer} />
          </Stack>
        </InfoCard>
      </SimpleGrid>

      <SecondPass>
        <FinanceCard profile={profile} onEdit={edit('finance')} />
        <ScoreCards scoring={profile.startup_scoring} onEdit={onEdit} expert={expert} />
        <PilotCounters startupId={own ? null : profile.id} allowed={profile.can.read_pilot_summary} />
      </SecondPass>
    </Stack>
  );
}

function ProductText({ label, text }: { label: string; text: string | null }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      {text ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={6}>
          {text}
        </Text>
      ) : (
        <NotFilled />
      )}
    </Stack>
  );
}
