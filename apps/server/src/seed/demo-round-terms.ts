import { and, asc, eq, gt, inArray, lt, ne, notExists } from 'drizzle-orm';
import { reconfirmDeadline, utcToday, type ChangeFields } from '@platform/contract';
import { audit } from '../modules/audit/index.js';
import type { Tx } from '../db/client.js';
import { crowdfundBackers, crowdfundChanges, crowdfunds } from '../db/schema/index.js';

const DAY = 86_400_000;
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Changes of terms in the demo (issue 30, item 3), each state at `npm start`: the demo startup's
 * own round changed its terms two days ago, so the demo investor's confirmed backing waits for its
 * reconfirmation while the round's other backers reconfirmed (the corporate joined after the change
 * and is not asked); on another running
 * round an older change went unanswered by the demo corporate, whose backing the platform then
 * cancelled, while the round's other backers reconfirmed. Holidays are left out: the seed has no configuration, and weekdays alone are a
 * deadline the demo reads the same way.
 */
export async function seedDemoRoundTerms(tx: Tx, demo: { ownRoundId: string; investorId: string; corporateId: string; managerId: string }, now = new Date()) {
  const [own] = await tx.select().from(crowdfunds).where(eq(crowdfunds.id, demo.ownRoundId)).limit(1);
  if (!own) return;
  const changedAt = new Date(now.getTime() - 2 * DAY);
  const ownDeadline = reconfirmDeadline(utcToday(changedAt), new Set());
  const ownChange = await recordChange(tx, {
    round: own,
    managerId: demo.managerId,
    at: changedAt,
    reason: 'Nordlight Robotics asked to raise the maximum: a second Danish wind farm operator wants to join as a strategic investor.',
    before: { investment_max: own.investmentMax - 300_000, conditions_of_deal: 'Equity, 10-15% of Nordlight Robotics for the round.' },
    after: { investment_max: own.investmentMax, conditions_of_deal: own.conditionsOfDeal },
    reconfirmBy: ownDeadline,
  });
  // The backers who had joined by then were asked: the demo investor has yet to reconfirm, the others
  // did the next day; one joining later joined the new terms.
  const askedOn = and(eq(crowdfundBackers.crowdfundId, own.id), inArray(crowdfundBackers.status, ['new', 'active']), lt(crowdfundBackers.createdAt, changedAt));
  await tx
    .update(crowdfundBackers)
    .set({ reconfirmBy: ownDeadline, reconfirmChangeId: ownChange })
    .where(and(askedOn, eq(crowdfundBackers.backerId, demo.investorId)));
  await tx
    .update(crowdfundBackers)
    .set({ reconfirmedAt: new Date(changedAt.getTime() + DAY) })
    .where(and(askedOn, ne(crowdfundBackers.backerId, demo.investorId)));

  // An older change on a round the demo corporate does not back otherwise: it joined, was asked to reconfirm, and let the deadline pass.
  const [other] = await tx
    .select()
    .from(crowdfunds)
    .where(
      and(
        eq(crowdfunds.status, 'active'),
        ne(crowdfunds.id, own.id),
        gt(crowdfunds.expire, dateOf(new Date(now.getTime() + 20 * DAY))),
        lt(crowdfunds.createdAt, new Date(now.getTime() - 25 * DAY)),
        lt(crowdfunds.moderatedAt, new Date(now.getTime() - 20 * DAY)),
        notExists(
          tx
            .select({ id: crowdfundBackers.id })
            .from(crowdfundBackers)
            .where(and(eq(crowdfundBackers.crowdfundId, crowdfunds.id), eq(crowdfundBackers.backerId, demo.corporateId))),
        ),
      ),
    )
    .orderBy(asc(crowdfunds.createdAt))
    .limit(1);
  if (!other) return;
  const olderAt = new Date(now.getTime() - 12 * DAY);
  const olderDeadline = reconfirmDeadline(utcToday(olderAt), new Set());
  await recordChange(tx, {
    round: other,
    managerId: demo.managerId,
    at: olderAt,
    reason: 'The startup asked for two more weeks: its lead investor’s committee meets later than planned.',
    before: { expire: dateOf(new Date(Date.parse(`${other.expire}T00:00:00Z`) - 14 * DAY)) },
    after: { expire: other.expire },
    reconfirmBy: olderDeadline,
  });
  // The round's other backers who had joined by then reconfirmed the next day.
  await tx
    .update(crowdfundBackers)
    .set({ reconfirmedAt: new Date(olderAt.getTime() + DAY) })
    .where(and(eq(crowdfundBackers.crowdfundId, other.id), inArray(crowdfundBackers.status, ['new', 'active']), lt(crowdfundBackers.createdAt, olderAt)));
  await tx.insert(crowdfundBackers).values({
    crowdfundId: other.id,
    backerId: demo.corporateId,
    role: 'corporate',
    status: 'cancel',
    amount: Math.max(other.minTicket ?? 1, 25_000),
    createdAt: new Date(now.getTime() - 18 * DAY),
    // Cancelled by the deadline job in the first hour after the deadline's day.
    cancelledAt: new Date(Date.parse(`${olderDeadline}T00:00:00Z`) + DAY + 3_600_000),
  });
}

type Change = {
  round: typeof crowdfunds.$inferSelect;
  managerId: string;
  at: Date;
  reason: string;
  before: ChangeFields;
  after: ChangeFields;
  reconfirmBy: string;
};

/** A change of terms in the log, with its manager's audit entry as the change itself writes them. */
async function recordChange(tx: Tx, c: Change): Promise<string> {
  const [row] = await tx
    .insert(crowdfundChanges)
    .values({
      crowdfundId: c.round.id,
      kind: 'terms',
      actorId: c.managerId,
      reason: c.reason,
      before: c.before,
      after: c.after,
      reconfirmBy: c.reconfirmBy,
      createdAt: c.at,
    })
    .returning({ id: crowdfundChanges.id });
  await audit(tx, {
    actorId: c.managerId,
    action: 'crowdfunding.terms',
    entity: 'crowdfunding',
    entityId: c.round.id,
    companyId: c.round.startupId,
    before: c.before,
    after: { ...c.after, reason: c.reason, reconfirm_by: c.reconfirmBy },
    createdAt: c.at,
  });
  return row!.id;
}
