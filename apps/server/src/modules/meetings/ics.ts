import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** A meeting as its calendar event needs it. */
export type IcsMeeting = {
  id: string;
  sequence: number;
  name: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  /** null while the expert company has not answered. */
  accepted: boolean | null;
  updatedAt: Date;
  /** The due diligence it belongs to was cancelled: the meeting will not take place. */
  workCancelled?: boolean;
};

/** The same UID in every invite and feed, so calendars update one event instead of adding another. */
export const meetingUid = (meetingId: string, host: string) => `meeting-${meetingId}@${host}`;

/** The host part of UIDs, from the platform's public address. */
export function uidHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'platform.localhost';
  } catch {
    return 'platform.localhost';
  }
}

const prodId = { company: 'Venture platform', product: 'Meetings', language: 'EN' };

function event(m: IcsMeeting, host: string, cancelled: boolean) {
  return {
    id: meetingUid(m.id, host),
    sequence: m.sequence,
    stamp: m.updatedAt,
    start: m.startsAt,
    end: m.endsAt,
    summary: m.name,
    description: m.description || null,
    location: m.location,
    url: m.location,
    status: cancelled ? ICalEventStatus.CANCELLED : m.accepted ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
  };
}

/**
 * An invite (RFC 5546): `REQUEST` when a meeting is booked or changed, `CANCEL` when it is cancelled,
 * organised by the platform's sender address and addressed to the one recipient of the mail.
 * Times are written in UTC (no time zone), so every calendar shows the booked instant.
 */
export function inviteIcs(opts: { method: 'REQUEST' | 'CANCEL'; meeting: IcsMeeting; host: string; organizer: string; attendee: string }): string {
  const calendar = ical({ prodId, method: opts.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    ...event(opts.meeting, opts.host, opts.method === 'CANCEL'),
    organizer: opts.organizer,
    attendees: [{ email: opts.attendee, rsvp: false, status: ICalAttendeeStatus.NEEDSACTION }],
  });
  return calendar.toString();
}

/**
 * An internal expert's subscription feed (`PUBLISH`): accepted meetings are confirmed, unanswered
 * ones tentative, declined ones and those of a cancelled due diligence cancelled, so a calendar
 * that had them drops them.
 */
export function feedIcs(opts: { name: string; meetings: IcsMeeting[]; host: string }): string {
  const calendar = ical({ prodId, method: ICalCalendarMethod.PUBLISH, name: opts.name, ttl: 300 });
  for (const m of opts.meetings) calendar.createEvent(event(m, opts.host, m.accepted === false || m.workCancelled === true));
  return calendar.toString();
}
