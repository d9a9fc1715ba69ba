import type { TimelineKind } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { recordTimeline, type TimelineStep } from '../timeline/record.js';
import { recordMeetingEvent } from './events.js';
import type { Invite } from './invites.js';
import { ticketParties } from './queries.js';

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
