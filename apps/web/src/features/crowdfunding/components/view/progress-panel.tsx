import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { progressValue, type CrowdfundingCard } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { SectionCard } from '@/shared/ui/section-card';
import { showsDaysLeft, type Sidebar } from '@/features/crowdfunding/lib/view-state';
import { SidebarAction } from './sidebar-action';

/** The sidebar: raised amount, percent and bar, days left while active, then what the reader may do. */
export function ProgressPanel({ card, sidebar }: { card: CrowdfundingCard; sidebar: Sidebar }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const percent = card.value_of_investments.percent;
  return (
    <SectionCard title={t('crowdfundingView.progress')} data-testid="round-progress">
      <Stack gap="xs">
        <Text fz={24} fw={800} lh={1.2} data-testid="round-raised">
          {format.currency(card.current_investments)}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('crowdfundingView.raisedOf', { amount: format.currency(card.current_investments), max: format.currency(card.value_of_investments.max) })}
        </Text>
        <Progress value={progressValue(percent)} size="lg" radius="xl" aria-label={t('crowdfundingView.progressLabel', { percent: format.percent(percent) })} />
        <Group justify="space-between" gap="xs">
          <Text fz="sm" fw={600} data-testid="round-percent">
            {t('crowdfundingView.percent', { percent: format.percent(percent) })}
          </Text>
          {showsDaysLeft(card.status) ? (
            <Group gap={4} wrap="nowrap" data-testid="round-days-left">
              <IconClock size={16} aria-hidden />
              <Text fz="sm">{t('crowdfundingView.daysLeft', { count: card.days_left })}</Text>
            </Group>
          ) : null}
        </Group>
        {card.status === 'finished' ? (
          <Text fz="sm" fw={600} c="dimmed" data-testid="round-finished">
            {t('crowdfundingView.finished')}
          </Text>
        ) : null}
      </Stack>
      <SidebarAction card={card} sidebar={sidebar} />
    </SectionCard>
  );
}
