import type { TimelineKind } from '@platform/contract';
import { pushTo, timelinePushes } from '../../platform/events/pushes.js';
import { eventRecorder } from '../../platform/events/record.js';
import { rooms, type Effects, type Handlers } from '../../platform/events/types.js';
import { inviteLetters, type Invite } from './invites.js';
import type { Tx } from '../../db/client.js';
import { recordTimeline, type TimelineStep } from '../timeline/index.js';
import { ticketParties } from '../schedule/index.js';

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

/** The facts without the ticket each side reads, which this adds per side. */
type Step = TimelineStep<
  Extract<TimelineKind, 'meeting.scheduled' | 'meeting.changed' | 'meeting.answered' | 'meeting.cancelled'>,
  'expertTicketId' | 'ticketId'
> & {
  expertTicketId: string;
  meetingId: string;
  /** The meeting's name as it was at the step. */
  name: string;
  actorId: string;
  invite?: Invite | undefined;
};

/**
 * A meeting step on the expert company's timeline and the client's, who reads its ticket's
 * meetings, and the event that tells both (and mails the invite) after commit.
 */
export async function recordMeetingStep(tx: Tx, step: Step): Promise<void> {
  const parties = await ticketParties(tx, step.expertTicketId);
  if (!parties) return;
  const subject = { type: 'meeting' as const, id: step.meetingId, title: step.name };
  await recordTimeline(tx, [
    { companyId: parties.expertCompany, kind: step.kind, actorId: step.actorId, subject, data: { ...step.data, expertTicketId: step.expertTicketId } },
    { companyId: parties.clientCompany, kind: step.kind, actorId: step.actorId, subject, data: { ...step.data, ticketId: parties.clientTicketId } },
  ]);
  await recordMeetingEvent(tx, 'meetings.step', {
    kind: step.kind,
    meetingId: step.meetingId,
    expertTicketId: step.expertTicketId,
    ...parties,
    ...(step.invite ? { invite: step.invite } : {}),
  });
}
