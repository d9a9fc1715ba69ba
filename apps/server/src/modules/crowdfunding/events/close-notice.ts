import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { companies, crowdfundBackers } from '../../../db/schema/index.js';
import { eventRecorder } from '../../../platform/events/record.js';
import { pushTo } from '../../../platform/events/pushes.js';
import { rooms, type Effects, type Handlers, type Letter } from '../../../platform/events/types.js';
import { closeNoticeLetter } from '../close-letters.js';
import { backersEntries } from './rounds.js';

/** A manager's notice of an early close, as recorded: what follows it is told from this alone. */
export type CloseNotice = { roundId: string; startupId: string; closeOn: string; plannedExpire: string; actorId: string };
export type CloseNoticeEvents = { 'crowdfunding.close_notice': CloseNotice };
export const recordCloseEvent = eventRecorder<CloseNoticeEvents>();

async function companyName(db: Db, userId: string): Promise<string> {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.userId, userId)).limit(1);
  return c?.name ?? '';
}

/**
 * What follows a notice: a letter to the startup and to every waiting or confirmed backer of the
 * round (read on delivery: those are the ones whose money the close concerns), and `crowdfunding`
 * to the startup, the round's room (its backers' open pages) and the managers.
 */
export const closeNoticeHandlers: Handlers<CloseNoticeEvents> = {
  async 'crowdfunding.close_notice'(notice, { db, publicUrl, recordedAt }): Promise<Effects> {
    const url = `${publicUrl}/cabinet/crowdfunding/view/${notice.roundId}`;
    const startup = await companyName(db, notice.startupId);
    const backers = await db
      .select({ id: crowdfundBackers.backerId })
      .from(crowdfundBackers)
      .where(and(eq(crowdfundBackers.crowdfundId, notice.roundId), inArray(crowdfundBackers.status, ['new', 'active'])));
    const dates = { closeOn: notice.closeOn, plannedExpire: notice.plannedExpire };
    const letters: Letter[] = [
      { key: 'startup', to: { userId: notice.startupId }, render: closeNoticeLetter({ addressee: 'startup', startup, ...dates }, url) },
      ...backers.map((b) => ({ key: `backer:${b.id}`, to: { userId: b.id }, render: closeNoticeLetter({ addressee: 'backer', startup, ...dates }, url) })),
    ];
    const step = { kind: 'round.close_notice' as const, roundId: notice.roundId, actorId: notice.actorId, data: dates };
    const ids = backers.map((b) => b.id);
    return {
      pushes: [pushTo('crowdfunding', { id: notice.roundId }, [notice.startupId], [rooms.round(notice.roundId)])],
      letters,
      writes: backersEntries(step, ids, { id: notice.startupId, name: startup }, recordedAt),
    };
  },
};
