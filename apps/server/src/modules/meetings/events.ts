import type { TimelineKind } from '@platform/contract';
import { pushTo, timelinePushes } from '../../platform/events/pushes.js';
import { eventRecorder } from '../../platform/events/record.js';
import { rooms, type Effects, type Handlers } from '../../platform/events/types.js';
import { inviteLetters, type Invite } from './invites.js';

export type MeetingEvents = {
  /** A meeting booked, changed, answered or cancelled (timeline kinds `meeting.*`). */
  'meetings.step': {
    kind: Extract<TimelineKind, 'meeting.scheduled' | 'meeting.changed' | 'meeting.answered' | 'meeting.cancelled'>;
    meetingId: string;
    expertTicketId: string;
    expertCompany: string;
    clientTicketId: string;
    clientCompany: string;
    /** A manager's booking, change or cancellation: both companies get the calendar invite. */
    invite?: Invite;
  };
};

export const recordMeetingEvent = eventRecorder<MeetingEvents>();

/**
 * What follows a meeting step: `ticket` to the expert company (its expert ticket) and the managers,
 * and to the client (its own ticket, whose meetings it reads), `timeline` to both, and the invites.
 */
export const meetingHandlers: Handlers<MeetingEvents> = {
  'meetings.step'(step, { publicUrl }): Effects {
    const companies = [step.expertCompany, step.clientCompany];
    return {
      pushes: [
        pushTo('ticket', { id: step.expertTicketId }, [step.expertCompany]),
        { to: [rooms.user(step.clientCompany)], event: 'ticket', payload: { id: step.clientTicketId } },
        ...timelinePushes(companies),
      ],
      letters: step.invite ? inviteLetters(step.invite, companies, publicUrl) : [],
    };
  },
};
