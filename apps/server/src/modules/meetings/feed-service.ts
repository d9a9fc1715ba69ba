import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { CalendarFeed } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { calendarFeeds, internalExperts, meetings, tickets, users } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { feedIcs, uidHost } from './ics.js';

/** How far back the feed reaches; later meetings are all in it. */
export const FEED_PAST_DAYS = 90;
/** A bound on one feed's size; an expert has far fewer meetings in practice. */
const FEED_MAX_MEETINGS = 2000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Private calendar feeds of internal experts. The address holds a random token; the table keeps only
 * its SHA-256, so a database reader cannot subscribe, and the address is shown once, when it is made.
 */
export function createCalendarFeedService(deps: { db: Db; publicUrl: string }) {
  const { db } = deps;
  const host = uidHost(deps.publicUrl);

  /** The company's own internal expert, else 404 (another company's expert is not revealed). */
  async function ownExpert(companyId: string, expertId: string) {
    const [expert] = await db
      .select({ id: internalExperts.id })
      .from(internalExperts)
      .where(and(eq(internalExperts.id, expertId), eq(internalExperts.companyId, companyId)))
      .limit(1);
    if (!expert) throw notFound();
  }

  return {
    /** Whether the expert has a feed and since when; never its address. */
    async status(companyId: string, expertId: string): Promise<CalendarFeed> {
      await ownExpert(companyId, expertId);
      const [feed] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.internalExpertId, expertId)).limit(1);
      return { url: null, created_at: feed ? feed.createdAt.toISOString() : null };
    },

    /** Makes the expert's feed, or replaces it: the old address stops working at once. */
    async rotate(companyId: string, expertId: string): Promise<CalendarFeed> {
      await ownExpert(companyId, expertId);
      const token = randomBytes(32).toString('base64url');
      const createdAt = new Date();
      await db
        .insert(calendarFeeds)
        .values({ internalExpertId: expertId, tokenHash: hashOf(token), createdAt })
        .onConflictDoUpdate({ target: calendarFeeds.internalExpertId, set: { tokenHash: hashOf(token), createdAt } });
      return { url: `${deps.publicUrl}/api/v1/calendar/${token}.ics`, created_at: createdAt.toISOString() };
    },

    /** Revokes the expert's feed (nothing to revoke is fine). */
    async revoke(companyId: string, expertId: string): Promise<void> {
      await ownExpert(companyId, expertId);
      await db.delete(calendarFeeds).where(eq(calendarFeeds.internalExpertId, expertId));
    },

    /**
     * The feed's calendar text, found by the token's hash; an unknown or revoked token is 404, and so
     * is the feed of a company that is not active: a blocked company's feeds fall silent until it is
     * unblocked (the address stays the same), a deleted one's for good.
     */
    async ics(token: string): Promise<string> {
      const [feed] = await db
        .select({ expertId: internalExperts.id, name: internalExperts.name, surname: internalExperts.surname })
        .from(calendarFeeds)
        .innerJoin(internalExperts, eq(internalExperts.id, calendarFeeds.internalExpertId))
        .innerJoin(users, eq(users.id, internalExperts.companyId))
        .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), eq(users.status, 'active')))
        .limit(1);
      if (!feed) throw notFound();
      const since = new Date(Date.now() - FEED_PAST_DAYS * 86_400_000);
      const rows = await db
        .select({ meeting: meetings, workStatus: tickets.status })
        .from(meetings)
        .innerJoin(tickets, eq(tickets.id, meetings.ticketId))
        .where(and(eq(meetings.internalExpertId, feed.expertId), gte(meetings.endsAt, since)))
        .orderBy(asc(meetings.startsAt), asc(meetings.id))
        .limit(FEED_MAX_MEETINGS);
      const events = rows.map((r) => ({ ...r.meeting, workCancelled: r.workStatus === 'due_cancel' }));
      return feedIcs({ name: `${feed.name} ${feed.surname}`, meetings: events, host });
    },
  };
}
