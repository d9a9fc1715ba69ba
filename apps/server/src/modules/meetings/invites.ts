import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { internalExperts, meetings } from '../../db/schema/index.js';
import type { Letter } from '../../platform/events/types.js';
import { inviteIcs, uidHost, type IcsMeeting } from './ics.js';
import { inviteLetter, type InviteKind } from './letters.js';

/** A meeting as its invites show it, kept in the step's event (times as ISO strings). */
export type InviteMeeting = Omit<IcsMeeting, 'startsAt' | 'endsAt' | 'updatedAt'> & { startsAt: string; endsAt: string; updatedAt: string; expert: string };
/** What an event needs to mail a meeting's invites. */
export type Invite = { kind: InviteKind; meeting: InviteMeeting; organizer: string };

/** The meeting as it stands now, read in the step's transaction (before its row is deleted, for a cancellation). */
export async function inviteMeeting(tx: Db | Tx, meetingId: string): Promise<InviteMeeting | undefined> {
  const [row] = await tx
    .select({ meeting: meetings, expert: { name: internalExperts.name, surname: internalExperts.surname } })
    .from(meetings)
    .innerJoin(internalExperts, eq(internalExperts.id, meetings.internalExpertId))
    .where(eq(meetings.id, meetingId))
    .limit(1);
  if (!row) return undefined;
  const m = row.meeting;
  return {
    id: m.id,
    sequence: m.sequence,
    name: m.name,
    description: m.description,
    location: m.location,
    startsAt: m.startsAt.toISOString(),
    endsAt: m.endsAt.toISOString(),
    accepted: m.accepted,
    updatedAt: m.updatedAt.toISOString(),
    expert: `${row.expert.name} ${row.expert.surname}`,
  };
}

/**
 * Calendar invites of a meeting: one letter to the expert company's account and one to the client
 * company's, each in its reader's language and zone, carrying the iCalendar invite addressed to it.
 */
export function inviteLetters(invite: Invite, companyIds: readonly string[], publicUrl: string): Letter[] {
  const host = uidHost(publicUrl);
  const { kind, organizer } = invite;
  const meeting = {
    ...invite.meeting,
    startsAt: new Date(invite.meeting.startsAt),
    endsAt: new Date(invite.meeting.endsAt),
    updatedAt: new Date(invite.meeting.updatedAt),
  };
  return [...new Set(companyIds)].map((userId) => ({
    key: `invite:${userId}`,
    to: { userId },
    render: (reader) =>
      inviteLetter(
        { kind, meeting, ics: inviteIcs({ method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST', meeting, host, organizer, attendee: reader.email }) },
        reader,
      ),
  }));
}
