import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { meetingState, meetingStateLook } from '../lib/meeting-state';

/** Waiting, accepted or declined (spec part 2, section 4). */
export function MeetingChip({ accepted }: { accepted: boolean | null }) {
  const { t } = useTranslation();
  const state = meetingState(accepted);
  const look = meetingStateLook[state];
  return (
    <Badge color={look.color} variant="light" radius="sm" data-testid="meeting-chip" data-state={state}>
      {t(look.label)}
    </Badge>
  );
}
