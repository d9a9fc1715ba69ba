import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import { quarterlyDate, reportLateSince } from '@platform/contract';
import { firstReportDueSql } from '../modules/crowdfunding/index.js';
import type { Tx } from '../db/client.js';
import { companies, crowdfundBackers, crowdfundRoomPosts, crowdfundUpdates, crowdfunds, ticketHistory, tickets } from '../db/schema/index.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);
const at = (date: string, hours = 12) => new Date(Date.parse(`${date}T00:00:00Z`) + hours * HOUR);

type Demo = { startupId: string; startupEmail: string; investorId: string; managerId: string };

/**
 * A finished round as its startup's application, a manager's activation and its last day leave it:
 * the ticket with its steps, the round with its min ticket and the given reporting marks.
 */
async function finishedRound(
  tx: Tx,
  o: { startupId: string; managerId: string; email: string; expire: string; days: number; max: number; conditions: string } & Pick<
    typeof crowdfunds.$inferInsert,
    'reportDue' | 'reportRemindedFor' | 'reportLateFor'
  >,
) {
  const createdAt = new Date(Date.parse(`${o.expire}T00:00:00Z`) - o.days * DAY);
  const form = {
    goals: 'product_development',
    value_of_investments: { min: o.max / 4, max: o.max },
    conditions_of_deal: o.conditions,
    round_size: o.max,
    valuetion: o.max * 8,
    expire: o.expire,
    agree_co_investment: true,
    crowdfunding: true,
    min_ticket: o.max / 100,
    feedback_method: 'email',
    feedback_value: o.email,
  };
  const [ticket] = await tx
    .insert(tickets)
    .values({
      type: 'startup_investment',
      ownerId: o.startupId,
      status: 'searching',
      form,
      expire: o.expire,
      crowdfunding: true,
      coInvestment: true,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: tickets.id });
  const steps = ['registred', 'signing_agreement', 'searching'] as const;
  await tx.insert(ticketHistory).values(
    steps.map((to, k) => ({
      ticketId: ticket!.id,
      fromStatus: k ? steps[k - 1]! : null,
      toStatus: to,
      actorId: k ? o.managerId : o.startupId,
      createdAt: new Date(createdAt.getTime() + k * HOUR),
    })),
  );
  const moderatedAt = new Date(createdAt.getTime() + 2 * HOUR);
  const [round] = await tx
    .insert(crowdfunds)
    .values({
      ticketId: ticket!.id,
      startupId: o.startupId,
      status: 'finished',
      investmentMin: o.max / 4,
      investmentMax: o.max,
      minTicket: o.max / 100,
      conditionsOfDeal: o.conditions,
      expire: o.expire,
      moderatedBy: o.managerId,
      moderatedAt,
      reportDue: o.reportDue,
      reportRemindedFor: o.reportRemindedFor ?? null,
      reportLateFor: o.reportLateFor ?? null,
      createdAt,
      updatedAt: at(o.expire, 25),
    })
    .returning({ id: crowdfunds.id });
  return { id: round!.id, opened: moderatedAt };
}

/** Confirmed backings of a round, and the round's sums from them. */
async function confirmed(tx: Tx, roundId: string, backers: { id: string; role: 'investor' | 'corporate'; amount: number; at: Date }[]) {
  await tx.insert(crowdfundBackers).values(
    backers.map((b) => ({
      crowdfundId: roundId,
      backerId: b.id,
      role: b.role,
      status: 'active' as const,
      amount: b.amount,
      investmentAmount: b.amount,
      dateOfInvestment: dateOf(new Date(b.at.getTime() + DAY)),
      createdAt: b.at,
    })),
  );
  const total = backers.reduce((sum, b) => sum + b.amount, 0);
  await tx.update(crowdfunds).set({ currentInvestments: total, backersCount: backers.length }).where(eq(crowdfunds.id, roundId));
}

/**
 * After the round (issue 30, item 5): the demo startup's earlier round, finished with the demo
 * investor among its confirmed backers, its room's discussion (the startup, the investor, a
 * manager) and its first quarterly report, so its reporting reads current; another startup's
 * finished round backed by the demo investor whose report is late. The generated finished rounds
 * get their first due date, as the reporting job would give them.
 */
