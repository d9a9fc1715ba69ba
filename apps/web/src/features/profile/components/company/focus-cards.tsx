import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCoin, IconStairs, IconTags } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFormatters } from '@/shared/format/use-formatters';
import { handbookNames } from '@/shared/lib/handbook-options';
import type { CompanyProfile } from '@/features/profile/api/company-profile';
import { Chips } from '../data-list';
import { InfoCard, NotFilled } from '../info-card';

const ICON = { size: 20, stroke: 1.6, color: 'var(--mantine-color-brand-6)', 'aria-hidden': true } as const;

/**
 * An investor's short info: focus on stages, focus on industries and the average deal. An empty
 * one shows the data-not-filled note, with a fill button on the owner's profile.
 */
export function FocusCards({ profile, onEdit }: { profile: CompanyProfile; onEdit?: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: handbooks } = useHandbooks();
  const stages = handbookNames(profile.focus_on_stages, handbooks?.rounds);
  const industries = handbookNames(profile.focus_on_industries, handbooks?.industries);
  const deal = typeof profile.average_deal === 'number' ? format.currency(profile.average_deal) : null;
  const notFilled = <NotFilledNote onFill={onEdit} />;

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <InfoCard title={t('profile.investor.stages')} icon={<IconStairs {...ICON} />} onEdit={onEdit} data-testid="card-stages">
        <Chips names={stages} empty={notFilled} />
      </InfoCard>
      <InfoCard title={t('profile.investor.industries')} icon={<IconTags {...ICON} />} onEdit={onEdit} data-testid="card-industries">
        <Chips names={industries} empty={notFilled} />
      </InfoCard>
      <InfoCard title={t('profile.investor.averageDeal')} icon={<IconCoin {...ICON} />} onEdit={onEdit} data-testid="card-deal">
        {deal ? (
          <Text fw={800} fz={28} lh={1.1} c="brand.7">
            {deal}
          </Text>
        ) : (
          notFilled
        )}
      </InfoCard>
    </SimpleGrid>
  );
}

function NotFilledNote({ onFill }: { onFill?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <NotFilled />
      {onFill ? (
        <Button
          variant="light"
          size="compact-sm"
          onClick={(event) => {
            event.stopPropagation();
            onFill();
          }}
        >
          {t('profile.fill')}
        </Button>
      ) : null}
    </Stack>
  );
}
