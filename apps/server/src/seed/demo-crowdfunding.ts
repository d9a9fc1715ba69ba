import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { BackerStatus, CrowdfundingStatus, TicketStatus } from '@platform/contract';
import type { Tx } from '../db/client.js';
import { companies, crowdfundBackers, crowdfundUpdates, crowdfunds, ticketHistory, tickets } from '../db/schema/index.js';
import { faker } from './generators.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

const conditions = [
  'Equity, 8-12% of the company for the round, pro rata rights for backers above the minimum ticket.',
  'Convertible note with a 20% discount and a valuation cap, converting at the next priced round.',
  'SAFE with a valuation cap; backers join a nominee structure managed by the lead investor.',
  'Preferred shares alongside the lead investor, one board observer seat for the syndicate.',
];
const declineReasons = [
  'The pitch deck does not show the unit economy the application refers to. Please add it and file again.',
  'The investment range is far above the last round without an explanation. Please explain the valuation.',
];

type Plan = { status: CrowdfundingStatus; expire: string; createdAt: Date; reason?: string; backers: boolean };
type Round = typeof crowdfunds.$inferInsert & { id: string; startupId: string; investmentMax: number; createdAt: Date };
type BackerRow = typeof crowdfundBackers.$inferInsert;

/** The statuses the generated rounds cycle through: most are running, every other status is there too. */
function plan(i: number, now: Date): Plan {
  const createdAt = new Date(now.getTime() - faker.number.int({ min: 3, max: 150 }) * DAY);
  const future = dateOf(new Date(now.getTime() + faker.number.int({ min: 5, max: 90 }) * DAY));
  const past = dateOf(new Date(now.getTime() - faker.number.int({ min: 1, max: 2 }) * DAY));
  switch (i % 12) {
    case 8: // active, but its last day has passed: it reads as finished
      return { status: 'active', expire: past, createdAt, backers: true };
    case 9: // closed early by a manager
      return { status: 'finished', expire: future, createdAt, backers: true };
    case 10:
      return { status: 'new', expire: future, createdAt: new Date(now.getTime() - faker.number.int({ min: 1, max: 5 }) * DAY), backers: false };
    case 11:
      return { status: 'decline', expire: future, createdAt, reason: faker.helpers.arrayElement(declineReasons), backers: false };
    default:
      return { status: 'active', expire: future, createdAt, backers: true };
  }
}

function ticketStatus(status: CrowdfundingStatus): TicketStatus {
  return status === 'new' ? 'registred' : status === 'decline' ? 'cancelled' : 'searching';
}

const thousands = (n: number) => Math.floor(n / 1000) * 1000;

/**
 * Backers of a visible round: mostly confirmed, some waiting and rejected. They joined once the
 * round was activated; every commitment is at least its minimum ticket; the confirmed stay within
 * 80% of the maximum, and each waiting commitment within what is left to raise after them.
 */
function backersOf(round: Round, pool: { id: string; role: 'investor' | 'corporate' }[], now: Date, taken: Set<string>): BackerRow[] {
  const picked = faker.helpers.arrayElements(
    pool.filter((p) => !taken.has(`${round.id}:${p.id}`)),
    { min: 0, max: 8 },
  );
  const statuses: BackerStatus[] = picked.map(() =>
    faker.helpers.weightedArrayElement([
      { value: 'active', weight: 6 },
      { value: 'new', weight: 2 },
      { value: 'reject', weight: 1 },
    ]),
  );
  const active = statuses.filter((s) => s === 'active').length;
  const waiting = statuses.filter((s) => s === 'new').length;
  const share = active ? (round.investmentMax * faker.number.float({ min: 0.1, max: 0.8 })) / active : 0;
  const minTicket = Math.max(1000, round.minTicket ?? 0);
  const confirmed = Math.max(minTicket, thousands(share));
  const left = round.investmentMax - (active ? confirmed * active : 0);
  const pending = waiting ? thousands(left / waiting) : 0;
  const opened = round.createdAt.getTime() + 3 * HOUR;
  const ends = Math.min(now.getTime(), Date.parse(`${round.expire}T00:00:00Z`));
  return picked.map((p, k) => {
    taken.add(`${round.id}:${p.id}`);
    const createdAt = new Date(faker.number.int({ min: opened, max: Math.max(opened, ends - HOUR) }));
    const status = statuses[k]!;
    // A waiting commitment larger than what is left would be refused today: it is trimmed to what is left.
    const amount = status === 'new' ? Math.min(confirmed, pending) : confirmed;
    return {
      crowdfundId: round.id,
      backerId: p.id,
      role: p.role,
      status,
      amount: faker.datatype.boolean() && amount >= minTicket ? amount : null,
      investmentAmount: status === 'active' ? amount : null,
      dateOfInvestment: status === 'active' ? dateOf(new Date(Math.min(now.getTime(), createdAt.getTime() + 2 * DAY))) : null,
      createdAt,
    };
  });
}

