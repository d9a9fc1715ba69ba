import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ExpertWork, Meeting } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { useCancelMeeting } from '../api/cancel-meeting';
import { useManagerMeetings } from '../api/list-manager-meetings';
import { bookingBlockedBy, isPast } from '../lib/meeting-state';
import { BookingModal } from './booking-modal';
import { MeetingList } from './meeting-list';

type Editing = { meeting: Meeting | null } | null;

/** An expert ticket's meetings in the back office: booked, changed and cancelled by the manager. */
export function ManagerMeetingsCard({ work }: { work: Pick<ExpertWork, 'id' | 'status' | 'internal_expert'> }) {
  const { t } = useTranslation();
  const query = useManagerMeetings(work.id);
  const cancel = useCancelMeeting();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  const blocked = bookingBlockedBy(work);
  const expert = work.internal_expert;

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        notify.success(t('meetings.manager.cancelled', { name: cancelling.name }));
        setCancelling(null);
      },
      onError: (failure) => notify.error(apiErrorMessage(failure, errorText), t('meetings.manager.cancelFailed')),
    });
  };
  const actions = (meeting: Meeting) =>
    isPast(meeting, new Date()) ? null : (
      <>
        {blocked ? null : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing({ meeting })}
            aria-label={t('meetings.manager.changeOf', { name: meeting.name })}
          >
            {t('meetings.manager.change')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setCancelling(meeting)}
          aria-label={t('meetings.manager.cancelOf', { name: meeting.name })}
        >
          {t('meetings.manager.cancel')}
        </Button>
      </>
    );

  return (
    <SectionCard
      title={t('meetings.title')}
      description={expert ? t('meetings.card.with', { name: `${expert.name} ${expert.surname}` }) : undefined}
      aside={
        blocked ? null : (
          <Button size="sm" leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => setEditing({ meeting: null })} data-testid="meeting-book">
            {t('meetings.manager.book')}
          </Button>
        )
      }
      data-testid="manager-meetings"
    >
      <Stack gap="md">
        {blocked ? (
          <Text fz="sm" c="dimmed" data-testid="meetings-blocked">
            {t(blocked)}
          </Text>
        ) : null}
        <MeetingList query={query} empty={t('meetings.list.emptyManager')} actions={actions} />
      </Stack>
      {expert ? (
        <BookingModal opened={editing !== null} ticketId={work.id} expertId={expert.id} meeting={editing?.meeting ?? null} onClose={() => setEditing(null)} />
      ) : null}
      <AppModal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('meetings.manager.cancelTitle')}
        onApply={confirmCancel}
        applying={cancel.isPending}
        applyLabel={t('meetings.manager.cancelConfirm')}
        applyColor="red"
      >
        <Text fz="sm">{t('meetings.manager.cancelText', { name: cancelling?.name ?? '' })}</Text>
      </AppModal>
    </SectionCard>
  );
}
