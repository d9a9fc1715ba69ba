import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Meeting } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { isPast } from '../lib/meeting-state';
import { MeetingChip } from './meeting-chip';

export interface MeetingCardProps {
  meeting: Meeting;
  now: Date;
  /** The viewer's buttons (answer, change, cancel). */
  actions?: ReactNode;
}

/** One meeting: name, time in the viewer's zone, the link, the internal expert, the answer and its reason. */
export function MeetingCard({ meeting, now, actions }: MeetingCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const from = new Date(meeting.timestampz_range.timestampz_from);
  const to = new Date(meeting.timestampz_range.timestampz_to);
  const sameDay = format.date(from) === format.date(to);
  const when = sameDay
    ? t('meetings.card.when', { date: format.date(from), from: format.time(from), to: format.time(to) })
    : t('meetings.card.whenAcross', { from: format.dateTime(from), to: format.dateTime(to) });
  const past = isPast(meeting, now);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="listitem"
      aria-label={meeting.name}
      data-testid="meeting-card"
      data-meeting-id={meeting.id}
      data-past={past || undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="md" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {meeting.name}
          </Title>
          <Group gap={6}>
            {past ? (
              <Badge color="gray" variant="outline" radius="sm" data-testid="meeting-past">
                {t('meetings.card.past')}
              </Badge>
            ) : null}
            <MeetingChip status={meeting.status} />
          </Group>
        </Group>
        <Group gap={6} wrap="nowrap" c={past ? 'dimmed' : undefined}>
          <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm" data-testid="meeting-when">
            {when}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('meetings.card.with', { name: `${meeting.internal_expert.name} ${meeting.internal_expert.surname}` })}
        </Text>
        {meeting.description ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {meeting.description}
          </Text>
        ) : null}
        <Anchor
          href={meeting.location}
          target="_blank"
          rel="noopener noreferrer"
          fz="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="meeting-link"
        >
          <Group gap={4} wrap="nowrap" component="span">
            {t('meetings.card.join')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        {meeting.status === 'declined' && meeting.reason ? (
          <Text fz="sm" c="red.8" data-testid="meeting-reason">
            {t('meetings.card.reason', { reason: meeting.reason })}
          </Text>
        ) : null}
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
    </Paper>
  );
}
