import { eq } from 'drizzle-orm';
import { closeDateProblem, earliestCloseDate, utcToday } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { crowdfundChanges, crowdfunds } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { recordCloseEvent, recordRoundEntries } from './events/index.js';

type RoundRow = typeof crowdfunds.$inferSelect;

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
