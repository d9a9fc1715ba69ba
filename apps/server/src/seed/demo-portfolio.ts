import { and, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import { addBusinessDays, utcToday } from '@platform/contract';
import type { Tx } from '../db/client.js';
import { crowdfundBackers, crowdfundChanges, crowdfundUpdates, crowdfunds } from '../db/schema/index.js';

const DAY = 86_400_000;

/**
 * What the demo portfolios add to the crowdfunding seed (issue 30): the demo investor and
 * corporate each have a cancelled backing (the platform cancelled it, not reconfirmed in time),
 * and both wait on a running round a manager gave notice of closing early, with news they have
 * not read. With the backings of `demo-crowdfunding.ts` each portfolio holds every status.
 */
export async function seedDemoPortfolio(tx: Tx, demo: { investorId: string; corporateId: string; managerId: string }, now = new Date()) {
  const today = utcToday(now);
  const notBacked = (id: string) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(crowdfundBackers)
        .where(and(eq(crowdfundBackers.crowdfundId, crowdfunds.id), eq(crowdfundBackers.backerId, id))),
    );
  // Running rounds opened more than ten days ago with more than three weeks to go, backed by neither demo company.
  const rounds = await tx
    .select({ id: crowdfunds.id, startupId: crowdfunds.startupId, expire: crowdfunds.expire, max: crowdfunds.investmentMax, minTicket: crowdfunds.minTicket })
    .from(crowdfunds)
    .where(
      and(
        eq(crowdfunds.status, 'active'),
        gt(crowdfunds.expire, new Date(now.getTime() + 21 * DAY).toISOString().slice(0, 10)),
        lt(crowdfunds.createdAt, new Date(now.getTime() - 10 * DAY)),
        notBacked(demo.investorId),
        notBacked(demo.corporateId),
      ),
    )
    .orderBy(crowdfunds.createdAt, crowdfunds.id)
    .limit(3);
  if (rounds.length < 3) return;
  const [closing, cancelledA, cancelledB] = rounds as [(typeof rounds)[0], (typeof rounds)[0], (typeof rounds)[0]];
  const ticket = (r: (typeof rounds)[0]) => Math.max(r.minTicket ?? 1000, Math.floor(r.max / 40 / 1000) * 1000);

  // Notice given yesterday: the round closes eight business days from today instead of its own last day.
  const closeOn = addBusinessDays(today, 8, new Set());
  const noticedAt = new Date(now.getTime() - DAY);
  await tx.update(crowdfunds).set({ expire: closeOn, plannedExpire: closing.expire, closeNoticedAt: noticedAt }).where(eq(crowdfunds.id, closing.id));
  await tx.insert(crowdfundChanges).values({
    crowdfundId: closing.id,
    kind: 'close',
    actorId: demo.managerId,
    before: { expire: closing.expire },
    after: { expire: closeOn },
    createdAt: noticedAt,
  });
  const joined = new Date(now.getTime() - 6 * DAY);
  await tx.insert(crowdfundBackers).values([
    // Past their 48 hours: the notice is what lets them cancel until the close.
    { crowdfundId: closing.id, backerId: demo.investorId, role: 'investor', status: 'new', amount: ticket(closing), createdAt: joined },
    { crowdfundId: closing.id, backerId: demo.corporateId, role: 'corporate', status: 'new', amount: ticket(closing), createdAt: joined },
    ...[
      [cancelledA, demo.investorId, 'investor'],
      [cancelledB, demo.corporateId, 'corporate'],
    ].map(([r, backerId, role]) => ({
      crowdfundId: (r as (typeof rounds)[0]).id,
      backerId: backerId as string,
      role: role as 'investor' | 'corporate',
      status: 'cancel' as const,
      amount: ticket(r as (typeof rounds)[0]),
      createdAt: new Date(now.getTime() - 9 * DAY),
      cancelledAt: new Date(now.getTime() - 2 * DAY),
    })),
  ]);
  await tx.insert(crowdfundUpdates).values({
    crowdfundId: closing.id,
    authorId: closing.startupId,
    text: 'We have reached the amount we need sooner than planned, so the round closes early. Thank you for your trust!',
    createdAt: new Date(now.getTime() - DAY + 3_600_000),
  });
}
