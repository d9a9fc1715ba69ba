import { TZDate } from '@date-fns/tz';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Meeting } from '@platform/contract';
import { formatDate } from '@/shared/format/date';
import { useLanguage } from '@/shared/i18n/use-language';
import { paths } from '@/shared/paths';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { formatMeetingTime } from '../lib/meeting-time';
import { MEETING_COLOURS } from './schedule-calendar';

/** Expert tickets open as applications of this type. */
const EXPERT_TICKET_TYPE = 'expert_duedill';

export interface MeetingModalProps {
  meeting: Meeting | null;
  zone: string;
  onClose: () => void;
}

/** The event card: what, when in the shown zone, the link, the expert ticket and the answer. */
export function MeetingModal({ meeting, zone, onClose }: MeetingModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = meeting?.status ?? 'waiting_for_confirm';
  const ticket = meeting ? paths.cabinet.applications.view(EXPERT_TICKET_TYPE, meeting.offer.id, 'meetings') : '';
  return (
    <AppModal opened={meeting !== null} onClose={onClose} title={meeting?.name ?? t('schedule.event.title')}>
      {meeting ? (
        <Stack gap="sm" data-testid="meeting-card">
          <Group gap="xs">
            <Text fw={600}>{t('schedule.event.state')}:</Text>
            <Badge variant="filled" style={{ background: MEETING_COLOURS[state].background, color: MEETING_COLOURS[state].text }}>
              {t(`schedule.legend.${state}`)}
            </Badge>
          </Group>
          {state === 'declined' && meeting.reason ? (
            <Text>
              <Text span fw={600}>
                {t('schedule.event.reason')}:
              </Text>{' '}
              {meeting.reason}
            </Text>
          ) : null}
          <Text>
            <Text span fw={600}>
              {t('schedule.event.when')}:
            </Text>{' '}
            {formatMeetingTime(meeting.timestampz_range, zone, language)}
          </Text>
          {meeting.description ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {t('schedule.event.description')}:
              </Text>{' '}
              {meeting.description}
            </Text>
          ) : null}
          <Text>
            <Text span fw={600}>
              {t('schedule.event.location')}:
            </Text>{' '}
            <Anchor href={meeting.location} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {meeting.location}
              <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
            </Anchor>
          </Text>
          <Text>
            <Text span fw={600}>
              {t('schedule.event.ticket')}:
            </Text>{' '}
            <Anchor component={Link} to={ticket}>
              {t('schedule.event.ticketOf', { date: formatDate(new TZDate(new Date(meeting.offer.createdAt).getTime(), zone), language) })}
            </Anchor>
          </Text>
          <Group justify="flex-end">
            <Button component={Link} to={ticket} variant="light">
              {t('schedule.event.openTicket')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
