import { and, eq, inArray } from 'drizzle-orm';
import { closeDateProblem, earliestCloseDate, utcToday } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, crowdfundBackers, crowdfundChanges, crowdfunds } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { eventRecorder } from '../../platform/events/record.js';
import { pushTo } from '../../platform/events/pushes.js';
import { rooms, type Effects, type Handlers, type Letter } from '../../platform/events/types.js';
import { audit } from '../manager/audit.js';
import { closeNoticeLetter } from './close-letters.js';
import { backersEntries, recordRoundEntries } from './timeline.js';

type RoundRow = typeof crowdfunds.$inferSelect;

/** A manager's notice of an early close, as recorded: what follows it is told from this alone. */
export type CloseNotice = { roundId: string; startupId: string; closeOn: string; plannedExpire: string; actorId: string };
export type CloseNoticeEvents = { 'crowdfunding.close_notice': CloseNotice };
const recordCloseEvent = eventRecorder<CloseNoticeEvents>();

/**
 * A manager closes an active round early by notice (issue 30, item 4): the round keeps running
 * until the end of `closeOn`, at least CLOSE_NOTICE_BUSINESS_DAYS business days away (the
 * configured holidays counted out), and the hourly ending finishes it then, as any round past its
 * last day. Only one notice per round: a second one would move a date its backers were told of.
 * Runs in the caller's transaction, under the round's row lock.
 */
export async function giveCloseNotice(tx: Tx, actorId: string, round: RoundRow, closeOn: string, holidays: ReadonlySet<string>): Promise<void> {
  if (round.closeNoticedAt) throw new AppError(409, 'close_already_noticed');
  const today = utcToday();
  const problem = closeDateProblem(closeOn, today, round.expire, holidays);
  if (problem === 'close_notice_too_short') throw new AppError(400, problem, { close_on: problem }, { earliest: earliestCloseDate(today, holidays) });
  if (problem) throw new AppError(400, problem, { close_on: problem });
  const now = new Date();
  await tx
    .update(crowdfunds)
    .set({ expire: closeOn, plannedExpire: round.expire, closeNoticedAt: now, moderatedBy: actorId, moderatedAt: now, updatedAt: now })
    .where(eq(crowdfunds.id, round.id));
  await tx.insert(crowdfundChanges).values({
    crowdfundId: round.id,
    kind: 'close',
    actorId,
    reason: null,
    before: { expire: round.expire },
    after: { expire: closeOn },
    reconfirmBy: null,
  });
  // The manager's move as asked (to finished, by `close_on`): the audit's sentence reads "moved from active to finished".
  await audit(tx, {
    actorId,
    action: 'crowdfunding.status',
    entity: 'crowdfunding',
    entityId: round.id,
    companyId: round.startupId,
    before: { status: round.status, expire: round.expire },
    after: { status: 'finished', close_on: closeOn, planned_expire: round.expire },
  });
  await recordCloseEvent(tx, 'crowdfunding.close_notice', { roundId: round.id, startupId: round.startupId, closeOn, plannedExpire: round.expire, actorId });
  // The startup's entry now; its backers' on delivery, one insert for all of them.
  const step = { kind: 'round.close_notice' as const, roundId: round.id, actorId, data: { closeOn, plannedExpire: round.expire } };
  await recordRoundEntries(tx, step, round.startupId, [round.startupId]);
}

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
      { key: 'startup', to: { userId: notice.startupId }, render: closeNoticeLetter({ to: 'startup', startup, ...dates }, url) },
      ...backers.map((b) => ({ key: `backer:${b.id}`, to: { userId: b.id }, render: closeNoticeLetter({ to: 'backer', startup, ...dates }, url) })),
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