export async function seedDemoRoundRoom(tx: Tx, demo: Demo, now = new Date()): Promise<void> {
  const today = dateOf(now);
  // Current: ended 100 days ago, its first report (due 3 months after) posted a few days after the due date.
  const ownExpire = dateOf(new Date(now.getTime() - 100 * DAY));
  const firstDue = quarterlyDate(ownExpire, 1);
  const own = await finishedRound(tx, {
    startupId: demo.startupId,
    managerId: demo.managerId,
    email: demo.startupEmail,
    expire: ownExpire,
    days: 60,
    max: 800_000,
    conditions: 'Convertible note with a 15% discount, converting at the seed round; backers get quarterly reports.',
    reportDue: quarterlyDate(ownExpire, 2),
    reportRemindedFor: firstDue,
  });
  const others = await tx
    .select({ id: companies.userId, role: companies.role })
    .from(companies)
    .where(and(eq(companies.role, 'investor'), ne(companies.userId, demo.investorId)))
    .orderBy(asc(companies.createdAt), asc(companies.userId))
    .limit(2);
  await confirmed(tx, own.id, [
    { id: demo.investorId, role: 'investor', amount: 200_000, at: new Date(own.opened.getTime() + 3 * DAY) },
    ...others.map((o, k) => ({ id: o.id, role: 'investor' as const, amount: 100_000, at: new Date(own.opened.getTime() + (5 + k * 7) * DAY) })),
  ]);
  const reportAt = at(firstDue, 24 + 3 * 24 + 10);
  await tx.insert(crowdfundUpdates).values([
    {
      crowdfundId: own.id,
      authorId: demo.startupId,
      kind: 'update',
      text: 'The round is closed: thank you for backing our inspection robots. We start the production of the first batch next month.',
      createdAt: at(ownExpire, 34),
    },
    {
      crowdfundId: own.id,
      authorId: demo.startupId,
      kind: 'report',
      text:
        'Quarterly report. Revenue: 310 000 (up 42% on the quarter before). Cash: 14 months of runway. ' +
        'Done: the first 12 robots delivered to two wind farm operators; the team grew to 19. Next quarter: certification in Norway.',
      createdAt: reportAt,
    },
  ]);
  const post = (authorId: string, text: string, when: Date) => ({ crowdfundId: own.id, authorId, text, createdAt: when });
  await tx
    .insert(crowdfundRoomPosts)
    .values([
      post(demo.startupId, 'Welcome to the backers’ room! Ask us anything about the production plan here.', at(ownExpire, 36)),
      post(demo.investorId, 'Congratulations on closing the round. When do you expect the first deliveries?', at(ownExpire, 60)),
      post(demo.startupId, 'The first twelve robots ship within the quarter; the quarterly report will have the details.', at(ownExpire, 62)),
      post(demo.managerId, 'A reminder from the platform: the quarterly reports appear among the updates of this room.', at(ownExpire, 80)),
      post(
        demo.investorId,
        'Thank you for the report. Could you share the unit economy of the first deliveries next time?',
        new Date(reportAt.getTime() + DAY),
      ),
    ]);

  // Late: another startup's round that ended 130 days ago, whose first report (due 40 days ago) never came.
  const [late] = await tx
    .select({ id: companies.userId })
    .from(companies)
    .where(and(eq(companies.role, 'startup'), ne(companies.userId, demo.startupId)))
    .orderBy(asc(companies.createdAt), asc(companies.userId))
    .limit(1);
  if (late) {
    const lateExpire = dateOf(new Date(now.getTime() - 130 * DAY));
    const due = quarterlyDate(lateExpire, 1);
    const round = await finishedRound(tx, {
      startupId: late.id,
      managerId: demo.managerId,
      email: 'founders@startups.example',
      expire: lateExpire,
      days: 45,
      max: 500_000,
      conditions: 'Equity, 6-9% of the company for the round; quarterly reports to the backers.',
      reportDue: due,
      reportRemindedFor: due,
      reportLateFor: reportLateSince(due) <= today ? due : null,
    });
    await confirmed(tx, round.id, [{ id: demo.investorId, role: 'investor', amount: 50_000, at: new Date(round.opened.getTime() + 2 * DAY) }]);
  }

  // The generated finished rounds with confirmed backers owe their first report 3 months after their last day.
  await tx
    .update(crowdfunds)
    .set({ reportDue: firstReportDueSql })
    .where(and(eq(crowdfunds.status, 'finished'), gt(crowdfunds.backersCount, 0), isNull(crowdfunds.reportDue)));
}
