import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { internalExperts, meetings, users } from '../../db/schema/index.js';
import type { Mailer } from '../../platform/mail.js';
import { inviteIcs, uidHost, type IcsMeeting } from './ics.js';
import { inviteMail, type InviteKind } from './mail.js';
import { ticketParties } from './queries.js';

type Recipient = { email: string; language: Language; timeZone: string | null };
/** A meeting and who its invites go to, read before a change is sent (or before the row is deleted). */
export type InviteSnapshot = { meeting: IcsMeeting & { expert: string }; recipients: Recipient[] };

/**
 * Calendar invites of meetings: one mail to the expert company's account address and one to the
 * client company's, each in its own language, carrying the iCalendar invite. Sent after the change is
 * committed; a mail that cannot be written or sent is logged and never turns the answer into an error.
 */
export function createMeetingInvites(deps: { db: Db; mailer: Mailer; publicUrl: string; mailFrom: string; log?: FastifyBaseLogger | undefined }) {
  const host = uidHost(deps.publicUrl);

  async function recipient(q: Db | Tx, userId: string): Promise<Recipient | undefined> {
    const [u] = await q.select({ email: users.email, language: users.language, timeZone: users.timeZone, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
    return u && u.status === 'active' ? { email: u.email, language: u.language, timeZone: u.timeZone } : undefined;
  }

  return {
    /** The meeting as it stands now and the addresses its invites go to. */
    async snapshot(q: Db | Tx, meetingId: string): Promise<InviteSnapshot | undefined> {
      const [row] = await q
        .select({ meeting: meetings, expert: { name: internalExperts.name, surname: internalExperts.surname } })
        .from(meetings)
        .innerJoin(internalExperts, eq(internalExperts.id, meetings.internalExpertId))
        .where(eq(meetings.id, meetingId))
        .limit(1);
      if (!row) return undefined;
      const parties = await ticketParties(q, row.meeting.ticketId);
      const companies = parties ? [parties.expertCompany, parties.clientCompany] : [];
      const recipients = (await Promise.all(companies.map((id) => recipient(q, id)))).filter((r): r is Recipient => !!r);
      const m = row.meeting;
      return {
        meeting: { id: m.id, sequence: m.sequence, name: m.name, description: m.description, location: m.location, startsAt: m.startsAt, endsAt: m.endsAt, accepted: m.accepted, updatedAt: m.updatedAt, expert: `${row.expert.name} ${row.expert.surname}` },
        recipients,
      };
    },

    /** Mails the invite to every recipient; never throws. */
    async send(kind: InviteKind, snapshot: InviteSnapshot | undefined): Promise<void> {
      if (!snapshot) return;
      for (const to of snapshot.recipients) {
        try {
          const ics = inviteIcs({ method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST', meeting: snapshot.meeting, host, organizer: deps.mailFrom, attendee: to.email });
          await deps.mailer.send(inviteMail({ kind, to: to.email, language: to.language, timeZone: to.timeZone, meeting: snapshot.meeting, ics }));
        } catch (err) {
          deps.log?.error({ err, meetingId: snapshot.meeting.id }, 'meeting invite failed');
        }
      }
    },
  };
}
export type MeetingInvites = ReturnType<typeof createMeetingInvites>;
