import { Grid, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { PilotCard } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFormatters } from '@/shared/format/use-formatters';
import { handbookName, handbookNames } from '@/shared/lib/handbook-options';
import { PilotRecordLine } from '@/shared/pilots/pilot-record-row';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionCard } from '@/shared/ui/section-card';
import { startupPilotAction } from '@/features/pilots/lib/startup-view';
import { ApplicationPanel } from './application-panel';
import { IndustryChips } from './industry-chips';
import { PilotStatusBadge } from './pilot-status-badge';
import { RunCard } from './run-card';

const META_ICON = { size: 16, 'aria-hidden': true, color: 'var(--mantine-color-dimmed)' } as const;

/** A published pilot as a startup reads it: the card, what it may do, its application and the run with it. */
export function PilotView({ card }: { card: PilotCard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: handbooks } = useHandbooks();
  // An unknown status hides the body (spec section 4).
  const known = startupPilotAction(card) !== 'unknown';
  const meta = (
    <Stack gap="xs" mt={4}>
      <Group gap="md" wrap="wrap">
        <PilotStatusBadge status={card.status} />
        <Group gap={6} wrap="nowrap">
          <IconBuilding {...META_ICON} />
          <Text fz="sm" data-testid="pilot-owner">
            {t('pilotsStartup.view.owner', { name: card.owner.name })}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin {...META_ICON} />
          <Text fz="sm" data-testid="pilot-country">
            {handbookName(card.location, handbooks?.countries) ?? '—'}
          </Text>
        </Group>
        {card.published_at ? (
          <Group gap={6} wrap="nowrap">
            <IconCalendar {...META_ICON} />
            <Text fz="sm">{t('pilotsStartup.card.published', { date: format.date(card.published_at) })}</Text>
          </Group>
        ) : null}
      </Group>
      <PilotRecordLine role={card.owner.role} id={card.owner.id} c="dimmed" />
      <IndustryChips names={handbookNames(card.industries, handbooks?.industries)} />
    </Stack>
  );
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={t('pages.pilots')} title={card.name} meta={meta} />
      {known ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              {card.run ? <RunCard run={card.run} /> : null}
              <TextSection title={t('pilotsStartup.view.description')} text={card.description} testId="pilot-description" />
              <TextSection title={t('pilotsStartup.view.requirements')} text={card.requirements} testId="pilot-requirements" />
              <TextSection title={t('pilotsStartup.view.terms')} text={card.terms} testId="pilot-terms" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <ApplicationPanel card={card} />
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}

function TextSection({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <SectionCard title={title} data-testid={testId}>
      <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </SectionCard>
  );
}