/**
 * Crowdfunding rounds in every status across the generated startups (enough visible ones for the
 * list's infinite scroll), with backers in every status; the demo startup's active round opened from
 * its own investment application, with updates; the demo investor and corporate each backing a
 * round waiting for the manager (recent enough to cancel), a confirmed one and a rejected one.
 * Set-based inserts; each round's sums are those of its confirmed backers.
 */
export async function seedDemoCrowdfunding(
  tx: Tx,
  demo: { startupId: string; startupEmail: string; investorId: string; corporateId: string; managerId: string },
  now = new Date(),
) {
  const demoIds = [demo.startupId, demo.investorId, demo.corporateId];
  const startups = await tx
    .select({ id: companies.userId, rounds: companies.rounds })
    .from(companies)
    .where(and(eq(companies.role, 'startup'), ne(companies.userId, demo.startupId)))
    .orderBy(companies.createdAt, companies.userId);
  const pool = (await tx
    .select({ id: companies.userId, role: companies.role })
    .from(companies)
    .where(and(inArray(companies.role, ['investor', 'corporate']), notInArray(companies.userId, demoIds)))) as { id: string; role: 'investor' | 'corporate' }[];
  const [own] = await tx.select({ rounds: companies.rounds }).from(companies).where(eq(companies.userId, demo.startupId));

  const ticketRows: (typeof tickets.$inferInsert)[] = [];
  const history: (typeof ticketHistory.$inferInsert)[] = [];
  const rounds: Round[] = [];
  const addRound = (startupId: string, roundId: number | null, p: Plan, form: Record<string, unknown>, ticketStatusValue = ticketStatus(p.status)) => {
    const max = (form.value_of_investments as { max: number }).max;
    const min = (form.value_of_investments as { min: number }).min;
    const ticketId = faker.string.uuid();
    ticketRows.push({
      id: ticketId,
      type: 'startup_investment',
      ownerId: startupId,
      status: ticketStatusValue,
      form,
      expire: p.expire,
      crowdfunding: true,
      coInvestment: true,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    });
    const steps: TicketStatus[] =
      ticketStatusValue === 'registred'
        ? ['registred']
        : ticketStatusValue === 'cancelled'
          ? ['registred', 'cancelled']
          : ['registred', 'signing_agreement', 'searching'];
    steps.forEach((to, k) =>
      history.push({
        ticketId,
        fromStatus: k ? steps[k - 1]! : null,
        toStatus: to,
        actorId: k ? demo.managerId : startupId,
        createdAt: new Date(p.createdAt.getTime() + k * HOUR),
        comment: to === 'cancelled' ? (p.reason ?? null) : null,
      }),
    );
    const moderated = p.status !== 'new';
    const round: Round = {
      id: faker.string.uuid(),
      ticketId,
      startupId,
      status: p.status,
      investmentMin: min,
      investmentMax: max,
      minTicket: (form.min_ticket as number | undefined) ?? null,
      conditionsOfDeal: form.conditions_of_deal as string,
      expire: p.expire,
      roundId,
      declineReason: p.reason ?? null,
      moderatedBy: moderated ? demo.managerId : null,
      moderatedAt: moderated ? new Date(p.createdAt.getTime() + 2 * HOUR) : null,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    };
    rounds.push(round);
    return round;
  };
  const formOf = (max: number, expire: string, minTicket?: number) => ({
    goals: faker.helpers.arrayElement(['market_expansion', 'product_development', 'hiring']),
    value_of_investments: { min: max / 5, max },
    conditions_of_deal: faker.helpers.arrayElement(conditions),
    round_size: max,
    valuetion: max * faker.number.int({ min: 6, max: 15 }),
    expire,
    agree_co_investment: true,
    crowdfunding: true,
    ...(minTicket ? { min_ticket: minTicket } : {}),
    feedback_method: 'email',
    feedback_value: 'founders@startups.example',
  });

  const generated: { round: Round; backers: boolean }[] = [];
  for (let i = 0; i < 72 && startups.length; i++) {
    const s = startups[i % startups.length]!;
    const p = plan(i, now);
    const max = faker.number.int({ min: 4, max: 100 }) * 50_000;
    // Half the startups file a minimum ticket; a round that went live has one, as a manager sets it on activation.
    const filed = faker.datatype.boolean();
    const live = p.status === 'active' || p.status === 'finished';
    generated.push({ round: addRound(s.id, s.rounds[0] ?? null, p, formOf(max, p.expire, filed || live ? max / 100 : undefined)), backers: p.backers });
  }
  const ownPlan: Plan = { status: 'active', expire: dateOf(new Date(now.getTime() + 45 * DAY)), createdAt: new Date(now.getTime() - 20 * DAY), backers: true };
  const ownForm = {
    ...formOf(1_500_000, ownPlan.expire, 25_000),
    goals: 'market_expansion',
    value_of_investments: { min: 500_000, max: 1_500_000 },
    conditions_of_deal: 'Equity, 10-15% of Nordlight Robotics for the round; backers above 100 000 join the investor updates call.',
    round_size: 1_500_000,
    valuetion: 12_000_000,
    feedback_value: demo.startupEmail,
  };
  const ownRound = addRound(demo.startupId, own?.rounds[0] ?? null, ownPlan, ownForm);

  // The demo foundations: a waiting commitment they may still cancel, a confirmed one, a rejected one.
  const taken = new Set<string>();
  const backerRows: BackerRow[] = [];
  // Rounds running for more than ten days, so the demo companies' backings come after their opening.
  const running = generated
    .filter(
      (g) =>
        g.round.status === 'active' && g.round.expire > dateOf(new Date(now.getTime() + 3 * DAY)) && g.round.createdAt.getTime() < now.getTime() - 10 * DAY,
    )
    .map((g) => g.round);
  const demoBacking = (round: Round, backerId: string, role: 'investor' | 'corporate', status: BackerStatus, amount: number, createdAt: Date) => {
    taken.add(`${round.id}:${backerId}`);
    const confirmed = status === 'active';
    backerRows.push({
      crowdfundId: round.id,
      backerId,
      role,
      status,
      amount,
      investmentAmount: confirmed ? amount : null,
      dateOfInvestment: confirmed ? dateOf(new Date(createdAt.getTime() + DAY)) : null,
      createdAt,
    });
  };
  demoBacking(ownRound, demo.investorId, 'investor', 'active', 150_000, new Date(now.getTime() - 15 * DAY));
  demoBacking(ownRound, demo.corporateId, 'corporate', 'new', 50_000, new Date(now.getTime() - 3 * HOUR));
  if (running.length >= 4) {
    demoBacking(running[0]!, demo.investorId, 'investor', 'new', Math.max(running[0]!.investmentMax / 50, 1000), new Date(now.getTime() - 2 * HOUR));
    demoBacking(running[1]!, demo.investorId, 'investor', 'reject', running[1]!.investmentMax / 20, new Date(now.getTime() - 6 * DAY));
    demoBacking(running[2]!, demo.corporateId, 'corporate', 'active', running[2]!.investmentMax / 10, new Date(now.getTime() - 4 * DAY));
    demoBacking(running[3]!, demo.corporateId, 'corporate', 'reject', running[3]!.investmentMax / 20, new Date(now.getTime() - 8 * DAY));
  }
  for (const g of [...generated.filter((x) => x.backers).map((x) => x.round), ownRound]) {
    // The confirmed share left for the generated backers, once the demo companies' confirmed amounts are counted.
    const confirmedDemo = backerRows.filter((b) => b.crowdfundId === g.id && b.status === 'active').reduce((sum, b) => sum + (b.investmentAmount ?? 0), 0);
    const left = { ...g, investmentMax: Math.max(0, g.investmentMax - confirmedDemo) };
    backerRows.push(...backersOf(left, pool, now, taken).filter((b) => b.status !== 'active' || (b.investmentAmount ?? 0) >= 1000));
  }

  if (ticketRows.length) await tx.insert(tickets).values(ticketRows);
  if (history.length) await tx.insert(ticketHistory).values(history);
  await tx.insert(crowdfunds).values(rounds);
  if (backerRows.length) await tx.insert(crowdfundBackers).values(backerRows);
  // Each round's sums are those of its confirmed backers.
  await tx.execute(sql`
    update crowdfunds c set current_investments = s.total, backers_count = s.n
    from (select crowdfund_id, sum(investment_amount)::bigint as total, count(*)::int as n from crowdfund_backers where status = 'active'
      group by crowdfund_id) s
    where c.id = s.crowdfund_id`);
  await tx.insert(crowdfundUpdates).values([
    {
      crowdfundId: ownRound.id,
      authorId: demo.startupId,
      text: 'Thank you for joining our round! This week we signed our third wind farm operator in Denmark, a two-year inspection contract.',
      createdAt: new Date(now.getTime() - 10 * DAY),
    },
    {
      crowdfundId: ownRound.id,
      authorId: demo.startupId,
      text: 'Our second robot generation passed its certification for work on live power lines. Deliveries start next quarter.',
      createdAt: new Date(now.getTime() - 2 * DAY),
    },
  ]);
  return { ownRoundId: ownRound.id };
}
