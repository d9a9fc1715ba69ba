import { useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { IconCalendarWeek, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { ExpertTicket, Meeting } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { paths } from '@/shared/paths';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { useAnswerMeeting } from '../api/answer-meeting';
import { useExpertMeetings } from '../api/list-expert-meetings';
import { DeclineModal } from './decline-modal';
import { MeetingList } from './meeting-list';

/** The expert's meetings tab: the ticket's meetings by start, each answered with the moves its answer carries (a decline takes a reason). */
export function ExpertMeetingsTab({ ticket }: { ticket: Pick<ExpertTicket, 'id' | 'internal_expert'> }) {
  const { t } = useTranslation();
  const query = useExpertMeetings(ticket.id);
  const answer = useAnswerMeeting();
  const errorText = useErrorText();
  const [declining, setDeclining] = useState<Meeting | null>(null);
  const expert = ticket.internal_expert;

  const accept = (meeting: Meeting) =>
    answer.mutate(
      { id: meeting.id, body: { accept: true, reason: null } },
      {
        onSuccess: () => notify.success(t('meetings.accepted', { name: meeting.name })),
        onError: (failure) => notify.error(apiErrorMessage(failure, errorText), t('meetings.answerFailed')),
      },
    );
  const actions = (meeting: Meeting) => {
    if (meeting.moves.length === 0) return null;
    const busy = answer.isPending && answer.variables?.id === meeting.id;
    return (
      <>
        {meeting.moves.includes('accepted') ? (
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busy}
            onClick={() => accept(meeting)}
            aria-label={t('meetings.acceptOf', { name: meeting.name })}
          >
            {t('meetings.accept')}
          </Button>
        ) : null}
        {meeting.moves.includes('declined') ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={busy}
            onClick={() => setDeclining(meeting)}
            aria-label={t('meetings.declineOf', { name: meeting.name })}
          >
            {t('meetings.decline.open')}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <SectionCard
      title={t('meetings.title')}
      aside={
        expert ? (
          <Anchor component={Link} to={paths.cabinet.schedule(expert.id)} fz="sm" fw={600} data-testid="meetings-schedule-link">
            <Group gap={4} wrap="nowrap" component="span">
              <IconCalendarWeek size={16} aria-hidden />
              {t('meetings.schedule', { name: `${expert.name} ${expert.surname}` })}
            </Group>
          </Anchor>
        ) : null
      }
      data-testid="expert-meetings"
    >
      <MeetingList query={query} empty={t('meetings.list.emptyExpert')} actions={actions} />
      <DeclineModal meeting={declining} onClose={() => setDeclining(null)} />
    </SectionCard>
  );
}
