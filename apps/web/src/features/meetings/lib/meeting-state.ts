import type { ExpertWork, Meeting, MeetingStatus } from '@platform/contract';

/** The meeting chip (spec part 2, section 4): the answer's status, waiting for confirmation, accepted or declined. */
export const meetingStateLook: Record<MeetingStatus, { color: string; label: `meetings.state.${MeetingStatus}` }> = {
  waiting_for_confirm: { color: 'yellow', label: 'meetings.state.waiting_for_confirm' },
  accepted: { color: 'teal', label: 'meetings.state.accepted' },
  declined: { color: 'red', label: 'meetings.state.declined' },
};

/** A meeting is past once its end has come. */
export const isPast = (meeting: Pick<Meeting, 'timestampz_range'>, now: Date) => Date.parse(meeting.timestampz_range.timestampz_to) <= now.getTime();

/** Meetings by start time, then by id, whatever order they came in. */
export function byStart<T extends Pick<Meeting, 'id' | 'timestampz_range'>>(meetings: readonly T[]): T[] {
  return [...meetings].sort(
    (a, b) => Date.parse(a.timestampz_range.timestampz_from) - Date.parse(b.timestampz_range.timestampz_from) || a.id.localeCompare(b.id),
  );
}

/**
 * Why the manager cannot book on an expert ticket now, as a locale key, or null when it can: the
 * server books only while the work runs (`due_in_due`) with an internal expert assigned.
 */
export function bookingBlockedBy(work: Pick<ExpertWork, 'status' | 'internal_expert'>): 'meetings.manager.notInWork' | 'meetings.manager.noExpert' | null {
  if (work.status !== 'due_in_due') return 'meetings.manager.notInWork';
  return work.internal_expert ? null : 'meetings.manager.noExpert';
}
