import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { utcToday } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, crowdfundBackers, crowdfunds } from '../../db/schema/index.js';
import { recordTimeline } from '../timeline/index.js';
import { roundEntries } from './round-entries.js';
import { recordTermsEvent } from './events/index.js';

/** Backings cancelled per transaction: a round with thousands of them goes in several. */
const BATCH = 200;

/**
 * One batch of a round's lapsed backings, in one transaction: the round's row first (the lock a
 * manager's confirmation of its backers takes, so the two never wait on each other in opposite
 * orders; `SKIP LOCKED`, so a second process leaves it to the first), then its backings past their
 * deadline. Each becomes `cancel` where it still waits, a confirmed one's amount leaves the round's
 * sums, and each records its event. Null when another process holds the round.
 */
async function cancelBatch(db: Db, roundId: string, today: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [round] = await tx
      .select({ id: crowdfunds.id, startupId: crowdfunds.startupId })
      .from(crowdfunds)
      .where(eq(crowdfunds.id, roundId))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!round) return null;
    const lapsed = and(
      eq(crowdfundBackers.crowdfundId, roundId),
      inArray(crowdfundBackers.status, ['new', 'active']),
      isNotNull(crowdfundBackers.reconfirmBy),
      lt(crowdfundBackers.reconfirmBy, today),
    );
    // Locked as read: what a row holds now is what it holds until this transaction ends.
    const rows = await tx
      .select({
        id: crowdfundBackers.id,
        backerId: crowdfundBackers.backerId,
        wasStatus: crowdfundBackers.status,
        reconfirmBy: crowdfundBackers.reconfirmBy,
        investmentAmount: crowdfundBackers.investmentAmount,
        amount: crowdfundBackers.amount,
      })
      .from(crowdfundBackers)
      .where(lapsed)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!rows.length) return 0;
    await tx
      .update(crowdfundBackers)
      .set({ status: 'cancel', cancelledAt: now, reconfirmBy: null, reconfirmChangeId: null })
      .where(
        inArray(
          crowdfundBackers.id,
          rows.map((r) => r.id),
        ),
      );
    const confirmed = rows.filter((r) => r.wasStatus === 'active');
    if (confirmed.length) {
      const amount = confirmed.reduce((sum, r) => sum + Number(r.investmentAmount ?? 0), 0);
      await tx
        .update(crowdfunds)
        .set({
          currentInvestments: sql`greatest(${crowdfunds.currentInvestments} - ${amount}, 0)`,
          backersCount: sql`greatest(${crowdfunds.backersCount} - ${confirmed.length}, 0)`,
          updatedAt: now,
        })
        .where(eq(crowdfunds.id, roundId));
    }
    // The backer's and the startup's timelines, the platform as the actor: one insert for the batch.
    const [startup] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.userId, round.startupId)).limit(1);
    const entries = rows.flatMap((r) => {
      const facts = { amount: r.investmentAmount ?? r.amount, reconfirmBy: r.reconfirmBy ?? today };
      const step = { kind: 'backing.lapsed' as const, roundId, actorId: null, backingId: r.id, data: facts };
      return roundEntries(step, [r.backerId, round.startupId], startup?.name ?? null);
    });
    await recordTimeline(tx, entries);
    for (const r of rows) {
      await recordTermsEvent(tx, 'crowdfunding.backing_lapsed', {
        roundId,
        startupId: round.startupId,
        backingId: r.id,
        backerId: r.backerId,
        reconfirmBy: r.reconfirmBy ?? today,
        wasConfirmed: r.wasStatus === 'active',
      });
    }
    return rows.length;
  });
}

/**
 * Cancels the backings not reconfirmed by the end of their deadline's day (UTC) at `now`, round by
 * round, in batches. A backing moves only while its deadline is set and past, under its row's
 * lock, so two processes running this at once cancel each backing once. The number cancelled.
 */
export async function runBackingDeadlines(db: Db, now: Date = new Date()): Promise<number> {
  const today = utcToday(now);
  const rounds = await db
    .selectDistinct({ id: crowdfundBackers.crowdfundId })
    .from(crowdfundBackers)
    .where(and(isNotNull(crowdfundBackers.reconfirmBy), lt(crowdfundBackers.reconfirmBy, today), inArray(crowdfundBackers.status, ['new', 'active'])));
  let total = 0;
  for (const { id } of rounds) {
    for (;;) {
      const cancelled = await cancelBatch(db, id, today, now);
      if (cancelled === null) break;
      total += cancelled;
      if (cancelled < BATCH) break;
    }
  }
  return total;
}
