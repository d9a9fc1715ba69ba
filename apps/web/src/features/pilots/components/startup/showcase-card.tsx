import { useId } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Handbooks, PilotShowcaseItem } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { handbookName, handbookNames } from '@/shared/lib/handbook-options';
import { paths } from '@/shared/paths';
import { DueSoonBadge } from '@/shared/pilots/due-soon-badge';
import { PilotRecordRow } from '@/shared/pilots/pilot-record-row';
import classes from '@/shared/ui/link-card.module.css';
import { IndustryChips } from './industry-chips';
import { PilotStatusBadge } from './pilot-status-badge';

/**
 * One published pilot in the showcase: name, status, its owner with the owner's pilot track record,
 * country, published date and industries; the card opens it.
 */
export function ShowcaseCard({ pilot, handbooks }: { pilot: PilotShowcaseItem; handbooks: Handbooks | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId} className={classes.card} data-testid="pilot-card" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="md" id={titleId} lineClamp={2} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <Link to={paths.cabinet.pilots.view(pilot.id)} className={classes.link}>
              {pilot.name}
            </Link>
          </Title>
          <Group gap={6} justify="flex-end">
            {pilot.decision_due_soon ? <DueSoonBadge /> : null}
            <PilotStatusBadge status={pilot.status} />
          </Group>
        </Group>
        <Stack gap={4} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <IconBuilding size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fz="sm" data-testid="pilot-owner">
              {pilot.owner.name}
            </Text>
          </Group>
          <PilotRecordRow record={pilot.owner_record} c="dimmed" />
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fz="sm" data-testid="pilot-country">
              {handbookName(pilot.country, handbooks?.countries) ?? '—'}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fz="sm" c="dimmed">
              {pilot.date ? t('pilotsStartup.card.published', { date: format.date(pilot.date) }) : t('pilotsStartup.card.notPublished')}
            </Text>
          </Group>
        </Stack>
        <IndustryChips names={handbookNames(pilot.expertise, handbooks?.industries)} />
      </Stack>
    </Paper>
  );
}
