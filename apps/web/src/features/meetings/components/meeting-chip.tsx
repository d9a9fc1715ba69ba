import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { MeetingStatus } from '@platform/contract';
import { meetingStateLook } from '../lib/meeting-state';

/** Waiting for confirmation, accepted or declined (spec part 2, section 4). */
export function MeetingChip({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation();
  const state = status;
  const look = meetingStateLook[state];
  return (
    <Badge color={look.color} variant="light" radius="sm" data-testid="meeting-chip" data-state={state}>
      {t(look.label)}
    </Badge>
  );
}
